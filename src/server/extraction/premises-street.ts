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
import { wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** A location number caption: "LOC #", "LOC. NO.", "LOCATION #", "PREM #". */
const LOCATION_NUMBER = /^(?:loc(?:ation)?|prem(?:ises)?)\.?\s*(?:#|no\.?|number)$/i

/** The street caption of a schedule: "STREET", "STREET ADDRESS". */
const STREET = /^street(?:\s+address)?:?$/i

/** How many caption heights below its caption the first row's street may be. */
const MAX_GAP = 3

/** How much a schedule's first street is trusted, as a label's weight times its pairing's. */
const SCORE = 0.85

const ADDRESS = extractionField('property.address')

/** The first location's street line under the first premises schedule header of the page. */
export function premisesStreet(lines: readonly Line[]): Candidate[] {
  if (ADDRESS === undefined) return []
  for (const line of lines) {
    if (!line.cells.some((c) => LOCATION_NUMBER.test(c.text.trim()))) continue
    const cellIndex = line.cells.findIndex((c) => STREET.test(c.text.trim()))
    const caption = line.cells[cellIndex]
    if (caption === undefined) continue
    const h = Math.max(caption.bbox.y1 - caption.bbox.y0, 1e-6)
    for (const below of lines.slice(line.index + 1)) {
      if (below.bbox.page !== line.bbox.page || below.bbox.y0 - caption.bbox.y1 > MAX_GAP * h) break
      const cell = below.cells.find(
        (c) => c.bbox.x0 >= caption.bbox.x0 - 2 * h && c.bbox.x0 <= caption.bbox.x1,
      )
      if (cell === undefined) continue
      const v = readFieldValue(ADDRESS, undefined, cell.text)
      // Only a street line (a house number first) is the premises' address.
      if (v === undefined || !/^\d+[A-Za-z]?\s+\S/.test(v.printed)) return []
      const trust = wordTrust(cell.confidence)
      return [
        {
          field: ADDRESS.id,
          value: v.printed,
          normalized: v.normalized,
          bbox: cell.bbox,
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
