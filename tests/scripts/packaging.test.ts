/**
 * Packaging, tested without the Electron binary (it cannot be downloaded on our build machines,
 * so no installer is built here): electron-builder loads and validates the real config file
 * against its own schema; the four targets and the icons under build/ are there and well formed;
 * and the afterPack hook flips every fuse as configured in binaries that carry Electron's fuse
 * wire, laid out as on Linux, Windows and macOS.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { randomBytes } from 'node:crypto'
import { getCurrentFuseWire, FuseV1Options } from '@electron/fuses'
import { listPackage } from '@electron/asar'
import { build, Platform } from 'electron-builder'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import { DebugLogger } from 'builder-util'
import { minimatch } from 'minimatch'
import { describe, expect, it } from 'vitest'
import config from '../../electron-builder'
import { electronBinaryPath, flipFusesAfterPack, FUSES } from '../../scripts/packaging/fuses'
import { ICNS_TYPES } from '../../scripts/packaging/icon-files'
import { tempDir } from '../helpers/temp-dir'

const ROOT = resolve(import.meta.dirname, '../..')
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const ON = 0x31
const OFF = 0x30

/** A stand-in for an Electron binary: random bytes around the fuse wire, as Electron ships it. */
function fakeElectron(wire: readonly number[] = [ON, OFF, ON, ON, OFF, OFF, OFF, ON]): Buffer {
  return Buffer.concat([
    randomBytes(4096),
    Buffer.from(SENTINEL, 'ascii'),
    Buffer.from([1, wire.length, ...wire]),
    randomBytes(4096),
  ])
}

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })
const isPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))

describe('electron-builder configuration', () => {
  it('leaves no JavaScript outside app.asar, where asar integrity does not reach', () => {
    const unpacked = (path: string) =>
      (config.asarUnpack as string[]).some((glob) => minimatch(path, glob, { dot: true }))
    for (const js of [
      'node_modules/tesseract.js/src/worker-script/node/index.js',
      'node_modules/tesseract.js-core/tesseract-core-simd.wasm.js',
      'node_modules/@electric-sql/pglite/dist/index.js',
      'node_modules/@electric-sql/pglite/dist/index.cjs',
      'node_modules/@napi-rs/canvas/index.js',
      'node_modules/@tesseract.js-data/eng/index.js',
      'out/main/index.js',
    ]) {
      expect(unpacked(js), js).toBe(false)
    }
    for (const data of [
      'node_modules/@napi-rs/canvas-linux-x64-gnu/skia.linux-x64-gnu.node',
      'node_modules/tesseract.js-core/tesseract-core-simd.wasm',
      'node_modules/@electric-sql/pglite/dist/postgres.wasm',
      'node_modules/@electric-sql/pglite/dist/postgres.data',
      'node_modules/@electric-sql/pglite/dist/vector.tar.gz',
      'node_modules/@tesseract.js-data/eng/4.0.0/eng.traineddata.gz',
    ]) {
      expect(unpacked(data), data).toBe(true)
    }
  })

  it('is what electron-builder finds in the project and passes its schema', async () => {
    const loaded = await getConfig(ROOT, null, null)
    expect(loaded.appId).toBe(config.appId)
    await expect(validateConfiguration(loaded, new DebugLogger(false))).resolves.toBeUndefined()
  })

  it('builds AppImage and deb, an NSIS installer and a DMG', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.mac?.target).toEqual(['dmg'])
    expect(config.directories?.buildResources).toBe('build')
    expect(config.asar).toBe(true)
    expect(config.files).toContain('out/**/*')
  })

  it('sets the fuses after packing', () => {
    expect(config.afterPack).toBe(flipFusesAfterPack)
  })
})

