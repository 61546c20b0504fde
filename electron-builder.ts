/**
 * Packaging (electron-builder): AppImage and deb for Linux, an NSIS installer for Windows, a DMG
 * for macOS, with the icons under build/ (scripts/packaging/make-icons.ts draws them). After the
 * Electron binary is copied, the afterPack hook sets its fuses (scripts/packaging/fuses.ts).
 * electron-builder finds this file by its name: `npm run package -- --linux` (or --win, --mac).
 */
import type { Configuration } from 'electron-builder'
import { flipFusesAfterPack } from './scripts/packaging/fuses'

const config: Configuration = {
  appId: 'com.casedocumentmanager.desktop',
  productName: 'Case Document Manager',
  copyright: 'Copyright © Case Document Manager authors',
  directories: { buildResources: 'build', output: 'dist' },
  // The three electron-vite bundles; runtime packages come from "dependencies".
  files: ['out/**/*', 'package.json', '!**/*.map', '!out/pglite-template/**'],
  // The initialised database a new data folder is copied from (`npm run build:template`): a
  // plain folder beside the app, since it is copied file by file, never read from the archive.
  extraResources: [{ from: 'out/pglite-template', to: 'pglite-template' }],
  asar: true,
  // Only what is read from disk by path and is not code: native addons, WASM, PGlite's data and
  // extension archives, OCR language data. JavaScript stays inside app.asar, under its integrity
  // check (Electron reads the unpacked files through the archive's paths, workers included).
  asarUnpack: ['**/*.node', '**/*.wasm', '**/*.data', '**/*.tar.gz', '**/*.traineddata.gz'],
  afterPack: flipFusesAfterPack,
  linux: {
    target: ['AppImage', 'deb'],
    icon: 'build/icons',
    category: 'Office',
    synopsis: 'Case documents for lending and insurance back offices',
    maintainer: 'Case Document Manager <support@casedocumentmanager.invalid>',
  },
  deb: { priority: 'optional' },
  appImage: { artifactName: '${productName}-${version}-${arch}.${ext}' },
  win: { target: ['nsis'], icon: 'build/icon.ico' },
  nsis: {
    oneClick: false,
    perMachine: false,
    allowToChangeInstallationDirectory: true,
    installerIcon: 'build/icon.ico',
    uninstallerIcon: 'build/icon.ico',
    artifactName: '${productName}-Setup-${version}.${ext}',
  },
  mac: {
    target: ['dmg'],
    icon: 'build/icon.icns',
    category: 'public.app-category.business',
    hardenedRuntime: true,
  },
  dmg: { icon: 'build/icon.icns', artifactName: '${productName}-${version}-${arch}.${ext}' },
}

export default config
