import { useQuery } from '@apollo/client'
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import { FormDataDocument } from '../../../../../../shared/graphql/operations.generated'
import { sameFieldValue } from '../../../../../../shared/renewal/comparison'
import { EXTRACTION_FIELDS } from '../../../../../../shared/extraction/field-schema'
import { getFormField } from '../../../../../../shared/review'
import { formatFieldValue } from '../../model/compare-view'
import { versionDateRange } from '../../model/labels'

type Version = {
  readonly id: string
  readonly policyBeginDate?: string | null
  readonly policyEndDate?: string | null
}

const CHECKLIST = EXTRACTION_FIELDS.filter((f) => f.form === 'policy checklist')

/** The values of one version's checklist. */
function useVersionValues(policyId: string, versionId: string) {
  return useQuery(FormDataDocument, {
    variables: { entityType: 'policy', entityId: policyId, policyVersionId: versionId },
    fetchPolicy: 'network-only',
  })
}

/** Two versions' checklist values side by side, the differences marked. */
export function VersionDiff({
  policyId,
  versions,
}: {
  readonly policyId: string
  readonly versions: readonly Version[]
}): React.JSX.Element {
  const [a, b] = versions as [Version, Version]
  const qa = useVersionValues(policyId, a.id)
  const qb = useVersionValues(policyId, b.id)
  const error = qa.error ?? qb.error
  if (error) return <Callout intent="danger" title={error.message} />
  if (!qa.data || !qb.data)
    return <NonIdealState icon={<Spinner size={24} />} title="Loading values…" />
  const va = qa.data.formData.values
  const vb = qb.data.formData.values
  return (
    <table className="cmp-table vh-diff" data-testid="version-diff">
      <caption className="cmp-caption">Values of two versions</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{versionDateRange(a) ?? 'No dates'}</th>
          <th scope="col">{versionDateRange(b) ?? 'No dates'}</th>
        </tr>
      </thead>
      <tbody>
        {CHECKLIST.map((f) => {
          const x = getFormField(va, f.id)?.value ?? null
          const y = getFormField(vb, f.id)?.value ?? null
          const differs = !sameFieldValue(f.type, x, y)
          return (
            <tr
              key={f.id}
              className={differs ? 'cmp-row cmp-row--stands-out' : 'cmp-row'}
              data-differs={differs}
            >
              <th scope="row" className="cmp-field">
                {f.displayName}
                {differs ? <span className="cmp-note">differs</span> : null}
              </th>
              <td className="cmp-value">{formatFieldValue(f.type, x)}</td>
              <td className="cmp-value">{formatFieldValue(f.type, y)}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
