import { useParams } from 'react-router-dom'
import { ReviewFormPage } from '../features/forms'

/** /loans/:loanId/assets/:assetId/edit (docs/rules.md#links): the asset's review form. */
export function AssetEditPage(): React.JSX.Element {
  const { loanId = '', assetId = '' } = useParams()
  return <ReviewFormPage key={assetId} kind="asset" loanId={loanId} entityId={assetId} />
}
