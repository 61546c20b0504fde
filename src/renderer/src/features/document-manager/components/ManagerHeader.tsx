import { Button, ButtonGroup, Tag } from '@blueprintjs/core'
import type { CaseDocumentManagerCase } from '../../../../../shared/graphql/operations.generated'
import { countOf } from '../../../format/plural'
import type { ManagerMode } from '../model/manager-mode'

type Props = {
  readonly caseData: CaseDocumentManagerCase
  readonly documentCount: number
  readonly mode: ManagerMode
  readonly onMode: (mode: ManagerMode) => void
}

/** The case line above the document manager: who and what, and the mode switches. */
export function ManagerHeader({ caseData, documentCount, mode, onMode }: Props): React.JSX.Element {
  const toggle = (m: ManagerMode): void => onMode(mode === m ? 'preview' : m)
  return (
    <header className="dm-header">
      <div className="dm-case">
        <h1 className="dm-case__title" data-testid="case-title">
          {caseData.ref ? <span className="dm-case__ref">{caseData.ref}</span> : null}
          {caseData.title}
        </h1>
        <div className="dm-case__meta">
          <Tag minimal intent="primary">
            {caseData.status}
          </Tag>
          <span>{caseData.lender.name}</span>
          <span data-testid="case-counts">
            {countOf(documentCount, 'document')} · {countOf(caseData.assets.length, 'asset')} ·{' '}
            {countOf(caseData.policies.length, 'policy', 'policies')}
          </span>
        </div>
      </div>
      <ButtonGroup>
        <Button
          small
          icon="cloud-upload"
          intent="primary"
          active={mode === 'regular upload' || mode === 'renewal upload'}
          onClick={() =>
            onMode(
              mode === 'regular upload' || mode === 'renewal upload' ? 'preview' : 'regular upload',
            )
          }
          data-testid="upload-button"
        >
          Upload
        </Button>
        <Button
          small
          icon="history"
          active={mode === 'recent changes'}
          onClick={() => toggle('recent changes')}
        >
          Recent changes
        </Button>
        <Button
          small
          icon="cog"
          active={mode === 'settings'}
          onClick={() => toggle('settings')}
          data-testid="settings-button"
        >
          Settings
        </Button>
      </ButtonGroup>
    </header>
  )
}
