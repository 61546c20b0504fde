import { Button, NonIdealState } from '@blueprintjs/core'

/** The "no preview" panel: says why and offers the download instead. */
export function NoPreview({
  fileExt,
  onDownload,
  canDownload,
  reason,
}: {
  readonly fileExt: string
  /** Why this file does not preview, when there is more to say than its type. */
  readonly reason?: string
  readonly onDownload: () => void
  readonly canDownload: boolean
}): React.JSX.Element {
  return (
    <NonIdealState
      icon="eye-off"
      title="No preview available"
      description={
        reason ??
        `.${fileExt || 'unknown'} files cannot be previewed here. Download the file to open it.`
      }
      action={
        <Button icon="download" intent="primary" onClick={onDownload} disabled={!canDownload}>
          Download
        </Button>
      }
      className="no-preview"
    />
  )
}
