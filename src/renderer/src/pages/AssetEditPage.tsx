import { useParams } from 'react-router-dom'
import { FormPlaceholderPage } from './FormPlaceholderPage'

/** /loans/:loanId/assets/:assetId/edit (spec §2 asset folder link). */
export function AssetEditPage(): React.JSX.Element {
  const { loanId = '', assetId = '' } = useParams()
  return <FormPlaceholderPage loanId={loanId} title="Edit asset" subtitle={`Asset ${assetId}`} />
}
