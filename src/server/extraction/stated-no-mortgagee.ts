/**
 * A page whose mortgagee caption ("Mortgagee", "Mortgagee clause") is filled in to say the policy
 * names none yet ("not yet endorsed (purchase pending)", "None") has answered the question: a
 * weaker party caption elsewhere on the page ("Lender / client" of an appraisal, a loss payee, a
 * certificate holder that is a bank) names a party to the loan or the report, not the policy's
 * mortgagee. Their values are dropped; a mortgagee caption as strong that names one is kept.
 */
import { saysNoValue } from './no-value'
import type { LabelHit } from './label-finder'
import { SEPARATORS } from './label-context'
import type { Candidate } from './page-geometry'

/** The weight a caption needs to speak for the policy's mortgagee (the caption "Mortgagee"'s). */
const MORTGAGEE_CAPTION = 0.95

/** Words that say no mortgagee is endorsed yet, beyond a plain "None". */
const NOT_YET = /^(?:not\s+(?:yet\s+)?(?:endorsed|added|named|listed|shown)|none\s+yet)\b/i

/** A tick mark, alone or before its option ("X", "[X]", "☒ None"). */
const TICK = /^\s*(?:\[\s*[x✓✔]?\s*\]|[x☐☑☒✓✔])(?:\s|$)/i

/** The filled text right after a caption: in its own cell after a separator, or the next cell. */
function filledAfter(hit: LabelHit): string {
  const rest = hit.cell.text.slice(hit.end)
  const body = rest.slice(SEPARATORS.exec(rest)?.[0].length ?? 0).trim()
  if (body !== '') return body
  return hit.alone ? (hit.line.cells[hit.cellIndex + 1]?.text.trim() ?? '') : ''
}

/** The strongest weight of a mortgagee caption on the page that says the policy names none. */
function statedNone(hits: readonly LabelHit[]): number | undefined {
  let weight: number | undefined
  for (const h of hits) {
    if (h.field.id !== 'policy.mortgagee' || h.distractor || h.prose !== undefined) continue
    if (h.variant.weight < MORTGAGEE_CAPTION) continue
    // A caption that opens its cell, on a line that is no row of options to tick ("First
    // mortgagee  Second mortgagee  None": "None" is a choice there, not a filled value).
    if (!/^[\s\d.)(-]*$/.test(h.cell.text.slice(0, h.start))) continue
    if (h.line.cells.some((c) => TICK.test(c.text))) continue
    const text = filledAfter(h).replace(/^[(*\s-]+/, '')
    if (text === '' || !(saysNoValue('policy.mortgagee', text) || NOT_YET.test(text))) continue
    weight = Math.max(weight ?? 0, h.variant.weight)
  }
  return weight
}

/** The page's candidates without the mortgagees of captions weaker than one that says none. */
export function withoutWeakerMortgagees(
  found: readonly Candidate[],
  hits: readonly LabelHit[],
): Candidate[] {
  const none = statedNone(hits)
  if (none === undefined) return [...found]
  return found.filter((c) => c.field !== 'policy.mortgagee' || (c.evidence?.label ?? 0) >= none)
}
