/**
 * Staged files do not outlive their use: an upload nobody started is removed after the TTL, and
 * the folders of shells that were killed are swept at the next start — but never the folder of a
 * shell that still runs.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStagingArea } from '../../../src/main/browser-shell/staging-area'
import { startBrowserShell } from '../../../src/main/browser-shell/start-browser-shell'
import {
  claimTempFolder,
  sweepStaleTempFolders,
  TEMP_PREFIX,
} from '../../../src/main/browser-shell/stale-temp-folders'
import { tempDir } from '../helpers'

let dir: string
let remove: () => Promise<void>
beforeAll(() => {
  ;({ dir, remove } = tempDir('staging-cleanup'))
})
afterAll(async () => remove?.())

/** The pid of a process that has exited (so no process has it now, barring reuse). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((r) => child.once('exit', r))
  return child.pid!
}

describe('staged files', () => {
  it('removes a staged file nobody uploaded once its time is up, and keeps a fresh one', async () => {
    let now = 1_000_000
    const staging = await createStagingArea(join(dir, 'area'), {
      ttlMs: 60_000,
      sweepEveryMs: 3_600_000,
      now: () => now,
    })
    try {
      const old = await staging.stage(Readable.from([Buffer.from('old')]), 'old.pdf')
      now += 50_000
      const fresh = await staging.stage(Readable.from([Buffer.from('fresh')]), 'fresh.pdf')
      const oldPath = staging.file(old)!.path
      now += 20_000
      expect(await staging.sweep()).toBe(1)
      expect(existsSync(oldPath)).toBe(false)
      expect(staging.resolve(old)).toBeUndefined()
      expect(staging.resolve(fresh)).toBeDefined()
      expect(await readdir(join(dir, 'area'))).toEqual([fresh])
    } finally {
      await staging.close()
    }
  })

  it('sweeps the folders of shells that are gone, not those of running ones', async () => {
    const root = join(dir, 'tmp')
    const folder = async (name: string, pid?: number) => {
      const f = join(root, `${TEMP_PREFIX}${name}`)
      await mkdir(join(f, 'staging'), { recursive: true })
      await writeFile(join(f, 'staging', 'x'), 'staged bytes')
      if (pid !== undefined) await writeFile(join(f, 'owner.pid'), String(pid))
      return f
    }
    const killed = await folder('killed', await deadPid())
    const mine = await folder('mine')
    await claimTempFolder(mine)
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
      stdio: 'ignore',
    })
    try {
      const running = await folder('running', sleeper.pid!)
      const young = await folder('no-owner-yet')
      const unrelated = join(root, 'someone-else')
      await mkdir(unrelated)

      expect(await sweepStaleTempFolders(root)).toEqual([killed])
      expect(existsSync(killed)).toBe(false)
      for (const kept of [mine, running, young, unrelated]) expect(existsSync(kept)).toBe(true)
    } finally {
      sleeper.kill()
    }
  })
})

describe('a browser shell killed with staged files', () => {
  it('leaves them only until the next shell starts', async () => {
    const rendererDir = join(dir, 'renderer')
    await mkdir(rendererDir, { recursive: true })
    await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>')
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(import.meta.dirname, 'helpers', 'staging-shell.ts'),
        join(dir, 'killed-data'),
        rendererDir,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const folder = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout!.on('data', (d: Buffer) => {
        out += d.toString()
        const m = /^staged (.+)$/m.exec(out)
        if (m) resolve(m[1]!)
      })
      child.once('exit', (code) => reject(new Error(`the shell exited (${code})`)))
    })
    expect((await readdir(join(folder, 'staging'))).length).toBe(1)
    // kill -9: no chance to clean up.
    const gone = new Promise((r) => child.once('exit', r))
    child.kill('SIGKILL')
    await gone
    expect(existsSync(folder)).toBe(true)

    const next = await startBrowserShell({
      dataDir: join(dir, 'next-data'),
      downloadsDir: join(dir, 'next-dl'),
      rendererDir,
    })
    try {
      expect(existsSync(folder)).toBe(false)
    } finally {
      await next.close()
    }
  }, 120_000)
})
