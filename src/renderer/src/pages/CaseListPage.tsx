import { useQuery } from '@apollo/client'
import { Callout, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core'
import { Link } from 'react-router-dom'
import { CaseListDocument } from '../../../shared/graphql/operations.generated'
import { formatDocumentCreatedAt } from '../features/review'

/** The cases the user can open, most recently changed first. */
export function CaseListPage(): React.JSX.Element {
  const { data, loading, error } = useQuery(CaseListDocument, {
    variables: { paging: { limit: 200 } },
  })
  if (error) return <Callout intent="danger" title={error.message} className="page-callout" />
  if (!data && loading) return <NonIdealState icon={<Spinner size={24} />} title="Loading cases…" />
  const cases = data?.cases.nodes ?? []
  return (
    <div className="page case-list-page">
      <h1 className="page-title">Cases</h1>
      {cases.length === 0 ? (
        <NonIdealState icon="folder-open" title="No cases yet" />
      ) : (
        <HTMLTable compact interactive striped className="case-table">
          <thead>
            <tr>
              <th>Ref</th>
              <th>Title</th>
              <th>Lender</th>
              <th>Status</th>
              <th>Updated</th>
            </tr>
          </thead>
          <tbody>
            {cases.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/loans/${encodeURIComponent(c.id)}/documents`} data-testid="case-link">
                    {c.ref ?? c.id}
                  </Link>
                </td>
                <td>{c.title}</td>
                <td>{c.lender.name}</td>
                <td>
                  <Tag minimal>{c.status}</Tag>
                </td>
                <td>{formatDocumentCreatedAt(c.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  )
}
