import { useParams } from 'react-router-dom'
import { FormPlaceholderPage } from './FormPlaceholderPage'

/** /loans/:loanId/policies/:policyId/checklist (spec §2 policy folder link). */
export function PolicyChecklistPage(): React.JSX.Element {
  const { loanId = '', policyId = '' } = useParams()
  return (
    <FormPlaceholderPage loanId={loanId} title="Policy checklist" subtitle={`Policy ${policyId}`} />
  )
}
