import { Button, Icon } from '@blueprintjs/core'
import { extractionAction, extractionFailure } from '../model/extraction-status'
import type { ManagedDocument } from '../model/types'

type Props = {
  readonly document: ManagedDocument
  /** Names the document in the text (the review form lists several). */
  readonly named?: boolean
  readonly onRetry?: (d: ManagedDocument) => void
  readonly retrying?: boolean
}

/** A failed extraction's reason in plain words, with Retry where extraction still applies. */
export function ExtractionFailure(p: Props): React.JSX.Element | null {
  const reason = extractionFailure(p.document)
  if (reason === null) return null
  const canRetry = p.onRetry !== undefined && extractionAction(p.document) === 'retry'
  return (
    <div className="extraction-failure" role="status" data-testid="extraction-failure">
      <Icon icon="error" size={12} />
      <span className="extraction-failure__text">
        {p.named ? (
          <>
            Extraction of <strong>{p.document.name}</strong> failed:{' '}
          </>
        ) : (
          'Extraction failed: '
        )}
        {reason}
      </span>
      {canRetry ? (
        <Button
          small
          variant="minimal"
          intent="danger"
          icon="refresh"
          onClick={() => p.onRetry?.(p.document)}
          disabled={p.retrying === true}
          loading={p.retrying === true}
          aria-label={p.named ? `Retry the extraction of ${p.document.name}` : 'Retry'}
        >
          Retry
        </Button>
      ) : null}
    </div>
  )
}
