import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import type {
  Policy,
  PolicyVersionEntry,
} from '../../../../../../shared/graphql/operations.generated'
import { flagCount } from '../../../../../../shared/renewal/comparison'
import type { CitationDetails } from '../../../../../../shared/review'
import { showToast } from '../../../../app/toaster'
import { CitationViewer } from '../../../review'
import { usePolicyComparison, type PolicyComparison } from '../../hooks/use-policy-comparison'
import { canTake, todayLocal, withTermFlags } from '../../model/compare-view'
import { policyFolderLabel, versionDateRange } from '../../model/labels'
import type { ManagedDocument } from '../../model/types'
import { useDocumentManagerStore } from '../../state/document-manager-store'
import { ComparisonTable, type TableRow } from './ComparisonTable'
import '../../versions.css'

type Props = {
  readonly document: ManagedDocument
  readonly policies: readonly Policy[]
  readonly onClose: () => void
  /** The version was created: the manager shows it in the version history. */
  readonly onCreated: (policyId: string, version: PolicyVersionEntry) => void
}

const WHY: Readonly<Record<string, string>> = {
  linked: 'the policy the document is linked to',
  policyNumber: 'its policy number matches the document’s',
  chosen: 'chosen',
  choose: 'choose the policy to compare with',
}

/**
 * The compare mode (docs/rules.md#comparison): the document with its cited regions on one side,
 * the comparison with the policy's current version on the other; the reviewer ticks the values
 * to take, edits the new term and creates the policy's new version.
 */
export function CompareMode(p: Props): React.JSX.Element {
  const state = usePolicyComparison(p.document, p.policies)
  const citation = useDocumentManagerStore((s) => s.citationDetails)
  const setCitation = useDocumentManagerStore((s) => s.setCitationDetails)
  // Leaving the mode clears the highlight (docs/rules.md#citation).
  useEffect(() => () => setCitation(null), [setCitation])
  const c = state.comparison
  return (
    <section className="vm-screen cmp" aria-label="Compare" data-testid="compare-mode">
      <header className="vm-header">
        <div className="vm-title">
          <h2>
            Compare <span className="vm-doc-name">{p.document.name}</span>
          </h2>
          <FormGroup inline label="with" labelFor="compare-policy" className="vm-inline">
            <HTMLSelect
              id="compare-policy"
              aria-label="Policy to compare with"
              value={state.policyId ?? ''}
              onChange={(e) => state.choose(e.currentTarget.value)}
            >
              {state.policyId === null ? <option value="">Choose a policy…</option> : null}
              {p.policies.map((pol) => (
                <option key={pol.id} value={pol.id}>
                  {policyFolderLabel(pol)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <span className="vm-muted" data-testid="compare-why">
            {WHY[state.why]}
          </span>
        </div>
        {c ? (
          <Tag
            large
            minimal
            round
            icon="flag"
            intent={flagCount(c.rows) > 0 ? 'danger' : 'success'}
            data-testid="compare-flag-count"
          >
            {flagCount(c.rows) === 1 ? '1 flag' : `${flagCount(c.rows)} flags`}
          </Tag>
        ) : null}
        <Button icon="cross" variant="minimal" onClick={p.onClose}>
          Close
        </Button>
      </header>
      <div className="vm-split">
        <div className="vm-side vm-preview" data-testid="compare-preview">
          <CitationViewer
            url={p.document.signed ?? null}
            name={p.document.name}
            fileType={p.document.fileType}
            bbox={citation?.documentId === p.document.id ? (citation.bbox ?? null) : null}
          />
        </div>
        <div className="vm-side vm-main">
          {state.error ? (
            <Callout intent="danger" title={state.error} />
          ) : state.policyId === null && !state.loading ? (
            <NonIdealState icon="select" title="Choose the policy to compare with" />
          ) : c === null ? (
            <NonIdealState icon={<Spinner size={24} />} title="Comparing…" />
          ) : (
            <ComparisonBody
              key={`${c.policyId}:${c.documentId}`}
              comparison={c}
              document={p.document}
              creating={state.creating}
              onCitation={setCitation}
              onCreate={async (input) => {
                const version = await state.create(input)
                if (version) {
                  showToast({
                    title: 'Policy version created',
                    description: versionDateRange(version) ?? undefined,
                    intent: 'success',
                  })
                  p.onCreated(c.policyId, version)
                }
              }}
            />
          )}
        </div>
      </div>
    </section>
  )
}

/** The table, the new term and the creation of the version, for one loaded comparison. */
function ComparisonBody(props: {
  readonly comparison: PolicyComparison
  readonly document: ManagedDocument
  readonly creating: boolean
  readonly onCitation: (details: CitationDetails | null) => void
  readonly onCreate: (input: {
    fields: string[]
    policyBeginDate: string | null
    policyEndDate: string | null
  }) => Promise<void>
}): React.JSX.Element {
  const c = props.comparison
  const [begin, setBegin] = useState(c.proposedBeginDate ?? '')
  const [end, setEnd] = useState(c.proposedEndDate ?? '')
  const [taken, setTaken] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        c.rows
          .filter((r) => canTake(r) && (r.status === 'changed' || r.status === 'new'))
          .map((r) => r.field),
      ),
  )
  const rows: TableRow[] = useMemo(
    () =>
      withTermFlags(
        c.rows,
        { begin: begin || null, end: end || null },
        c.currentVersion?.policyEndDate ?? null,
        todayLocal(),
      ),
    [c, begin, end],
  )
  const datesMissing = begin === '' || end === ''
  const why = c.reason ?? (datesMissing ? 'Give the new term’s begin and end dates' : null)
  return (
    <div className="cmp-body">
      {c.reason ? (
        <Callout
          intent="warning"
          icon="info-sign"
          className="cmp-reason"
          data-testid="compare-reason"
        >
          {c.reason}
        </Callout>
      ) : null}
      <div className="cmp-current vm-muted">
        Current version:{' '}
        {c.currentVersion ? (versionDateRange(c.currentVersion) ?? 'no dates') : 'none yet'}
      </div>
      <div className="cmp-table-wrap">
        <ComparisonTable
          rows={rows}
          documentId={props.document.id}
          taken={taken}
          disabled={!c.canCreateVersion}
          onCitation={props.onCitation}
          onTake={(field, take) =>
            setTaken((t) => {
              const next = new Set(t)
              if (take) next.add(field)
              else next.delete(field)
              return next
            })
          }
        />
      </div>
      <form
        className="cmp-term"
        onSubmit={(e) => {
          e.preventDefault()
          void props.onCreate({
            fields: [...taken],
            policyBeginDate: begin || null,
            policyEndDate: end || null,
          })
        }}
      >
        <FormGroup label="New term begins" labelFor="cmp-begin" className="cmp-date">
          <InputGroup id="cmp-begin" type="date" value={begin} onValueChange={setBegin} />
        </FormGroup>
        <FormGroup label="New term ends" labelFor="cmp-end" className="cmp-date">
          <InputGroup id="cmp-end" type="date" value={end} onValueChange={setEnd} />
        </FormGroup>
        <Button
          type="submit"
          intent="primary"
          icon="add"
          loading={props.creating}
          disabled={why !== null}
          title={why ?? undefined}
          data-testid="create-version"
        >
          Create new version
        </Button>
      </form>
    </div>
  )
}
