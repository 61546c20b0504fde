import {
  EXTRACTION_FIELDS,
  type ExtractionFieldDefinition,
  type ExtractionForm,
} from '../../../../../shared/extraction/field-schema'
import type { FormEntityType } from '../../../../../shared/graphql/operations.generated'

/** The two review forms: a policy's checklist and an asset's edit form (docs/rules.md#links). */
export type FormKind = FormEntityType

const FORM_OF_KIND: Readonly<Record<FormKind, ExtractionForm>> = {
  policy: 'policy checklist',
  asset: 'asset edit',
}

/**
 * One field of a review form: its prefix path (docs/glossary.md#form-field, the field id of the
 * field schema in docs/architecture.md#field-schema, e.g. `policy.premium` or `property.address`),
 * value type and label.
 */
export interface FormFieldDefinition {
  readonly prefix: string
  readonly type: ExtractionFieldDefinition['type']
  readonly label: string
  readonly description: string
}

/** The fields of a form, in the schema's order. */
export function formFields(kind: FormKind): readonly FormFieldDefinition[] {
  return EXTRACTION_FIELDS.filter((f) => f.form === FORM_OF_KIND[kind]).map((f) => ({
    prefix: f.id,
    type: f.type,
    label: f.displayName,
    description: f.description,
  }))
}

/** The DOM id of a field's input, stable for labels and tests. */
export function inputId(prefix: string): string {
  return `form-field-${prefix.replace(/[^A-Za-z0-9]+/g, '-')}`
}
