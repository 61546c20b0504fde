import { useParams } from 'react-router-dom'
import { ReviewFormPage } from '../features/forms'

/** /loans/:loanId/policies/:policyId/checklist (docs/rules.md#links): the policy's review form. */
export function PolicyChecklistPage(): React.JSX.Element {
  const { loanId = '', policyId = '' } = useParams()
  return <ReviewFormPage key={policyId} kind="policy" loanId={loanId} entityId={policyId} />
}
