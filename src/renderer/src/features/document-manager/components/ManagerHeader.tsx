import { Button, ButtonGroup, InputGroup, Tag } from '@blueprintjs/core'
import { useState } from 'react'
import type { CaseDocumentManagerCase } from '../../../../../shared/graphql/operations.generated'
import { countOf } from '../../../format/plural'
import type { ManagerMode } from '../model/manager-mode'

/** Why a mode's button is disabled right now (null: enabled). */
export type ModeAvailability = Partial<Record<ManagerMode, string | null>>

type Props = {
  readonly caseData: CaseDocumentManagerCase
  readonly documentCount: number
  readonly mode: ManagerMode
  readonly onMode: (mode: ManagerMode) => void
  /** Modes that need a selection say why they cannot open yet (shown as the button's title). */
  readonly unavailable?: ModeAvailability
  readonly searchQuery: string
  readonly onSearch: (query: string) => void
}

/** One toolbar button that switches a mode on, or back to preview when it is on. */
function ModeButton(props: {
  readonly mode: ManagerMode
  readonly current: ManagerMode
  readonly icon: React.ComponentProps<typeof Button>['icon']
  readonly label: string
  readonly onMode: (mode: ManagerMode) => void
  readonly why?: string | null | undefined
  readonly testId?: string
}): React.JSX.Element {
  const on = props.current === props.mode
  return (
    <Button
      small
      icon={props.icon}
      active={on}
      disabled={!on && props.why != null}
      title={props.why ?? undefined}
      onClick={() => props.onMode(on ? 'preview' : props.mode)}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  )
}

/** The case line above the document manager: who and what, the mode switches and the search. */
export function ManagerHeader({
  caseData,
  documentCount,
  mode,
  onMode,
  unavailable = {},
  searchQuery,
  onSearch,
}: Props): React.JSX.Element {
  const [query, setQuery] = useState(searchQuery)
  const common = { current: mode, onMode }
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
      <div className="dm-toolbar">
        <form
          role="search"
          className="dm-search"
          onSubmit={(e) => {
            e.preventDefault()
            onSearch(query.trim())
          }}
        >
          <InputGroup
            small
            type="search"
            leftIcon="search"
            placeholder="Search documents"
            aria-label="Search documents"
            value={query}
            onValueChange={setQuery}
          />
        </form>
        <ButtonGroup>
          <Button
            small
            icon="cloud-upload"
            intent="primary"
            active={mode === 'regular upload' || mode === 'renewal upload'}
            onClick={() =>
              onMode(
                mode === 'regular upload' || mode === 'renewal upload'
                  ? 'preview'
                  : 'regular upload',
              )
            }
            data-testid="upload-button"
          >
            Upload
          </Button>
          <ModeButton
            {...common}
            mode="compare"
            icon="comparison"
            label="Compare"
            why={unavailable.compare}
          />
          <ModeButton
            {...common}
            mode="merge"
            icon="merge-columns"
            label="Merge"
            why={unavailable.merge}
          />
          <ModeButton
            {...common}
            mode="version history"
            icon="layers"
            label="Version history"
            why={unavailable['version history']}
          />
        </ButtonGroup>
        <ButtonGroup>
          <ModeButton {...common} mode="recent changes" icon="history" label="Recent changes" />
          <ModeButton {...common} mode="history settings" icon="time" label="History settings" />
          <ModeButton
            {...common}
            mode="settings"
            icon="cog"
            label="Settings"
            testId="settings-button"
          />
        </ButtonGroup>
      </div>
    </header>
  )
}
