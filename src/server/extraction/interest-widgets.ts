/**
 * A fillable application's additional interest: a name box ("…Interest_1_NameAddress") and,
 * beside it, boxes of the same interest that say its kind ("…Interest_1_OtherDesc" written
 * "Mortgagee", or a ticked "…Interest_1_MortgageeIndicator"). The name is the mortgagee when the
 * kind is a lender's; an interest of another kind (a landlord) is none.
 */
import type { FormFieldValue } from './types'
import { formFieldLeafName } from './form-field-names'
import { LENDER } from './interest-kind'
import { firstWrittenLine } from './widget-lines'

/** An interest's name box: its name and the rest of the interest's boxes share `prefix`. */
const NAME_BOX = /^(?<prefix>.*interest_?\d*_)(?:name_?(?:and_?)?address|fullname(?:_a)?)$/

/** A ticked box of a lender's kind: "…MortgageeIndicator", "…LossPayee". */
const LENDER_BOX = /(?:mortgagee|lienholder|losspayee|lender)/

/** A ticked check box's value. */
const TICKED = /^(?:on|yes|true|x|1)$/i

/** The additional interests' name boxes whose kind, written or ticked, is a lender's. */
export function lenderNameBoxes(fields: readonly FormFieldValue[]): FormFieldValue[] {
  const out: FormFieldValue[] = []
  for (const f of fields) {
    const m = NAME_BOX.exec(formFieldLeafName(f.name))
    const prefix = m?.groups?.prefix
    if (prefix === undefined) continue
    const lender = fields.some((o) => {
      const leaf = formFieldLeafName(o.name)
      if (o === f || !leaf.startsWith(prefix)) return false
      const v = firstWrittenLine(o.value).text.trim()
      return LENDER.test(v) || (LENDER_BOX.test(leaf.slice(prefix.length)) && TICKED.test(v))
    })
    if (lender) out.push(f)
  }
  return out
}
