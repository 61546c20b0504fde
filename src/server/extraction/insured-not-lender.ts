/**
 * A policyholder is never its own mortgagee: a form's additional interest box that names the
 * insured (evidence sent to the owner, a copy for the insured's file) says who receives the
 * paper, not who lends on the property. A lender candidate that is the document's named insured is
 * dropped, so the field is left empty rather than filled with the owner.
 */
import type { Candidate } from './page-geometry'

/** A name compared without case, punctuation or spacing. */
const key = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** The candidates without a mortgagee that is the best-read named insured. */
export function withoutInsuredAsLender<C extends Candidate>(found: readonly C[]): C[] {
  let insured: C | undefined
  for (const c of found)
    if (c.field === 'policy.namedInsured' && (insured === undefined || c.score > insured.score))
      insured = c
  if (insured === undefined) return [...found]
  const name = key(insured.normalized)
  if (name.length < 4) return [...found]
  return found.filter((c) => c.field !== 'policy.mortgagee' || key(c.normalized) !== name)
}
