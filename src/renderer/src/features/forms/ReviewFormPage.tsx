import { useQuery } from '@apollo/client'
import { Button, Spinner, Tag } from '@blueprintjs/core'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { CASE_DOCUMENTS_LIMIT } from '../../../../shared/constants'
import {
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
} from '../../../../shared/graphql/operations.generated'
import type { CitationDetails } from '../../../../shared/review'
import { ExtractionFailure } from '../document-manager/components/ExtractionFailure'
import { useStartExtraction } from '../document-manager/hooks/use-start-extraction'
import { REVIEW_DOCUMENT_PARAM } from '../document-manager/model/review-targets'
import { useCurrentUser } from '../document-manager/hooks/use-current-user'
import { useDocumentManagerStore } from '../document-manager/state/document-manager-store'
import type { ReviewDocuments } from '../review'
import { CitationPane } from './components/CitationPane'
import { ReviewFormBody } from './components/ReviewFormBody'
import { useExtractionFinished } from './hooks/use-extraction-finished'
import { useFocusField } from './hooks/use-focus-field'
import { useFormData } from './hooks/use-form-data'
import { formFields, type FormKind } from './model/form-fields'
import { documentsFillingForm, mostRecentSource, sourceDocumentIds } from './model/source-documents'
import './forms.css'

export interface ReviewFormPageProps {
  readonly kind: FormKind
  readonly loanId: string
  /** The policy id (checklist) or the asset id (edit form). */
  readonly entityId: string
}

const NO_DOCUMENTS: readonly never[] = []

/**
 * The policy checklist or asset edit page (docs/rules.md#links): the review form on the left, the
 * document viewer with the hovered extraction's region on the right. Hover details go through the
 * shared citation details of the document-manager-store (docs/rules.md#citation). The form waits
 * for the current user: for a non-reviewer it opens disabled (inputs, review badges, Save) with a
 * note saying why (docs/rules.md#review, docs/rules.md#permissions: every action is disabled when
 * the form is), and never shows enabled actions first.
 */
export function ReviewFormPage({ kind, loanId, entityId }: ReviewFormPageProps): ReactNode {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // "Review extractions" names the document to show beside the form.
  const requestedId = searchParams.get(REVIEW_DOCUMENT_PARAM)
  const extraction = useStartExtraction()
  const me = useCurrentUser()
  // The view state's reviewer flag, once it has caught up with `me` (set by an effect of
  // useCurrentUser): until then the form waits rather than show the wrong state for a moment.
  const reviewer = useDocumentManagerStore((s) => s.reviewer)
  const user = me.user !== null && me.user.reviewer === reviewer ? me.user : null
  const form = useFormData(kind, entityId)
  const caseQuery = useQuery(CaseDocumentManagerDocument, { variables: { id: loanId } })
  const docsQuery = useQuery(CaseDocumentManagerDocumentsDocument, {
    variables: { id: loanId, limit: CASE_DOCUMENTS_LIMIT, offset: 0 },
  })
  const { refetch: refetchForm } = form
  const { refetch: refetchDocuments } = docsQuery
  const extracting = useExtractionFinished(loanId, () => {
    refetchForm()
    void refetchDocuments().catch(() => undefined)
  })

  const citation = useDocumentManagerStore((s) => s.citationDetails)
  const setCitation = useDocumentManagerStore((s) => s.setCitationDetails)
  // Leaving the page clears the highlight (docs/rules.md#citation).
  useEffect(() => () => setCitation(null), [setCitation])
  const onCitation = (details: CitationDetails | null) => setCitation(details)

  const caseDocuments = docsQuery.data?.documents.nodes ?? NO_DOCUMENTS
  const documents = useMemo<ReviewDocuments>(
    () =>
      Object.fromEntries(
        caseDocuments.map((d) => [d.id, { id: d.id, name: d.name, createdAt: d.createdAt }]),
      ),
    [caseDocuments],
  )
  const stored = form.formData
  const fallbackId = useMemo(() => {
    if (!stored) return null
    const prefixes = formFields(kind).map((f) => f.prefix)
    return mostRecentSource(sourceDocumentIds(stored.values, prefixes), caseDocuments)?.id ?? null
  }, [stored, kind, caseDocuments])

  const caseData = caseQuery.data?.case
  const requested = caseDocuments.find((d) => d.id === requestedId) ?? null
  const failed = useMemo(() => {
    const versions =
      kind === 'policy'
        ? (caseData?.policies.find((p) => p.id === entityId)?.policyVersions.map((v) => v.id) ?? [])
        : []
    return documentsFillingForm(kind, entityId, caseDocuments, versions).filter(
      (d) => d.extractionStatus === 'failed',
    )
  }, [kind, entityId, caseDocuments, caseData])
  const title = useMemo(() => {
    if (kind === 'policy') {
      const policy = caseData?.policies.find((p) => p.id === entityId)
      if (!policy) return 'Policy checklist'
      // docs/rules.md#policy-label: a policy is named by its product type, then ' #' and the number
      // when it has one.
      const name = policy.policyNumber
        ? `${policy.productType.name} #${policy.policyNumber}`
        : policy.productType.name
      return `Policy checklist · ${name}`
    }
    const asset = caseData?.assets.find((a) => a.id === entityId)
    return asset ? `Edit asset · ${asset.displayName}` : 'Edit asset'
  }, [kind, caseData, entityId])

  useFocusField(stored !== null && user !== null)

  const body = (
    <ReviewFormBody
      kind={kind}
      stored={stored}
      user={user}
      error={form.error ?? me.error}
      documents={documents}
      onSave={form.save}
      onCitation={onCitation}
    />
  )

  return (
    <div className="review-form-page" data-testid={`${kind}-form-page`}>
      <div className="review-form-column">
        <div className="review-form-header">
          <Button
            icon="arrow-left"
            variant="minimal"
            onClick={() => void navigate(`/loans/${encodeURIComponent(loanId)}/documents`)}
          >
            Documents
          </Button>
          <h1 className="page-title" data-testid="form-title">
            {title}
          </h1>
          {extracting > 0 ? (
            <Tag minimal intent="primary" icon={<Spinner size={12} />} data-testid="extracting">
              {extracting === 1
                ? 'Extracting 1 document of the case…'
                : `Extracting ${extracting} documents of the case…`}
            </Tag>
          ) : null}
        </div>
        {requested ? (
          <div className="review-form-source" data-testid="review-source-document">
            Extractions from <strong>{requested.name}</strong>, shown beside the form.
          </div>
        ) : null}
        {failed.map((d) => (
          <ExtractionFailure
            key={d.id}
            document={d}
            named
            onRetry={(doc) => void extraction.start(doc.id)}
            retrying={extraction.starting}
          />
        ))}
        {body}
      </div>
      <CitationPane
        documents={caseDocuments}
        citation={citation}
        fallbackId={requested?.id ?? fallbackId}
      />
    </div>
  )
}
