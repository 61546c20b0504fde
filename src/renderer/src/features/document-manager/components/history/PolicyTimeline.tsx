import { useQuery } from '@apollo/client'
import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  NonIdealState,
  Spinner,
  Tag,
} from '@blueprintjs/core'
import { useState } from 'react'
import { PolicyVersionHistoryDocument } from '../../../../../../shared/graphql/operations.generated'
import { formatDocumentCreatedAt } from '../../../review'
import { policyFolderLabel, versionDateRange } from '../../model/labels'
import { VersionDiff } from './VersionDiff'

type Props = {
  readonly caseId: string
  /** The policy shown first (the one just renewed, or the open document's). */
  readonly initialPolicyId: string | null
  /** Names of the case's documents, for the key documents. */
  readonly documentNames: ReadonlyMap<string, string>
  readonly onOpenDocument: (id: string) => void
}

/**
 * A policy's versions, newest term first (docs/rules.md#renewal): term, dates, key document, who
 * created it and when. Choosing two shows their values side by side; each opens its key document.
 */
export function PolicyTimeline(p: Props): React.JSX.Element {
  const query = useQuery(PolicyVersionHistoryDocument, {
    variables: { caseId: p.caseId },
    fetchPolicy: 'cache-and-network',
  })
  const [policyId, setPolicyId] = useState<string | null>(p.initialPolicyId)
  const [chosen, setChosen] = useState<readonly string[]>([])
  const policies = query.data?.policies.nodes ?? []
  if (query.error) return <Callout intent="danger" title={query.error.message} />
  if (!query.data) return <NonIdealState icon={<Spinner size={24} />} title="Loading versions…" />
  if (policies.length === 0)
    return <NonIdealState icon="folder-close" title="The case has no policy" />
  const policy = policies.find((x) => x.id === policyId) ?? policies[0]!
  const versions = policy.policyVersions
  const pair = chosen.filter((id) => versions.some((v) => v.id === id))
  const toggle = (id: string, on: boolean) =>
    // Two at most: choosing a third lets go of the one chosen first.
    setChosen((c) =>
      on ? [...c.filter((x) => x !== id), id].slice(-2) : c.filter((x) => x !== id),
    )
  return (
    <div className="vm-split">
      <div className="vm-side vm-list">
        <FormGroup inline label="Policy" labelFor="history-policy" className="vm-inline">
          <HTMLSelect
            id="history-policy"
            value={policy.id}
            onChange={(e) => {
              setPolicyId(e.currentTarget.value)
              setChosen([])
            }}
          >
            {policies.map((x) => (
              <option key={x.id} value={x.id}>
                {policyFolderLabel(x)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <p className="vm-muted">Choose two versions to see their values side by side.</p>
        <ol
          className="vh-list"
          aria-label={`Versions of ${policyFolderLabel(policy)}`}
          data-testid="policy-versions"
        >
          {versions.map((v) => {
            const range = versionDateRange(v) ?? 'No dates'
            const key = v.keyDocumentId
            return (
              <li
                key={v.id}
                className={`vh-item${pair.includes(v.id) ? ' is-shown' : ''}`}
                data-version-id={v.id}
              >
                <div className="vh-item-head">
                  <Checkbox
                    className="vh-pick"
                    checked={pair.includes(v.id)}
                    onChange={(e) => toggle(v.id, e.currentTarget.checked)}
                    aria-label={`Compare ${range}`}
                  />
                  <strong>{range}</strong>
                  {v.term ? <span className="vm-muted">{v.term}</span> : null}
                  {policy.policyVersion?.id === v.id ? (
                    <Tag minimal intent="success">
                      current
                    </Tag>
                  ) : null}
                </div>
                <div className="vm-muted">
                  {v.createdBy ? `Created by ${v.createdBy.fullName}` : 'Creator not recorded'} ·{' '}
                  {formatDocumentCreatedAt(v.createdAt)}
                </div>
                <div className="vh-key">
                  {key ? (
                    <Button
                      small
                      variant="minimal"
                      icon="document-open"
                      onClick={() => p.onOpenDocument(key)}
                      aria-label={`Open the key document of ${range}`}
                    >
                      {p.documentNames.get(key) ?? 'Key document'}
                    </Button>
                  ) : (
                    <span className="vm-muted">No key document</span>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      </div>
      <div className="vm-side vm-main">
        {pair.length === 2 ? (
          <VersionDiff
            policyId={policy.id}
            versions={pair.map((id) => versions.find((v) => v.id === id)!)}
          />
        ) : (
          <NonIdealState
            icon="comparison"
            title="Choose two versions"
            description="Their values show side by side, differences marked."
          />
        )}
      </div>
    </div>
  )
}
