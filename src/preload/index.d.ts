import type { DragDocument, NativeApi } from '../shared/contract'

/**
 * What the preload exposes as `window.api` (Electron only): exactly the contract, plus the path of
 * a dropped or picked File (webUtils.getPathForFile) and a native drag of a document out of the
 * app. In the browser shell `window.api` is undefined.
 */
export type DesktopApi = NativeApi & {
  /** The path of a dropped or picked File ('' for one the page made), now allowed to upload. */
  readonly pathForFile: (file: File) => Promise<string>
  readonly startDrag: (doc: DragDocument) => void
}

declare global {
  interface Window {
    readonly api?: DesktopApi
  }
}
