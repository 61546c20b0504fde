/**
 * Reading the sixteenth blind set's documents back with poppler, independently of the engine:
 * the printed date and money styles read back to their normal forms, and checks that a true box
 * holds exactly its printed value and lies on its page.
 */
import { expect } from 'vitest'
import { extractionField } from '../../src/shared/extraction/field-schema'
import type { TruthField } from '../../scripts/extraction/dev-set-types'
import type { popplerWords } from '../../scripts/extraction/poppler-truth'

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** yyyy-MM-dd read back from any of the set's printed date styles. */
export function readDate(s: string): string | undefined {
  const p2 = (n: string | number): string => String(n).padStart(2, '0')
  const month = (name: string): number => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1
  // "Monday, January 5, 2026" (a letter writing the weekday out).
  const w = /^(?:Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, (.+)$/.exec(s)
  if (w) return readDate(w[1]!)
  // "the 5th day of January, 2026" (the box holds "5th day of January, 2026").
  let m = /^(\d{1,2})(?:st|nd|rd|th) day of ([A-Za-z]+),? (\d{4})$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[3]}-${p2(month(m[2]!))}-${p2(m[1]!)}`
  // "2026-Jan-05" (a loan system's report).
  m = /^(\d{4})-([A-Z][a-z]{2})-(\d\d)$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[1]}-${p2(month(m[2]!))}-${m[3]}`
  // "5th January 2026".
  m = /^(\d{1,2})(?:st|nd|rd|th) ([A-Z][a-z]+) (\d{4})$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[3]}-${p2(month(m[2]!))}-${p2(m[1]!)}`
  // "1/5/26" (two-digit years are this century's).
  m = /^(\d{1,2})\/(\d{1,2})\/(\d\d)$/.exec(s)
  if (m) return `20${m[3]}-${p2(m[1]!)}-${p2(m[2]!)}`
  // "5 January 2026".
  m = /^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[3]}-${p2(month(m[2]!))}-${p2(m[1]!)}`
  // "20260105" (a data vendor's report).
  m = /^(\d{4})(\d\d)(\d\d)$/.exec(s)
  if (m) return `${m[1]}-${m[2]}-${m[3]}`
  // "Jan-05-26" (a bank system's short form).
  m = /^([A-Z][a-z]{2})-(\d\d)-(\d\d)$/.exec(s)
  if (m && month(m[1]!) > 0) return `20${m[3]}-${p2(month(m[1]!))}-${m[2]}`
  // "05JAN2026" (a telex).
  m = /^(\d\d)([A-Z]{3})(\d{4})$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[3]}-${p2(month(m[2]!))}-${m[1]}`
  // "05 JAN 2026".
  m = /^(\d\d) ([A-Z]{3}) (\d{4})$/.exec(s)
  if (m && month(m[2]!) > 0) return `${m[3]}-${p2(month(m[2]!))}-${m[1]}`
  // "01/05/26" (two-digit years are this century's).
  m = /^(\d\d)\/(\d\d)\/(\d\d)$/.exec(s)
  if (m) return `20${m[3]}-${m[1]}-${m[2]}`
  // "JAN 05 2026".
  m = /^([A-Z]{3}) (\d\d) (\d{4})$/.exec(s)
  if (m && month(m[1]!) > 0) return `${m[3]}-${p2(month(m[1]!))}-${m[2]}`
  m = /^(\d{4})[-/](\d\d)[-/](\d\d)$/.exec(s)
  if (m) return `${m[1]}-${m[2]}-${m[3]}`
  m = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(s)
  if (m) return `${m[3]}-${p2(m[1]!)}-${p2(m[2]!)}`
  m = /^(\d{1,2})-([A-Za-z]{3})-(\d{4}|\d\d)$/.exec(s)
  if (m && month(m[2]!) > 0)
    return `${m[3]!.length === 2 ? `20${m[3]}` : m[3]}-${p2(month(m[2]!))}-${p2(m[1]!)}`
  m = /^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/.exec(s)
  if (m && month(m[1]!) > 0) return `${m[3]}-${p2(month(m[1]!))}-${p2(m[2]!)}`
  return undefined
}

/**
 * An amount read back from any printed money style ("USD 1.25M", "$1.25MM", "$350K", "$ 62,000",
 * "1,250,000 USD", "USD1,250,000", "1,250,000 Dollars").
 */
export function readAmount(s: string): number {
  const m =
    /^(?:USD ?)?(?:\$ ?)?(\d[\d, ]*?(?:\.\d+)?)( ?MM| ?M| million|K)?(?: USD| Dollars)?$/.exec(s)
  if (!m) return NaN
  const n = Number(m[1]!.replace(/[, ]/g, ''))
  if (m[2] === 'K') return n * 1000
  return m[2] === undefined ? n : Math.round(n * 1e6)
}

const canon = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9ñáéíóú]+/g, ' ')
    .trim()

type Words = Awaited<ReturnType<typeof popplerWords>>

/**
 * An export prints values glued to their tags ("<Amt>1250000</Amt>"), which poppler reads as one
 * word: split such words at the tags, giving each part its share of the word's width (the export
 * is set in courier, so every character is as wide as the next).
 */
export function splitTags(words: Words): Words {
  return words.flatMap((w) => {
    const parts = w.text.split(/(<[^>]*>)/).filter((t) => t !== '')
    if (parts.length < 2) return [w]
    const per = (w.box.x1 - w.box.x0) / w.text.length
    let at = 0
    return parts.flatMap((t) => {
      const x0 = w.box.x0 + at * per
      at += t.length
      return t.startsWith('<')
        ? []
        : [{ ...w, text: t, box: { ...w.box, x0, x1: x0 + t.length * per } }]
    })
  })
}

/** The words whose centre lies inside a true box, in reading order. */
function wordsIn(words: Words, t: TruthField): string {
  const b = t.bbox!
  return words
    .filter((w) => {
      const cx = (w.box.x0 + w.box.x1) / 2
      const cy = (w.box.y0 + w.box.y1) / 2
      return w.page === b.page && cx > b.x0 && cx < b.x1 && cy > b.y0 && cy < b.y1
    })
    .sort((a, c) =>
      a.box.y0 - c.box.y0 > 0.004 || (Math.abs(a.box.y0 - c.box.y0) <= 0.004 && a.box.x0 > c.box.x0)
        ? 1
        : -1,
    )
    .map((w) => w.text)
    .join(' ')
}

/** Fails with the field, the printed words and the truth when a box does not hold its value. */
export function expectBoxHoldsValue(words: Words, t: TruthField): void {
  // pdftotext glues the punctuation that follows a value in a sentence (or the quotes around a
  // value in an export) to its words.
  const printed = wordsIn(words, t)
    .replace(/^[("]+/, '')
    .replace(/[",;:)]+$/, '')
  const type = extractionField(t.field)?.type
  const what = `${t.field}: box holds "${printed}", truth "${t.normalized}"`
  // A sentence's full stop after a date or an amount is glued to it too.
  const bare = printed.replace(/(\d)\.$/, '$1')
  if (type === 'Date') expect(readDate(bare), what).toBe(t.normalized)
  else if (type === 'Currency') expect(readAmount(bare), what).toBe(Number(t.normalized))
  else expect(canon(printed), what).toBe(canon(t.normalized))
}

export function expectBoxesOnPage(truth: readonly TruthField[], pages: number): void {
  for (const t of truth) {
    const b = t.bbox!
    expect(b, t.field).toBeDefined()
    expect(b.page).toBeGreaterThanOrEqual(1)
    expect(b.page).toBeLessThanOrEqual(pages)
    expect(b.x0).toBeGreaterThanOrEqual(0)
    expect(b.y0).toBeGreaterThanOrEqual(0)
    expect(b.x1).toBeLessThanOrEqual(1)
    expect(b.y1).toBeLessThanOrEqual(1)
    expect(b.x1).toBeGreaterThan(b.x0)
    expect(b.y1).toBeGreaterThan(b.y0)
  }
}
