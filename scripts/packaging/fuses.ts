/**
 * Electron fuses, flipped in the packaged binary after electron-builder has copied it (afterPack)
 * and before it is signed: switches compiled into Electron that no command line or environment
 * can turn back on. Every fuse of the wire is set explicitly (strictlyRequireAllFuses), so a new
 * fuse in a later Electron fails the build until someone decides on it.
 */
import { join } from 'node:path'
import { flipFuses, FuseV1Options, FuseVersion, type FuseV1Config } from '@electron/fuses'

/** The fuse wire of the packaged app. */
export const FUSES = {
  version: FuseVersion.V1,
  strictlyRequireAllFuses: true,
  // A copied Apple silicon binary needs its ad-hoc signature redone once its bytes changed.
  resetAdHocDarwinSignature: true,
  // ELECTRON_RUN_AS_NODE would turn the signed app into a general Node interpreter.
  [FuseV1Options.RunAsNode]: false,
  // Cookies and the session store are encrypted with the OS keychain/DPAPI/libsecret key.
  [FuseV1Options.EnableCookieEncryption]: true,
  // NODE_OPTIONS (--require, --import) could inject code into the main process.
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  // --inspect / --inspect-brk would open a debugger into the main process.
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  // app.asar is checked against the hash electron-builder records at package time.
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  // Only the (integrity-checked) app.asar is loaded, never a loose app/ folder beside it.
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // One V8 snapshot for every process: nothing here needs a browser-process snapshot.
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  // The app serves itself over app://, so file:// gets no extra privileges.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
} as const satisfies FuseV1Config

/** What the afterPack hook needs of electron-builder's context. */
export type PackedApp = {
  readonly electronPlatformName: string
  readonly appOutDir: string
  readonly packager: {
    readonly appInfo: { readonly productFilename: string }
    readonly executableName?: string
  }
}

/** The packaged Electron binary (macOS: the .app, whose framework holds the fuse wire). */
export function electronBinaryPath(app: PackedApp): string {
  const name = app.packager.appInfo.productFilename
  switch (app.electronPlatformName) {
    case 'darwin':
    case 'mas':
      return join(app.appOutDir, `${name}.app`)
    case 'win32':
      return join(app.appOutDir, `${name}.exe`)
    default:
      return join(app.appOutDir, app.packager.executableName ?? name)
  }
}

/** electron-builder's afterPack hook: flips FUSES in the binary just packaged. */
export async function flipFusesAfterPack(app: PackedApp): Promise<void> {
  await flipFuses(electronBinaryPath(app), FUSES)
}