describe('icons under build/', () => {
  it('has the Linux sizes and a 1024 px master', () => {
    expect(pngSize(readFileSync(join(ROOT, 'build/icon.png')))).toEqual({
      width: 1024,
      height: 1024,
    })
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      const png = readFileSync(join(ROOT, config.linux!.icon!, `${size}x${size}.png`))
      expect(pngSize(png)).toEqual({ width: size, height: size })
    }
  })

  it('has a Windows .ico with PNG entries up to 256 px', () => {
    const ico = readFileSync(join(ROOT, config.win!.icon!))
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes: number[] = []
    for (let i = 0; i < count; i++) {
      const e = 6 + 16 * i
      const size = ico.readUInt8(e) || 256
      const data = ico.subarray(
        ico.readUInt32LE(e + 12),
        ico.readUInt32LE(e + 12) + ico.readUInt32LE(e + 8),
      )
      expect(isPng(data)).toBe(true)
      expect(pngSize(data).width).toBe(size)
      sizes.push(size)
    }
    expect(sizes).toContain(256)
    expect(sizes).toContain(16)
  })

  it('has a macOS .icns whose elements add up and include 512 and 1024 px', () => {
    const icns = readFileSync(join(ROOT, config.mac!.icon!))
    expect(icns.toString('ascii', 0, 4)).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types: string[] = []
    for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
      const type = icns.toString('ascii', at, at + 4)
      const png = icns.subarray(at + 8, at + icns.readUInt32BE(at + 4))
      const size = Number(Object.entries(ICNS_TYPES).find(([, t]) => t === type)?.[0])
      expect(pngSize(png).width).toBe(size)
      types.push(type)
    }
    expect(types).toEqual(expect.arrayContaining(['ic09', 'ic10', 'icp4']))
  })
})

