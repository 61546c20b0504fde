/**
 * Value parsers by field type: find a value of the type at the start of a text and normalise it.
 * Pure functions; OCR noise that is common in scans (O for 0, l for 1, S for 5 inside numbers) is
 * tolerated only where the type makes it unambiguous.
 */
import type { ExtractionFieldType } from '../../shared/extraction/field-schema'
import { datesInDigits } from './ocr-digits'

/** A value found in a text: what was printed, its normal form, and where it sits in the text. */
export interface ParsedValue {
  readonly printed: string
  readonly normalized: string
  /** Character offsets of `printed` in the searched text. */
  readonly start: number
  readonly end: number
  /** 0..1: how clean the match is. */
  readonly quality: number
}

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** Two-digit years: 00..69 → 20xx, 70..99 → 19xx (the usual pivot for policy documents). */
function fullYear(y: number): number {
  if (y >= 100) return y
  return y < 70 ? 2000 + y : 1900 + y
}

function isoDate(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1800 || y > 2200) return undefined
  const dt = new Date(Date.UTC(y, m - 1, d))
  if (dt.getUTCMonth() !== m - 1) return undefined
  return `${y}-${pad(m)}-${pad(d)}`
}

const NUMERIC_DATE = /(?<![\d/])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/])/g
// Year first is always year, month, day: 2026-01-05, and as systems print it 2026/01/05 or 2026.01.05.
const ISO_DATE = /(?<![\d/.])(\d{4})([-/.])(\d{2})\2(\d{2})(?![\d/]|\.\d)/g
const NAMED_DATE =
  /\b(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?[,;]?\s+(\d{4})\b/gi
// 5 January 2026 · 5th Jan. 2026 · 05-Jan-2026 · 05-JAN-26
const DAY_FIRST_NAMED =
  /\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+|-)(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?(?:,?\s+|-)(\d{4}|\d{2})\b/gi

// Day, month and year run together, as mainframes and the London market print them: 01DEC2027,
// 01DEC27 (the month's three letters only: a word after a number is no date).
const RUN_TOGETHER_DATE =
  /(?<![\w/.-])(\d{2})(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\d{4}|\d{2})(?![\w/.-])/gi

// A legal form's date: "the 17th day of November, 2027" (its article is part of it: a value that
// follows a label must start the text after it).
const DAY_OF_MONTH =
  /\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?\s+day\s+of\s+(jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/gi
// A report's or an export's date without separators, year first: 20280702.
const COMPACT_DATE = /(?<![\w.,$-])((?:19|20)\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?![\w.,-])/g

const monthNumber = (name: string | undefined): number => MONTHS[(name ?? '').toLowerCase()] ?? 0

/**
 * Each date shape with how its match becomes a calendar date, and how sure a match is: a
 * two-digit year (MM/DD/YY) is slightly less certain than a four-digit one.
 */
const DATE_SHAPES: ReadonlyArray<{
  readonly pattern: RegExp
  readonly ymd: (m: RegExpMatchArray) => readonly [number, number, number]
  readonly quality: (m: RegExpMatchArray) => number
}> = [
  {
    pattern: NUMERIC_DATE,
    ymd: (m) => [fullYear(Number(m[4])), Number(m[1]), Number(m[3])],
    quality: (m) => ((m[4] ?? '').length === 4 ? 1 : 0.9),
  },
  { pattern: ISO_DATE, ymd: (m) => [Number(m[1]), Number(m[3]), Number(m[4])], quality: () => 1 },
  {
    pattern: NAMED_DATE,
    ymd: (m) => [Number(m[3]), monthNumber(m[1]), Number(m[2])],
    quality: () => 1,
  },
  {
    pattern: DAY_OF_MONTH,
    ymd: (m) => [Number(m[3]), monthNumber(m[2]), Number(m[1])],
    quality: () => 1,
  },
  {
    pattern: COMPACT_DATE,
    ymd: (m) => [Number(m[1]), Number(m[2]), Number(m[3])],
    quality: () => 0.9,
  },
  {
    pattern: DAY_FIRST_NAMED,
    ymd: (m) => [fullYear(Number(m[3])), monthNumber(m[2]), Number(m[1])],
    quality: (m) => ((m[3] ?? '').length === 4 ? 1 : 0.9),
  },
  {
    pattern: RUN_TOGETHER_DATE,
    ymd: (m) => [fullYear(Number(m[3])), monthNumber(m[2]), Number(m[1])],
    quality: (m) => ((m[3] ?? '').length === 4 ? 1 : 0.9),
  },
]

/** A date read with a look-alike letter for a digit is a little less sure than a clean one. */
const MENDED_DATE_QUALITY = 0.95

/**
 * Every date in a text (MM/DD/YYYY, MM-DD-YY, Jan 5, 2025, 5 January 2025, 05-Jan-2025, 05JAN2025, ISO), in
 * order. Numeric dates are read month first (US documents) unless only day first makes a date of
 * them (25/01/2026); date-order.ts turns the ambiguous ones of a day-first document.
 */
export function findDates(text: string): ParsedValue[] {
  const out: ParsedValue[] = []
  // Look-alike letters in a date's digits ("O5/l2/2O26") read as digits; offsets stay the text's.
  const digits = datesInDigits(text)
  for (const shape of DATE_SHAPES) {
    for (const m of digits.matchAll(shape.pattern)) {
      let iso = isoDate(...shape.ymd(m))
      const printed = text.slice(m.index, m.index + m[0].length)
      let quality = shape.quality(m) * (printed === m[0] ? 1 : MENDED_DATE_QUALITY)
      if (iso === undefined && shape.pattern === NUMERIC_DATE) {
        const [y, month, day] = shape.ymd(m)
        iso = isoDate(y, day, month)
        quality *= 0.95
      }
      if (iso !== undefined)
        out.push({
          printed,
          normalized: iso,
          start: m.index,
          end: m.index + m[0].length,
          quality,
        })
    }
  }
  return out.sort((a, b) => a.start - b.start)
}

/** A whole text that is one numeric date (built once: this runs for every date of every page). */
const WHOLE_NUMERIC_DATE = new RegExp(`^${NUMERIC_DATE.source}$`)

/** A numeric date's parts as printed: [first, second, year], or undefined for other shapes. */
export function numericDateParts(text: string): readonly [number, number, number] | undefined {
  const m = WHOLE_NUMERIC_DATE.exec(text.trim())
  if (m === null) return undefined
  return [Number(m[1]), Number(m[3]), fullYear(Number(m[4]))]
}

/** The ISO date of year, month, day, or undefined when there is no such day. */
export function calendarDate(y: number, m: number, d: number): string | undefined {
  return isoDate(y, m, d)
}

// $1,234,567.89 · 1234567 · USD 250,000 · $ 250 000 and $250, 000 (OCR splits).
const AMOUNT =
  /(?<![\w.,/©]|[A-Za-z\d]-|©\s)(?:(USD|US\$|\$)\s?)?(\d{1,3}(?:(?:[,.]\s?|\s)\d{3})+|\d+)(?:[.,](\d{2}))?(?![\d/%]|[.,]\d|-\d|\s?(?:[KkMm](?![a-z])|[Tt]housand|[Mm]illion))/g

// USD 1.25M · $350K · $1,620K · $1.5 million: short forms, only with a currency mark (a bare "2M"
// is not money).
const SHORT_AMOUNT =
  /(?<![\w.,/])(USD|US\$|\$)\s?(\d{1,3}(?:,\d{3})+|\d{1,4}(?:\.\d{1,3})?)\s?(K|M|thousand|million)(?![a-z])/gi

/** Every money or plain amount in a text, in order; `normalized` is a plain decimal string. */
export function findAmounts(text: string): ParsedValue[] {
  const out: ParsedValue[] = []
  const cleaned = fixOcrDigits(text)
  for (const m of cleaned.matchAll(AMOUNT)) {
    const whole = (m[2] ?? '').replace(/[,.\s]/g, '')
    if (whole.length === 0 || whole.length > 12) continue
    // OCR loses a decimal point now and then: "$4,377 15" at the end of its text is $4,377.15;
    // so is "USD 4,099: 65", the point read as a colon or a semicolon.
    const lostPoint =
      m[3] === undefined && m[1] !== undefined
        ? /^(?:[:;] ?| )(\d{2})\s*$/.exec(cleaned.slice((m.index ?? 0) + m[0].length))
        : null
    const cents = m[3] ?? lostPoint?.[1]
    const value = Number(`${whole}.${cents ?? '00'}`)
    const quality = m[1] !== undefined || /[,]/.test(m[2] ?? '') ? (lostPoint ? 0.9 : 1) : 0.85
    if (!Number.isFinite(value)) continue
    const found = amountAt(text, m, value, quality)
    out.push(
      lostPoint === null
        ? found
        : {
            ...found,
            printed: text.slice(found.start, found.end + lostPoint[0].trimEnd().length),
            end: found.end + lostPoint[0].trimEnd().length,
          },
    )
  }
  for (const m of cleaned.matchAll(SHORT_AMOUNT)) {
    const unit = (m[3] ?? '').toLowerCase()
    const scale = unit === 'k' || unit === 'thousand' ? 1_000 : 1_000_000
    const value = Math.round(Number((m[2] ?? '').replace(/,/g, '')) * scale * 100) / 100
    if (Number.isFinite(value)) out.push(amountAt(text, m, value, 0.95))
  }
  // The cents of "$4,377 15" are no amount of their own.
  return out
    .sort((a, b) => a.start - b.start)
    .filter((a, k, all) => !all.slice(0, k).some((o) => o.end > a.start))
}

/** An amount matched in (a cleaned copy of) `text`, printed as the text has it. */
function amountAt(text: string, m: RegExpMatchArray, value: number, quality: number): ParsedValue {
  const start = m.index ?? 0
  return {
    printed: text.slice(start, start + m[0].length),
    normalized: formatDecimal(value),
    start,
    end: start + m[0].length,
    quality,
  }
}

/** A number as a plain decimal string with no trailing zeros: 250000.00 → "250000", 12.5 → "12.5". */
export function formatDecimal(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** Every four-digit year (1800..2100) in a text. */
export function findYears(text: string): ParsedValue[] {
  const out: ParsedValue[] = []
  for (const m of fixOcrDigits(text).matchAll(
    /(?<![\d/.,-])(1[89]\d\d|20\d\d|2100)(?![\d/.,-]\d)/g,
  )) {
    out.push({
      printed: text.slice(m.index, m.index + m[0].length),
      normalized: m[0],
      start: m.index,
      end: m.index + m[0].length,
      quality: 1,
    })
  }
  return out
}

/**
 * An identifier (policy or loan number) at the start of a text: letters, digits and - / . with at
 * least one digit, e.g. "HO-3 1234567", "A123456781", "LN-2024-0042".
 */
export function findIdentifier(text: string): ParsedValue | undefined {
  const m = /^[\s:#]*((?:No\.?\s*)?)([A-Z0-9][A-Z0-9\-/.]*(?:\s[A-Z0-9][A-Z0-9\-/.]*){0,3})/i.exec(
    text,
  )
  if (m === null) return undefined
  let id = (m[2] ?? '').replace(/[.\-/]+$/, '')
  // Keep extra space-separated parts only when they look like part of the number (digits in them).
  const parts = id.split(' ')
  const kept: string[] = []
  // A number's check letter after it ends the text ("CPK 4900561 T"): a part of the number. So
  // are a few capitals that end a sentence's clause ("number CAM 6508 NJ, written by …").
  const after = text.slice((m.index ?? 0) + m[0].length)
  const checkLetter = (p: string, k: number): boolean =>
    k === parts.length - 1 &&
    /\d$/.test(kept[kept.length - 1] ?? '') &&
    ((/^[A-Z]$/.test(p) && /^[\s.,;]*$/.test(after)) ||
      (/^[A-Z]{1,3}$/.test(p) && /^[,;](?:\s|$)/.test(after)))
  for (const [k, p] of parts.entries()) {
    if (kept.length > 0 && !/\d/.test(p) && !checkLetter(p, k)) break
    kept.push(p)
  }
  id = kept.join(' ')
  if (!/\d/.test(id) || id.length < 4 || id.length > 40) return undefined
  // (Eight digits that could be a date without separators may as well be a number.)
  if (findDates(id).some((d) => !/^\d{8}$/.test(d.printed))) return undefined
  const start = (m.index ?? 0) + (m[0].length - (m[2] ?? '').length)
  return {
    printed: id,
    normalized: id.toUpperCase(),
    start,
    end: start + id.length,
    quality: /[A-Z]/i.test(id) || id.length >= 6 ? 1 : 0.8,
  }
}

/** Collapse spaces and trim separators a label leaves behind (":", "-", "#"). */
export function normalizeText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;#\-–—|‘’'"`]+/, '')
    .replace(/[\s:;,|]+$/, '')
    .trim()
}

/**
 * A text value (names, companies, street lines): the cleaned text when it has letters and is not
 * itself just another label or a stray value of another type.
 */
export function parseTextValue(text: string): ParsedValue | undefined {
  const cleaned = normalizeText(text)
  if (cleaned.length < 2 || cleaned.length > 120) return undefined
  if (!/[A-Za-z]{3}/.test(cleaned)) return undefined
  // The tail of a possessive label ("Applicant's Initials") is not a value.
  if (/^['’]/.test(cleaned)) return undefined
  // OCR noise (box edges read as brackets and bars) is not a name.
  if (/[[\]{}|~_=<>]/.test(cleaned)) return undefined
  // Values are short: a sentence is prose, not a name or an address.
  if (cleaned.split(' ').length > 10) return undefined
  const start = text.indexOf(cleaned.slice(0, 1))
  return {
    printed: cleaned,
    normalized: cleaned,
    start: Math.max(0, start),
    end: Math.max(0, start) + cleaned.length,
    quality: 1,
  }
}

/** The first value of a field type in a text, or undefined. */
export function parseFirstValue(type: ExtractionFieldType, text: string): ParsedValue | undefined {
  switch (type) {
    case 'Date':
      return findDates(text)[0]
    case 'Currency':
      return findAmounts(text)[0]
    case 'Number':
      return findYears(text)[0]
    case 'Text':
      return parseTextValue(text)
  }
}

/** Within digit groups, OCR often reads O/o as 0, l/I as 1 and S as 5: fix those only there. */
function fixOcrDigits(text: string): string {
  return text.replace(/(?<=[\d$,])[Oo](?=[\d,.]|$)|(?<=\d)[lI](?=\d)/g, (c) =>
    c === 'O' || c === 'o' ? '0' : '1',
  )
}
