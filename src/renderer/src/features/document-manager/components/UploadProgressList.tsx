import { Intent, ProgressBar } from '@blueprintjs/core'
import type { UploadState } from '../hooks/use-upload'
import { formatFileSize } from '../model/file-size'

const ratio = (loaded: number, total: number): number =>
  total > 0 ? Math.min(1, loaded / total) : 0

/** Per-file and total upload progress from the main process's 'upload.progress' events. */
export function UploadProgressList({ state }: { readonly state: UploadState }): React.JSX.Element {
  const files = Object.entries(state.files)
  return (
    <div className="upload-progress" data-testid="upload-progress">
      {state.overall ? (
        <div className="upload-progress__total">
          <span>
            Total {formatFileSize(state.overall.loaded)} of {formatFileSize(state.overall.total)}
          </span>
          <ProgressBar
            aria-label="Upload, all files"
            intent={Intent.PRIMARY}
            value={ratio(state.overall.loaded, state.overall.total)}
          />
        </div>
      ) : null}
      <ul className="upload-progress__files">
        {files.map(([fileId, f]) => (
          <li key={fileId}>
            <span className="upload-progress__name" title={f.fileName}>
              {f.fileName}
            </span>
            {f.status === 'reconnecting' ? (
              // The server is restarting or the network is gone: the upload waits and retries.
              <span className="upload-progress__status" title={f.message}>
                reconnecting…
              </span>
            ) : (
              <span className="upload-progress__status">{f.message ?? f.status}</span>
            )}
            <ProgressBar
              aria-label={`Upload of ${f.fileName}`}
              stripes={f.status !== 'done' && f.status !== 'failed'}
              intent={
                f.status === 'failed'
                  ? Intent.DANGER
                  : f.status === 'reconnecting'
                    ? Intent.WARNING
                    : f.status === 'done'
                      ? Intent.SUCCESS
                      : Intent.PRIMARY
              }
              value={f.status === 'done' ? 1 : ratio(f.loaded, f.total)}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