describe('fuses', () => {
  it('turns off RunAsNode, NODE_OPTIONS and inspect; turns on asar integrity, asar only, cookie encryption', () => {
    expect(FUSES[FuseV1Options.RunAsNode]).toBe(false)
    expect(FUSES[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false)
    expect(FUSES[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false)
    expect(FUSES[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true)
    expect(FUSES[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true)
    expect(FUSES[FuseV1Options.EnableCookieEncryption]).toBe(true)
    // Every fuse of the V1 wire is decided, none inherited.
    expect(FUSES.strictlyRequireAllFuses).toBe(true)
    const options = Object.values(FuseV1Options).filter((v) => typeof v === 'number')
    for (const o of options) expect(typeof FUSES[o as FuseV1Options]).toBe('boolean')
  })

  const expected = {
    [FuseV1Options.RunAsNode]: OFF,
    [FuseV1Options.EnableCookieEncryption]: ON,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: OFF,
    [FuseV1Options.EnableNodeCliInspectArguments]: OFF,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: ON,
    [FuseV1Options.OnlyLoadAppFromAsar]: ON,
    [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: OFF,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: OFF,
  }

  it.each([
    ['linux', (dir: string) => join(dir, 'case-document-manager')],
    ['win32', (dir: string) => join(dir, 'Case Document Manager.exe')],
  ])('flips the wire of a packaged %s binary', async (platform, binary) => {
    const tmp = tempDir()
    try {
      const app = {
        electronPlatformName: platform,
        appOutDir: tmp.dir,
        packager: {
          appInfo: { productFilename: 'Case Document Manager' },
          executableName: 'case-document-manager',
        },
      }
      expect(electronBinaryPath(app)).toBe(binary(tmp.dir))
      const original = fakeElectron()
      writeFileSync(binary(tmp.dir), original)
      await flipFusesAfterPack(app)
      const wire = await getCurrentFuseWire(binary(tmp.dir))
      expect({ ...wire, version: undefined }).toEqual({ ...expected, version: undefined })
      // Only the wire changed: the binary is otherwise byte for byte the same.
      const after = readFileSync(binary(tmp.dir))
      const at = original.indexOf(SENTINEL) + SENTINEL.length + 2
      expect(after.subarray(0, at)).toEqual(original.subarray(0, at))
      expect(after.subarray(at + 8)).toEqual(original.subarray(at + 8))
    } finally {
      await tmp.remove()
    }
  })

  it('flips the wire inside the framework of a macOS .app', async () => {
    const tmp = tempDir()
    try {
      const app = {
        electronPlatformName: 'darwin',
        appOutDir: tmp.dir,
        packager: { appInfo: { productFilename: 'Case Document Manager' } },
      }
      const framework = join(
        electronBinaryPath(app),
        'Contents/Frameworks/Electron Framework.framework',
      )
      mkdirSync(framework, { recursive: true })
      writeFileSync(join(framework, 'Electron Framework'), fakeElectron())
      // No codesign on this machine: flip with the ad-hoc re-signing left to the real build.
      const { flipFuses } = await import('@electron/fuses')
      await flipFuses(electronBinaryPath(app), { ...FUSES, resetAdHocDarwinSignature: false })
      const wire = await getCurrentFuseWire(electronBinaryPath(app))
      expect({ ...wire, version: undefined }).toEqual({ ...expected, version: undefined })
    } finally {
      await tmp.remove()
    }
  })

  it('fails the build when Electron adds a fuse nobody decided on', async () => {
    const tmp = tempDir()
    try {
      const app = {
        electronPlatformName: 'linux',
        appOutDir: tmp.dir,
        packager: { appInfo: { productFilename: 'x' }, executableName: 'x' },
      }
      writeFileSync(join(tmp.dir, 'x'), fakeElectron([ON, OFF, ON, ON, OFF, OFF, OFF, ON, ON]))
      await expect(flipFusesAfterPack(app)).rejects.toThrow(/strictlyRequireAllFuses/)
    } finally {
      await tmp.remove()
    }
  })
})

describe('a real electron-builder run with a stand-in Electron', () => {
  it('packs a small app into app.asar and flips the fuses of the copied binary', async () => {
    const tmp = tempDir()
    try {
      // The Electron distribution electron-builder copies: the binary with its fuse wire.
      const dist = join(tmp.dir, 'electron-dist')
      mkdirSync(join(dist, 'resources'), { recursive: true })
      writeFileSync(join(dist, 'electron'), fakeElectron(), { mode: 0o755 })
      writeFileSync(join(dist, 'version'), '38.2.0')
      // A project laid out like ours after `npm run build`.
      const project = join(tmp.dir, 'project')
      mkdirSync(join(project, 'out/main'), { recursive: true })
      mkdirSync(join(project, 'out/renderer'), { recursive: true })
      writeFileSync(
        join(project, 'package.json'),
        JSON.stringify({
          name: 'case-document-manager',
          version: '0.1.0',
          main: './out/main/index.js',
          author: 'x',
        }),
      )
      writeFileSync(join(project, 'out/main/index.js'), 'console.log(1)\n')
      writeFileSync(join(project, 'out/main/index.js.map'), '{}')
      writeFileSync(join(project, 'out/renderer/index.html'), '<!doctype html>')
      mkdirSync(join(project, 'out/pglite-template/base'), { recursive: true })
      writeFileSync(join(project, 'out/pglite-template/PG_VERSION'), '17\n')
      await build({
        projectDir: project,
        targets: Platform.LINUX.createTarget('dir'),
        config: {
          ...config,
          directories: {
            ...config.directories,
            buildResources: join(ROOT, 'build'),
            output: join(tmp.dir, 'dist'),
          },
          linux: { ...config.linux, icon: join(ROOT, 'build/icons') },
          electronDist: dist,
          electronVersion: '38.2.0',
          npmRebuild: false,
        },
      })
      const unpacked = join(tmp.dir, 'dist/linux-unpacked')
      const wire = await getCurrentFuseWire(join(unpacked, 'case-document-manager'))
      expect(wire[FuseV1Options.RunAsNode]).toBe(OFF)
      expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(ON)
      expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(ON)
      const files = listPackage(join(unpacked, 'resources/app.asar'), { isPack: false })
      expect(files).toEqual(expect.arrayContaining([join('/out/main/index.js'), '/package.json']))
      expect(files.some((f) => f.endsWith('.map'))).toBe(false)
      // The database template is a plain folder beside the archive (it is copied file by file).
      expect(files.some((f) => f.includes('pglite-template'))).toBe(false)
      expect(existsSync(join(unpacked, 'resources/pglite-template/PG_VERSION'))).toBe(true)
    } finally {
      await tmp.remove()
    }
  }, 180_000)
})
