/**
 * A commercial application's premises schedule: a header row per location with a location number
 * caption ("LOC #") and a "STREET" caption, the location's street line under "STREET". The first
 * location's street is the insured premises' address (further locations are other buildings).
 * "STREET" alone is no address caption elsewhere (an agency's or a lender's street): only the row
 * that also numbers a location makes it one.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/**
 * A location number caption: "LOC #", "LOC. NO.", "LOCATION #", "PREM #", or the abbreviation
 * alone ("Loc.", "Prem."), which numbers a schedule's rows and names no place.
 */
const LOCATION_NUMBER =
  /^(?:(?:loc(?:ation)?|prem(?:ises)?)\.?\s*(?:#|no\.?|number)|loc\.?|prem\.?)$/i

/**
 * The street caption of a schedule: "STREET", "STREET ADDRESS", "Address", "Premises address".
 * (A report joins the words with hyphens: "STREET-ADDRESS".)
 */
const STREET = /^(?:street(?:[\s-]+address)?|(?:premises|location|property)\s+address|address):?$/i

/** Both captions in one cell, the number's first ("LOC STREET-ADDRESS"). */
const NUMBER_AND_STREET = /^(?:loc|prem)\.?\s*(?:#|no\.?)?\s+street(?:[\s-]+address)?:?$/i

/** The first location's number opening its street's cell when both captions share a cell. */
const FIRST_NUMBER = /^\s*0*1\s+(?=\d)/

/** How many caption heights below its caption the first row's street may be. */
const MAX_GAP = 3

/** How much a schedule's first street is trusted, as a label's weight times its pairing's. */
const SCORE = 0.85

const ADDRESS = extractionField('property.address')

/** The first location's street line under the first premises schedule header of the page. */
export function premisesStreet(lines: readonly Line[]): Candidate[] {
  if (ADDRESS === undefined) return []
  for (const line of lines) {
    const merged = line.cells.findIndex((c) => NUMBER_AND_STREET.test(c.text.trim()))
    if (merged < 0 && !line.cells.some((c) => LOCATION_NUMBER.test(c.text.trim()))) continue
    const cellIndex = merged >= 0 ? merged : line.cells.findIndex((c) => STREET.test(c.text.trim()))
    const caption = line.cells[cellIndex]
    if (caption === undefined) continue
    const h = Math.max(caption.bbox.y1 - caption.bbox.y0, 1e-6)
    for (const below of lines.slice(line.index + 1)) {
      if (below.bbox.page !== line.bbox.page || below.bbox.y0 - caption.bbox.y1 > MAX_GAP * h) break
      const cell = below.cells.find(
        (c) => c.bbox.x0 >= caption.bbox.x0 - 2 * h && c.bbox.x0 <= caption.bbox.x1,
      )
      if (cell === undefined) continue
      // Under both captions the row's cell starts with its number: only the first location's.
      const number = merged >= 0 ? FIRST_NUMBER.exec(cell.text) : null
      if (merged >= 0 && number === null) return []
      const skip = number?.[0].length ?? 0
      const v = readFieldValue(ADDRESS, undefined, cell.text.slice(skip))
      // Only a street line (a house number first) is the premises' address.
      if (v === undefined || !/^\d+[A-Za-z]?\s+\S/.test(v.printed)) return []
      const trust = wordTrust(cell.confidence)
      return [
        {
          field: ADDRESS.id,
          value: v.printed,
          normalized: v.normalized,
          bbox: skip === 0 ? cell.bbox : boxOfRange(cell, skip + v.start, skip + v.end),
          score: SCORE * v.quality * trust,
          relation: 'below',
          labelKey: `${line.bbox.page}:${line.index}:${cellIndex}:0`,
          labelWords: caption.text.trim().toLowerCase(),
          evidence: { label: SCORE, quality: v.quality, trust },
        },
      ]
    }
    return []
  }
  return []
}
