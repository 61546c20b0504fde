import { FormGroup } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import {
  fieldPath,
  normaliseFormField,
  type FormField,
  type FormValues,
} from '../../../../../shared/review'
import {
  FieldHistoryBadge,
  FieldReviewBadges,
  type FieldHistoryEntry,
  type OnCitation,
  type ReviewDocuments,
} from '../../review'
import { fieldRules } from '../model/field-rules'
import { inputId, type FormFieldDefinition } from '../model/form-fields'
import { ValueInput } from './ValueInput'

export interface ReviewFieldRowProps {
  readonly def: FormFieldDefinition
  readonly control: Control<FormValues>
  readonly setValue: UseFormSetValue<FormValues>
  readonly documents: ReviewDocuments
  readonly disabled: boolean
  readonly onCitation?: OnCitation
  /** The field's saved changes, newest first (docs/rules.md#value-history). */
  readonly history?: readonly FieldHistoryEntry[]
}

/**
 * One form field: its label, its typed input (validated by the field's rules) and its review
 * badges. A review action replaces the whole field at its prefix path (docs/glossary.md#form-field)
 * and makes the form dirty; nothing is sent until Save (docs/rules.md#review).
 */
export function ReviewFieldRow(props: ReviewFieldRowProps): ReactNode {
  const { def, control, setValue, documents, disabled, onCitation } = props
  const raw = useWatch({ control, name: fieldPath(def.prefix) }) as Partial<FormField> | undefined
  const field = normaliseFormField(raw ?? { type: def.type })
  const id = inputId(def.prefix)
  const change = (next: FormField) => {
    setValue(fieldPath(def.prefix), next, { shouldDirty: true, shouldValidate: true })
    // The action closed its tooltip, which never reports the pointer leaving.
    onCitation?.(null)
  }
  return (
    <Controller
      control={control}
      name={fieldPath(def.prefix, 'value')}
      rules={fieldRules(def)}
      render={({ field: input, fieldState }) => (
        <FormGroup
          label={def.label}
          labelFor={id}
          helperText={fieldState.error?.message}
          intent={fieldState.error ? 'danger' : undefined}
          className="review-form-field"
        >
          <div
            className="review-form-row"
            data-field-prefix={def.prefix}
            data-testid={`form-field-${def.prefix}`}
          >
            <div className="review-form-input">
              <ValueInput
                id={id}
                type={def.type}
                label={def.label}
                value={input.value}
                disabled={disabled}
                invalid={fieldState.error !== undefined}
                inputRef={input.ref}
                onChange={(value) => {
                  input.onChange(value)
                  // A value typed over an extracted one is the reviewer's own: it no longer
                  // claims a source document and region.
                  if (field.extractedFrom !== null || field.bbox !== null) {
                    setValue(fieldPath(def.prefix, 'extractedFrom'), null, { shouldDirty: true })
                    setValue(fieldPath(def.prefix, 'bbox'), null, { shouldDirty: true })
                  }
                }}
                onBlur={input.onBlur}
              />
            </div>
            <FieldReviewBadges
              field={field}
              documents={documents}
              disabled={disabled}
              onChange={change}
              onCitation={onCitation}
            />
            <FieldHistoryBadge
              label={def.label}
              field={field}
              entries={props.history ?? []}
              documents={documents}
              disabled={disabled}
              onChange={change}
              onCitation={onCitation}
            />
          </div>
        </FormGroup>
      )}
    />
  )
}
