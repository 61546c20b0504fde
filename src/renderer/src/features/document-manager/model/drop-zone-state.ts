/**
 * The drop-zone states (docs/rules.md#drop), as react-dropzone reports them plus our own dialog
 * flag.
 */
export type DropZoneFlags = {
  readonly isFocused: boolean
  readonly isDialogOpen: boolean
  readonly isDragActive: boolean
  readonly isDragAccept: boolean
  readonly isDragReject: boolean
}

export type DropZoneState =
  'idle' | 'focused' | 'dialog open' | 'drag active' | 'drag accept' | 'drag reject'

/**
 * The one state the drop zone shows; a drag outranks the dialog, the dialog outranks focus.
 * Accept/reject count only during a drag: react-dropzone leaves isDragReject set after a drop or
 * a pick that had rejections, which must not keep the overlay up.
 */
export function dropZoneState(f: DropZoneFlags): DropZoneState {
  if (f.isDragActive && f.isDragReject) return 'drag reject'
  if (f.isDragActive && f.isDragAccept) return 'drag accept'
  if (f.isDragActive) return 'drag active'
  if (f.isDialogOpen) return 'dialog open'
  if (f.isFocused) return 'focused'
  return 'idle'
}

/** What the overlay says in each state. */
export function dropZoneHint(state: DropZoneState, maxFiles: number): string {
  switch (state) {
    case 'drag reject':
      return 'Some of these files cannot be uploaded'
    case 'drag accept':
      return `Drop to upload (up to ${maxFiles} files)`
    case 'drag active':
      return 'Drop files to upload'
    case 'dialog open':
      return 'Choose files in the dialog…'
    case 'focused':
    case 'idle':
      return ''
  }
}
