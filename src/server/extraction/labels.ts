/**
 * Label variants per field: how declarations pages, evidence-of-insurance forms and ACORD forms
 * print the label next to (or above) each value (how ACORD AcroForm fields are named is
 * form-field-names.ts's).
 * Weights (0..1) say how specific a label is: "Policy Number" is certain, "Company" is a guess.
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { LabelVariant } from './label-variant'
import { AMOUNT_LABELS } from './labels-amounts'
import { PARTY_LABELS } from './labels-parties'
import { POLICY_LABELS } from './labels-policy'

/** Label variants per field. Patterns carry no flags; the caller lower-cases the text. */
export const FIELD_LABELS: Readonly<Record<ExtractionFieldId, readonly LabelVariant[]>> = {
  ...POLICY_LABELS,
  ...AMOUNT_LABELS,
  ...PARTY_LABELS,
}
