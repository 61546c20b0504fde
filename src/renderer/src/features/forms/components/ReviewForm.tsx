import { Button, Callout, Classes, Tag } from '@blueprintjs/core'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  getFormField,
  needsReview,
  nextFieldNeedingReview,
  type FormValues,
} from '../../../../../shared/review'
import type { FieldHistoryEntry, OnCitation, ReviewDocuments } from '../../review'
import { FORM_MESSAGES } from '../form-messages'
import { formFields, type FormKind } from '../model/form-fields'
import { toFormValues, toStoredValues } from '../model/form-values'
import { focusFieldBadge, isNextReviewShortcut, rowPrefixOf } from '../model/next-review'
import { ReviewFieldRow } from './ReviewFieldRow'
import { UnsavedChangesGuard } from './UnsavedChangesGuard'

/** The stored values of a form and when they were stored (null: never). */
export interface StoredForm {
  readonly values: FormValues
  readonly updatedAt: string | null
}

export interface ReviewFormProps {
  readonly kind: FormKind
  /** The stored form (FormData values and updatedAt); a change resets the form when it has no edits. */
  readonly data: StoredForm
  readonly documents: ReviewDocuments
  /**
   * docs/rules.md#review, docs/rules.md#permissions: a disabled form disables its inputs and every
   * review action.
   */
  readonly disabled?: boolean
  /**
   * Saves the values over the stored form they started from (`baseUpdatedAt`); resolves to the
   * stored form to continue from, or null when saving failed.
   */
  readonly onSave: (values: FormValues, baseUpdatedAt: string | null) => Promise<StoredForm | null>
  readonly onCitation?: OnCitation
  /** Each field's saved changes by prefix (docs/rules.md#value-history). */
  readonly history?: ReadonlyMap<string, readonly FieldHistoryEntry[]>
}

/**
 * A review form (policy checklist or asset edit) over the field schema: react-hook-form holds
 * every field (value and review lists) as local state until Save (docs/rules.md#review), each field
 * shows its review badges, and N / Alt+N moves the focus to the next field that needs review.
 */
export function ReviewForm(props: ReviewFormProps): ReactNode {
  const { kind, data, documents, onSave, onCitation } = props
  const fields = useMemo(() => formFields(kind), [kind])
  const prefixes = useMemo(() => fields.map((f) => f.prefix), [fields])
  const form = useForm<FormValues>({
    defaultValues: toFormValues(data.values, fields),
    mode: 'onTouched',
  })
  const { control, setValue, getValues, reset, handleSubmit, formState } = form
  const { isDirty, isSubmitting } = formState
  const disabled = props.disabled === true || isSubmitting
  const [arrived, setArrived] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // The updatedAt of the stored values the form started from: the server merges extractions stored
  // after it into a save (SaveFormData.baseUpdatedAt), so it only moves when the form is reset.
  const baseRef = useRef(data.updatedAt)

  // Stored values that change under the form (an extraction finished) replace it when it has no
  // edits; otherwise the edits stay and the server merges the new extractions on save.
  const dirtyRef = useRef(isDirty)
  dirtyRef.current = isDirty
  useEffect(() => {
    if (dirtyRef.current) {
      if (data.updatedAt !== baseRef.current) setArrived(true)
      return
    }
    baseRef.current = data.updatedAt
    reset(toFormValues(data.values, fields))
  }, [data, fields, reset])

  const watched = useWatch({ control }) as FormValues
  const pending = prefixes.filter((p) => {
    const field = getFormField(watched, p)
    return field !== undefined && needsReview(field)
  }).length

  const jumpToNext = useCallback(() => {
    const root = formRef.current
    if (!root) return
    const current = rowPrefixOf(document.activeElement)
    const next = nextFieldNeedingReview(getValues(), prefixes, current)
    setNotice(next !== null && focusFieldBadge(root, next) ? null : FORM_MESSAGES.nothingToReview)
  }, [getValues, prefixes])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNextReviewShortcut(event)) return
      event.preventDefault()
      jumpToNext()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [jumpToNext])

  const submit = handleSubmit(async (edited) => {
    const saved = await onSave(toStoredValues(edited, fields), baseRef.current)
    if (saved === null) return
    baseRef.current = saved.updatedAt
    setArrived(false)
    reset(toFormValues(saved.values, fields))
  })

  return (
    <form
      ref={formRef}
      className="review-form"
      data-testid="review-form"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="review-form-toolbar">
        <Tag
          minimal
          round
          intent={pending > 0 ? 'warning' : 'success'}
          data-testid="review-pending-count"
        >
          {pending === 1 ? '1 field to review' : `${pending} fields to review`}
        </Tag>
        <Button
          icon="arrow-down"
          variant="minimal"
          onClick={jumpToNext}
          disabled={pending === 0}
          title="Next field to review (N, or Alt+N in an input)"
        >
          Next to review
        </Button>
        <span className={Classes.TEXT_MUTED}>
          Shortcut: <kbd>N</kbd> or <kbd>Alt</kbd>+<kbd>N</kbd>
        </span>
        <span className="review-form-toolbar-spacer" />
        <Button
          variant="minimal"
          onClick={() => reset()}
          disabled={!isDirty || disabled}
          data-testid="form-discard"
        >
          Discard changes
        </Button>
        <Button
          type="submit"
          intent="primary"
          icon="floppy-disk"
          loading={isSubmitting}
          disabled={!isDirty || disabled}
          data-testid="form-save"
        >
          Save
        </Button>
      </div>
      {notice ? (
        <Callout intent="none" className="review-form-notice" role="status">
          {notice}
        </Callout>
      ) : null}
      {arrived ? (
        <Callout intent="primary" className="review-form-notice" role="status">
          {FORM_MESSAGES.newExtractionsArrived}
        </Callout>
      ) : null}
      <div className="review-form-fields">
        {fields.map((def) => (
          <ReviewFieldRow
            key={def.prefix}
            def={def}
            control={control}
            setValue={setValue}
            documents={documents}
            disabled={disabled}
            onCitation={onCitation}
            history={props.history?.get(def.prefix)}
          />
        ))}
      </div>
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
    </form>
  )
}
