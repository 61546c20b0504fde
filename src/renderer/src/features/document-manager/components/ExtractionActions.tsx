import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core'
import { useNavigate } from 'react-router-dom'
import { EXTRACTION_ACTION_TEXT, extractionAction } from '../model/extraction-status'
import { reviewTargets } from '../model/review-targets'
import type { ManagedDocument, TreeAsset } from '../model/types'

type Props = {
  readonly document: ManagedDocument
  readonly loanId: string
  readonly assets: readonly Pick<TreeAsset, 'id' | 'displayName'>[]
  readonly policies: Parameters<typeof reviewTargets>[1]
  readonly onStart?: (d: ManagedDocument) => void
  readonly starting?: boolean
}

/**
 * The preview's extraction buttons: "Review extractions" where a finished extraction filled a
 * form (a menu when it filled several), and "Start extraction" or "Extract again" where
 * extraction applies (a failure offers Retry in its own strip, ExtractionFailure).
 */
export function ExtractionActions(p: Props): React.JSX.Element | null {
  const navigate = useNavigate()
  const d = p.document
  const targets = reviewTargets(d, p.policies, p.assets, p.loanId)
  const action = extractionAction(d)
  const review =
    targets.length === 1 ? (
      <Button
        small
        icon="form"
        intent="primary"
        onClick={() => void navigate(targets[0]?.url ?? '/')}
        title={targets[0]?.label}
        data-testid="review-extractions"
      >
        Review extractions
      </Button>
    ) : targets.length > 1 ? (
      <Popover
        placement="bottom-end"
        content={
          <Menu aria-label="Forms filled by this document">
            {targets.map((t) => (
              <MenuItem key={t.url} text={t.label} onClick={() => void navigate(t.url)} />
            ))}
          </Menu>
        }
      >
        <Button
          small
          icon="form"
          intent="primary"
          endIcon="caret-down"
          data-testid="review-extractions"
        >
          Review extractions
        </Button>
      </Popover>
    ) : null
  const start =
    p.onStart !== undefined && (action === 'start' || action === 'again') ? (
      <Button
        small
        icon={action === 'again' ? 'refresh' : 'predictive-analysis'}
        onClick={() => p.onStart?.(d)}
        disabled={p.starting === true}
        loading={p.starting === true}
        data-testid="start-extraction"
      >
        {EXTRACTION_ACTION_TEXT[action]}
      </Button>
    ) : null
  if (review === null && start === null) return null
  return (
    <>
      {review}
      {start}
    </>
  )
}
