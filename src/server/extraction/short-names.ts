/**
 * Short forms of the insurer's name. A footer ("Carrier: Stilemoor Property"), a logo in capitals
 * or a running head often prints only the first words of the insurer's name, which the document
 * prints in full elsewhere (its letterhead, a "Company" caption's value). A candidate whose words
 * are the first words of a longer insurer's name another candidate reads is that short form: the
 * full name is the value, so the short one is dropped (it is never a different insurer).
 */
import type { ExtractionFieldId } from '../../shared/extraction/field-schema'
import { soundsLikeInsurer } from './field-values'

/** Fields whose value is a name that documents shorten to its first words. */
const SHORTENED: ReadonlySet<ExtractionFieldId> = new Set(['policy.carrier'])

const nameWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter((w) => w !== '')

/** True when `short`'s words are the first words, and fewer, of `full`'s. */
export function isShortFormOf(short: string, full: string): boolean {
  return isShortWords(nameWords(short), nameWords(full))
}

const isShortWords = (a: readonly string[], b: readonly string[]): boolean =>
  a.length > 0 && a.length < b.length && a.every((w, i) => w === b[i])

/** The candidates without those whose value is a short form of another's insurer name. */
export function withoutShortForms<T extends { field: ExtractionFieldId; value: string }>(
  candidates: readonly T[],
): T[] {
  // Each value's words split once, not once per pair (a long document has hundreds of each).
  const full = candidates
    .filter((c) => SHORTENED.has(c.field) && soundsLikeInsurer(c.value))
    .map((f) => ({ field: f.field, words: nameWords(f.value) }))
  return candidates.filter((c) => {
    if (!SHORTENED.has(c.field)) return true
    const words = nameWords(c.value)
    return !full.some((f) => f.field === c.field && isShortWords(words, f.words))
  })
}
