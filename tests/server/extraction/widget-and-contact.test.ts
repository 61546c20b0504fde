/**
 * A filled remark box read line by line, as its flattened print is (the street under "Location
 * 1:"); and a contact person under an agency's name, which is no part of the name.
 */
import { describe, expect, it } from 'vitest'
import { buildLines } from '../../../src/server/extraction/layout'
import { selectResults } from '../../../src/server/extraction/select-results'
import { matchLines } from '../../../src/server/extraction/text-matcher'
import type { TextToken } from '../../../src/server/extraction/types'
import { widgetTokens } from '../../../src/server/extraction/widget-lines'
import { ASPECT, words } from './token-grid'

const box = { page: 1, x0: 0.04, y0: 0.73, x1: 0.95, y1: 0.8 }

describe("a filled box's lines", () => {
  it('gives each written line of a tall box, top to bottom', () => {
    const value = 'Location 1:\n19788 Kingpost Dr\nJacksonville OR 97530'
    const tokens = widgetTokens({ name: 'Remarks', value, bbox: box }, ASPECT)
    expect(tokens.map((t) => t.text)).toEqual([
      'Location 1:',
      '19788 Kingpost Dr',
      'Jacksonville OR 97530',
    ])
    expect(tokens[1]!.bbox.y0).toBeGreaterThan(tokens[0]!.bbox.y0)
  })

  it('gives only the first line of a box one line high', () => {
    const low = { ...box, y1: box.y0 + 0.012 }
    const tokens = widgetTokens({ name: 'Name', value: 'Harbor Bank\nPO Box 7', bbox: low }, ASPECT)
    expect(tokens.map((t) => t.text)).toEqual(['Harbor Bank'])
  })
})

const pdfWords = (text: string, x: number, baseline: number, size = 8): TextToken[] =>
  words(text, x, baseline, size).map((t) => ({ ...t, font: 'f1' }))

describe("an agency's box with its contact person", () => {
  it("reads the agency's name without the person under it", () => {
    const lines = buildLines(
      [
        ...pdfWords('PRODUCER NAME,', 24, 82, 6),
        ...pdfWords('CONTACT PERSON AND ADDRESS', 24, 88, 6),
        ...pdfWords('Caddington Insurance Center', 20, 98),
        ...pdfWords('Gruffydd Postlethwaite', 20, 107),
        ...pdfWords('12156 Spandrel Way', 20, 116),
      ],
      ASPECT,
    )
    const found = matchLines(lines, ASPECT).map((c) => ({ ...c, source: 'text-layer' as const }))
    const got = Object.fromEntries(selectResults(found, null).map((r) => [r.field, r.normalized]))
    expect(got['policy.producer']).toBe('Caddington Insurance Center')
  })
})
