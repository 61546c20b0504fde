/**
 * A manufactured home is described by its model year, make and kind ("Your 1986 Redbud Homes
 * single-wide, serial AL629…"): the year it was made, which is the home's year built. Only a
 * year right before a make and the words of such a home is taken; a year before other words
 * ("your 2024 home insurance") may be any year.
 */
import { extractionField } from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'

/** "your 1986 Redbud Homes single-wide", "a 2004 Clayton double-wide manufactured home". */
const MODEL_YEAR =
  /\b(?:your|a|an|the|insured|covered)\s+((?:19|20)\d\d)\s+(?:[A-Z][\w'’&-]*\s+){0,4}(?:single-wide|double-wide|triple-wide|multi-section|(?:manufactured|mobile)\s+home)\b/i

/** Trust in a model year as the year built (less than a labelled year). */
const SCORE = 0.8

const YEAR_BUILT = extractionField('property.yearBuilt')

/** The model year of the manufactured home a sentence describes, as the year built. */
export function manufacturedModelYear(lines: readonly Line[]): Candidate[] {
  if (YEAR_BUILT === undefined) return []
  for (const line of lines) {
    for (const cell of line.cells) {
      const m = MODEL_YEAR.exec(cell.text)
      if (m === null) continue
      const start = m.index + m[0].indexOf(m[1]!)
      const v = readFieldValue(YEAR_BUILT, undefined, m[1]!)
      if (v === undefined) continue
      const trust = wordTrust(cell.confidence)
      return [
        {
          field: 'property.yearBuilt',
          value: v.printed,
          normalized: v.normalized,
          bbox: boxOfRange(cell, start, start + 4),
          score: SCORE * v.quality * trust,
          relation: 'inline',
          labelKey: `model-year:${line.bbox.page}:${line.index}`,
          evidence: { label: SCORE, quality: v.quality, trust },
        },
      ]
    }
  }
  return []
}
