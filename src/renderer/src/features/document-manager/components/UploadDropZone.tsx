import { Icon } from '@blueprintjs/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDropzone, type DropEvent, type FileRejection } from 'react-dropzone'
import { DIALOG_CANCEL_DELAY_MS, MAX_FILES_PER_DROP } from '../../../../../shared/constants'
import { ACCEPTED_UPLOAD_TYPES } from '../../../../../shared/file-types'
import { isClaimedDrop } from '../model/drop-claim'
import { dropZoneHint, dropZoneState } from '../model/drop-zone-state'

type Props = {
  readonly onFiles: (accepted: File[], rejections: FileRejection[]) => void
  /** Bytes per file: a larger one is rejected with "File is larger than N bytes". */
  readonly maxSize?: number
  readonly children: (openDialog: () => void) => React.ReactNode
  readonly disabled?: boolean
}

const ACCEPT = Object.fromEntries(
  Object.entries(ACCEPTED_UPLOAD_TYPES).map(([mime, exts]) => [mime, [...exts]]),
)

/**
 * The drop zone over the document area (docs/rules.md#drop, drop-zone states: focused, dialog open,
 * drag active, drag accept, drag reject). Accepted types and the per-drop maximum are the shared
 * constants; a file dialog closed without files is detected DIALOG_CANCEL_DELAY_MS after the
 * window regains focus (the browser reports no cancel event).
 */
export function UploadDropZone({
  onFiles,
  children,
  disabled = false,
  maxSize,
}: Props): React.JSX.Element {
  const [isDialogOpen, setDialogOpen] = useState(false)
  const gotFiles = useRef(false)
  const onDrop = useCallback(
    (accepted: File[], rejections: FileRejection[], event: DropEvent) => {
      gotFiles.current = true
      setDialogOpen(false)
      // A file dropped on a document became its new version: not a new upload.
      if (isClaimedDrop((event as { nativeEvent?: object }).nativeEvent ?? event)) return
      onFiles(accepted, rejections)
    },
    [onFiles],
  )
  const { getRootProps, getInputProps, open, isFocused, isDragActive, isDragAccept, isDragReject } =
    useDropzone({
      onDrop,
      accept: ACCEPT,
      maxFiles: MAX_FILES_PER_DROP,
      ...(maxSize !== undefined ? { maxSize } : {}),
      noClick: true,
      noKeyboard: true,
      useFsAccessApi: false,
      disabled,
    })

  useEffect(() => {
    if (!isDialogOpen) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const onFocus = (): void => {
      timer = setTimeout(() => {
        if (!gotFiles.current) setDialogOpen(false)
      }, DIALOG_CANCEL_DELAY_MS)
    }
    window.addEventListener('focus', onFocus)
    return () => {
      window.removeEventListener('focus', onFocus)
      if (timer) clearTimeout(timer)
    }
  }, [isDialogOpen])

  const openDialog = useCallback(() => {
    gotFiles.current = false
    setDialogOpen(true)
    open()
  }, [open])

  const state = dropZoneState({ isFocused, isDialogOpen, isDragActive, isDragAccept, isDragReject })
  const hint = dropZoneHint(state, MAX_FILES_PER_DROP)
  return (
    <div
      {...getRootProps({ className: `drop-zone drop-zone--${state.replace(' ', '-')}` })}
      data-drop-state={state}
    >
      <input {...getInputProps()} aria-label="Choose files to upload" data-testid="upload-input" />
      {children(openDialog)}
      {hint ? (
        <div className="drop-zone__overlay" aria-live="polite">
          <Icon icon={state === 'drag reject' ? 'disable' : 'cloud-upload'} size={32} />
          <div>{hint}</div>
        </div>
      ) : null}
    </div>
  )
}
