import type { DragDocument, FileRef, NativeApi } from '../../../shared/contract'

/** The part of a DOM/React drag-start event the native drag needs. */
export type DragStartLike = {
  preventDefault(): void
  readonly dataTransfer: DataTransfer | null
}

/**
 * What the renderer uses, whatever the host: the contract (`call`, `on`, `transport`), plus
 * `fileRef` (a dropped or picked File → what `upload.start` takes) and `startDrag` (a document
 * dragged out of the app to the OS; call it from `onDragStart`).
 */
export type RendererNativeApi = NativeApi & {
  readonly fileRef: (file: File) => Promise<FileRef>
  readonly startDrag: (event: DragStartLike, doc: DragDocument) => void
}
