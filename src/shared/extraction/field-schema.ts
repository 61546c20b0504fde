/**
 * The extraction field schema (docs/architecture.md#field-schema, first version): which
 * form fields the extractor fills, their value type, the label the review UI shows and the form
 * they live on. Shared so the server (matchers) and the review UI read the same list.
 */

/**
 * Value type of an extracted field, as the form schema names it (docs/rules.md#value-conversion).
 */
export type ExtractionFieldType = 'Text' | 'Date' | 'Currency' | 'Number'

/** The form an extracted field belongs to: the policy checklist or the asset edit form. */
export type ExtractionForm = 'policy checklist' | 'asset edit'

/** Every field id the extractor knows. */
export const EXTRACTION_FIELD_IDS = [
  'policy.policyNumber',
  'policy.carrier',
  'policy.namedInsured',
  'policy.effectiveDate',
  'policy.expirationDate',
  'policy.premium',
  'policy.coverageAmount',
  'policy.deductible',
  'policy.mortgagee',
  'policy.loanNumber',
  'policy.producer',
  'property.address',
  'property.yearBuilt',
] as const

export type ExtractionFieldId = (typeof EXTRACTION_FIELD_IDS)[number]

/** One field of the schema. */
export interface ExtractionFieldDefinition {
  readonly id: ExtractionFieldId
  readonly type: ExtractionFieldType
  readonly displayName: string
  readonly form: ExtractionForm
  /** What exactly is extracted, where the name alone is ambiguous. */
  readonly description: string
}

/** The schema, in the order the policy checklist and asset edit form show the fields. */
export const EXTRACTION_FIELDS: readonly ExtractionFieldDefinition[] = [
  {
    id: 'policy.policyNumber',
    type: 'Text',
    displayName: 'Policy number',
    form: 'policy checklist',
    description: 'The policy number as printed.',
  },
  {
    id: 'policy.carrier',
    type: 'Text',
    displayName: 'Carrier',
    form: 'policy checklist',
    description: 'The insurance company (carrier / insurer).',
  },
  {
    id: 'policy.namedInsured',
    type: 'Text',
    displayName: 'Named insured',
    form: 'policy checklist',
    description: 'The first named insured.',
  },
  {
    id: 'policy.effectiveDate',
    type: 'Date',
    displayName: 'Effective date',
    form: 'policy checklist',
    description: 'Start of the policy period.',
  },
  {
    id: 'policy.expirationDate',
    type: 'Date',
    displayName: 'Expiration date',
    form: 'policy checklist',
    description: 'End of the policy period.',
  },
  {
    id: 'policy.premium',
    type: 'Currency',
    displayName: 'Premium',
    form: 'policy checklist',
    description: 'Total (annual) policy premium.',
  },
  {
    id: 'policy.coverageAmount',
    type: 'Currency',
    displayName: 'Coverage amount',
    form: 'policy checklist',
    description: 'The dwelling or building limit (Coverage A).',
  },
  {
    id: 'policy.deductible',
    type: 'Currency',
    displayName: 'Deductible',
    form: 'policy checklist',
    description: 'The (all perils / building) deductible.',
  },
  {
    id: 'policy.mortgagee',
    type: 'Text',
    displayName: 'Mortgagee',
    form: 'policy checklist',
    description: 'First line of the mortgagee / loss payee.',
  },
  {
    id: 'policy.loanNumber',
    type: 'Text',
    displayName: 'Loan number',
    form: 'policy checklist',
    description: 'The loan number of the mortgagee.',
  },
  {
    id: 'policy.producer',
    type: 'Text',
    displayName: 'Producer',
    form: 'policy checklist',
    description: 'The agent / producer company.',
  },
  {
    id: 'property.address',
    type: 'Text',
    displayName: 'Property address',
    form: 'asset edit',
    description: 'Street line of the insured location (lives under groupedValues[0]).',
  },
  {
    id: 'property.yearBuilt',
    type: 'Number',
    displayName: 'Year built',
    form: 'asset edit',
    description: 'Year the building was built.',
  },
]

const BY_ID: ReadonlyMap<string, ExtractionFieldDefinition> = new Map(
  EXTRACTION_FIELDS.map((f) => [f.id, f]),
)

/** The schema entry for a field id, or undefined when the id is unknown. */
export function extractionField(id: string): ExtractionFieldDefinition | undefined {
  return BY_ID.get(id)
}

/**
 * The fields each of a borrower's policies has its own value of (the term, the insurer, the
 * amounts): where a page prints several policies, these come from one policy's row or not at all.
 */
export const PER_POLICY_FIELDS: ReadonlySet<ExtractionFieldId> = new Set<ExtractionFieldId>([
  'policy.policyNumber',
  'policy.carrier',
  'policy.effectiveDate',
  'policy.expirationDate',
  'policy.premium',
  'policy.coverageAmount',
  'policy.deductible',
])
