import { Callout, NonIdealState, Spinner } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import type { CurrentUser } from '../../document-manager/hooks/use-current-user'
import type { OnCitation, ReviewDocuments } from '../../review'
import { FORM_MESSAGES } from '../form-messages'
import type { FormKind } from '../model/form-fields'
import { ReviewForm, type ReviewFormProps, type StoredForm } from './ReviewForm'

export interface ReviewFormBodyProps {
  readonly kind: FormKind
  /** The stored form; null while it loads. */
  readonly stored: StoredForm | null
  /** The current user; null while `me` loads. */
  readonly user: CurrentUser | null
  readonly error: string | null
  readonly documents: ReviewDocuments
  readonly onSave: ReviewFormProps['onSave']
  readonly onCitation?: OnCitation
  readonly history?: ReviewFormProps['history']
}

/**
 * The form part of a review page: a spinner until both the form and the current user are known
 * (so a non-reviewer never sees enabled actions, even for a moment), then the form — disabled,
 * with a note saying why, for a user who is not a reviewer (docs/rules.md#review,
 * docs/rules.md#permissions; the server refuses the save anyway).
 */
export function ReviewFormBody(props: ReviewFormBodyProps): ReactNode {
  const { stored, user, error } = props
  if (error) return <Callout intent="danger" title={error} />
  if (!stored || !user) {
    return <NonIdealState icon={<Spinner size={24} />} title="Loading the form…" />
  }
  return (
    <>
      {user.reviewer ? null : (
        <Callout
          intent="warning"
          icon="lock"
          title={FORM_MESSAGES.readOnlyTitle}
          className="review-form-notice"
          data-testid="review-read-only"
        >
          {FORM_MESSAGES.readOnly}
        </Callout>
      )}
      <ReviewForm
        kind={props.kind}
        data={stored}
        documents={props.documents}
        disabled={!user.reviewer}
        onSave={props.onSave}
        onCitation={props.onCitation}
        history={props.history}
      />
    </>
  )
}
