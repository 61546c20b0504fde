/**
 * Fills blank ACORD forms from the corpus with generated values (pdf-lib), optionally flattened,
 * and records each field's true value and box (the widget rectangle, top-left normalised).
 */
import { readFile } from 'node:fs/promises'
import { PDFDocument, PDFName, StandardFonts, type PDFTextField } from 'pdf-lib'
import type { ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'
import { decimal, type PolicyValues, usDate, money } from './policy-values'

/** Which ACORD field gets which value: [ACORD field name, our field or null for context, printed]. */
export type Filling = ReadonlyArray<readonly [string, ExtractionFieldId | null, string, string?]>

/** ACORD 27 (evidence of property insurance). */
function acord27(v: PolicyValues): Filling {
  return [
    ['Producer_FullName_A', 'policy.producer', v.producer],
    ['Producer_MailingAddress_LineOne_A', null, '12 Commerce Plaza'],
    ['Insurer_FullName_A', 'policy.carrier', v.carrier],
    ['NamedInsured_FullName_A', 'policy.namedInsured', v.namedInsured],
    ['NamedInsured_MailingAddress_LineOne_A', null, v.street],
    ['Policy_PolicyNumberIdentifier_A', 'policy.policyNumber', v.policyNumber],
    ['AdditionalInterest_AccountNumberIdentifier_A', 'policy.loanNumber', v.loanNumber],
    ['Policy_EffectiveDate_A', 'policy.effectiveDate', usDate(v.effectiveDate), v.effectiveDate],
    [
      'Policy_ExpirationDate_A',
      'policy.expirationDate',
      usDate(v.expirationDate),
      v.expirationDate,
    ],
    ['EvidenceOfProperty_PhysicalAddress_StreetLineOne_A', 'property.address', v.street],
    ['EvidenceOfProperty_PhysicalAddress_CityName_A', null, v.city],
    ['EvidenceOfProperty_CoverageDescription_A', null, 'Building'],
    [
      'EvidenceOfProperty_LimitAmount_A',
      'policy.coverageAmount',
      money(v.coverageAmount),
      decimal(v.coverageAmount),
    ],
    [
      'EvidenceOfProperty_DeductibleAmount_A',
      'policy.deductible',
      money(v.deductible),
      decimal(v.deductible),
    ],
    ['EvidenceOfProperty_CoverageDescription_B', null, 'Business Personal Property'],
    ['EvidenceOfProperty_LimitAmount_B', null, money(Math.round(v.coverageAmount / 10))],
    ['AdditionalInterest_FullName_A', 'policy.mortgagee', v.mortgagee],
    ['AdditionalInterest_MailingAddress_LineOne_A', null, 'PO Box 5500'],
  ]
}

/** ACORD 25 (certificate of liability insurance): the general liability row. */
function acord25(v: PolicyValues): Filling {
  return [
    ['Producer_FullName_A', 'policy.producer', v.producer],
    ['Insurer_FullName_A', 'policy.carrier', v.carrier],
    ['NamedInsured_FullName_A', 'policy.namedInsured', v.namedInsured],
    ['NamedInsured_MailingAddress_LineOne_A', null, v.street],
    ['Policy_GeneralLiability_PolicyNumberIdentifier_A', 'policy.policyNumber', v.policyNumber],
    [
      'Policy_GeneralLiability_EffectiveDate_A',
      'policy.effectiveDate',
      usDate(v.effectiveDate),
      v.effectiveDate,
    ],
    [
      'Policy_GeneralLiability_ExpirationDate_A',
      'policy.expirationDate',
      usDate(v.expirationDate),
      v.expirationDate,
    ],
    ['GeneralLiability_EachOccurrence_LimitAmount_A', null, '1,000,000'],
  ]
}

/** ACORD 24 (certificate of property insurance), held out: the property row. */
function acord24(v: PolicyValues): Filling {
  return [
    ['Producer_FullName_A', 'policy.producer', v.producer],
    ['NamedInsured_FullName_A', 'policy.namedInsured', v.namedInsured],
    ['NamedInsured_MailingAddress_LineOne_A', null, v.street],
    ['Insurer_FullName_A', 'policy.carrier', v.carrier],
    ['Property_InsurerLetterCode_A', null, 'A'],
    ['Policy_Property_PolicyNumberIdentifier_A', 'policy.policyNumber', v.policyNumber],
    [
      'Policy_Property_EffectiveDate_A',
      'policy.effectiveDate',
      usDate(v.effectiveDate),
      v.effectiveDate,
    ],
    [
      'Policy_Property_ExpirationDate_A',
      'policy.expirationDate',
      usDate(v.expirationDate),
      v.expirationDate,
    ],
    [
      'Property_Building_LimitAmount_A',
      'policy.coverageAmount',
      money(v.coverageAmount),
      decimal(v.coverageAmount),
    ],
    [
      'CommercialProperty_Premises_DeductibleAmount_A',
      'policy.deductible',
      money(v.deductible),
      decimal(v.deductible),
    ],
  ]
}

export const ACORD_FORMS = {
  acord24: { file: 'acord-24-blank.pdf', filling: acord24 },
  acord27: { file: 'opal-acord27.pdf', filling: acord27 },
  acord25: { file: 'opal-acord25.pdf', filling: acord25 },
} as const

/** A filled form and the truth of the fields it holds. */
export interface FilledForm {
  readonly bytes: Uint8Array
  readonly truth: ReadonlyArray<{
    field: ExtractionFieldId
    normalized: string
    /** What was written into the widget. */
    printed: string
    widget: BoundingBox
  }>
}

/** Fill one blank ACORD form; `flatten` burns the values into the page content. */
export async function fillAcord(
  blankPath: string,
  filling: Filling,
  flatten: boolean,
): Promise<FilledForm> {
  const doc = await PDFDocument.load(await readFile(blankPath))
  const form = doc.getForm()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const pages = doc.getPages()
  const truth: Array<{
    field: ExtractionFieldId
    normalized: string
    printed: string
    widget: BoundingBox
  }> = []
  for (const [name, field, printed, normalized] of filling) {
    let tf: PDFTextField
    try {
      tf = form.getTextField(name)
      tf.setMaxLength(undefined)
      tf.setText(printed)
    } catch {
      continue
    }
    if (field === null) continue
    const widget = tf.acroField.getWidgets()[0]
    if (widget === undefined) continue
    const ref = doc.context.getObjectRef(widget.dict)
    const pageIndex = pages.findIndex((p) => {
      const annots = p.node.lookupMaybe(PDFName.of('Annots'), Object as never) as unknown
      const arr = (annots as { asArray?: () => unknown[] } | undefined)?.asArray?.() ?? []
      return arr.some((a) => a === ref)
    })
    const page = pages[Math.max(0, pageIndex)]
    if (page === undefined) continue
    const r = widget.getRectangle()
    const { width, height } = page.getSize()
    truth.push({
      field,
      normalized: normalized ?? printed,
      printed,
      widget: {
        page: Math.max(0, pageIndex) + 1,
        x0: r.x / width,
        y0: 1 - (r.y + r.height) / height,
        x1: (r.x + r.width) / width,
        y1: 1 - r.y / height,
      },
    })
  }
  form.updateFieldAppearances(font)
  if (flatten) form.flatten()
  return { bytes: await doc.save(), truth }
}
