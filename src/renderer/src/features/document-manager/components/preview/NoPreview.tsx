import { Button, NonIdealState } from '@blueprintjs/core'

/** The "no preview" panel: says why and offers the download instead. */
export function NoPreview({
  fileExt,
  onDownload,
  canDownload,
}: {
  readonly fileExt: string
  readonly onDownload: () => void
  readonly canDownload: boolean
}): React.JSX.Element {
  return (
    <NonIdealState
      icon="eye-off"
      title="No preview available"
      description={`.${fileExt || 'unknown'} files cannot be previewed here. Download the file to open it.`}
      action={
        <Button icon="download" intent="primary" onClick={onDownload} disabled={!canDownload}>
          Download
        </Button>
      }
      className="no-preview"
    />
  )
}
