import { Button, NonIdealState } from '@blueprintjs/core'
import { useNavigate } from 'react-router-dom'

type Props = { readonly loanId: string; readonly title: string; readonly subtitle: string }

/**
 * The asset edit and policy checklist pages the tree links to (spec §2). Their forms arrive with
 * the extraction-review work; until then the page says so and leads back to the documents.
 */
export function FormPlaceholderPage({ loanId, title, subtitle }: Props): React.JSX.Element {
  const navigate = useNavigate()
  return (
    <div className="page">
      <NonIdealState
        icon="form"
        title={title}
        description={
          <>
            <div>{subtitle}</div>
            <div>The form for this page arrives with extraction review.</div>
          </>
        }
        action={
          <Button
            icon="arrow-left"
            onClick={() => navigate(`/loans/${encodeURIComponent(loanId)}/documents`)}
          >
            Back to documents
          </Button>
        }
      />
    </div>
  )
}
