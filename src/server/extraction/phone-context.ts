/**
 * Whether a number shaped like a telephone's ("594.678.1149", "312-555-0187") may be the
 * identifier its caption names. Carriers print policy and loan numbers in three groups of digits
 * too: under a caption that says "policy number" or "loan number" outright, with nothing on the
 * caption's or the value's line that speaks of a telephone (a "Tel", "Phone" or "Fax" caption, an
 * area code in parentheses), the caption is believed over the shape.
 */
import { IDENTIFIER_IDS } from './label-context'
import type { LabelHit } from './label-finder'
import type { Line } from './layout'

/** A telephone's captions and its area code in parentheses. */
const PHONE_WORDS =
  /\b(?:tel|tele|telephone|phone|ph|fax|facsimile|cell|mobile|call|toll[\s-]?free)\b|\(\d{3}\)/i

/** Labels weighed at least this name the identifier outright ("Policy number", not "No."). */
const OUTRIGHT_WEIGHT = 0.9

/** True when a telephone-shaped value read for `hit` on `valueLine` may stand as its identifier. */
export function phoneShapeAllowed(hit: LabelHit, valueLine: Line): boolean {
  if (!IDENTIFIER_IDS.has(hit.field.id) || hit.variant.weight < OUTRIGHT_WEIGHT) return false
  const speaksOfPhone = (line: Line): boolean => line.cells.some((c) => PHONE_WORDS.test(c.text))
  return !speaksOfPhone(hit.line) && !speaksOfPhone(valueLine)
}
