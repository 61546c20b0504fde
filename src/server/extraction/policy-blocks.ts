/**
 * A document about a borrower's insurance program (a broker-of-record letter, a bank's insurance
 * review, a summary of coverages) lists several policies: general liability, auto, property,
 * umbrella, each a row of a table or a block of lines opened by its line of business, each with its
 * own policy number. A package policy's declarations also print "Property coverages" and
 * "Liability coverages" sections, but under the one policy number: those are sections, not
 * policies. This finds the separate policies only — blocks opened by a line of business that each
 * own a different policy number.
 */
import type { Line } from './layout'

/** The property line of business, opening a cell ("Commercial Property", "Property – Acme"). */
const PROPERTY =
  /^(?:commercial\s+|business\s+|building\s+(?:and|&)\s+)?property\b(?!\s+(?:damage|address|location|description))/i

/** Another line of business opening a cell. */
const OTHER_LINE =
  /^(?:commercial\s+|business\s+|excess\s+|personal\s+)?(?:general\s+liability|auto(?:mobile)?(?:\s+liability)?|umbrella|excess(?:\s+liability)?|workers'?\s*comp(?:ensation)?|crime|fidelity|flood(?:\s+\(?nfip\)?)?|inland\s+marine|cyber(?:\s+liability)?|directors\s*(?:&|and)\s*officers|d\s*&\s*o|employment\s+practices|professional\s+liability|errors\s*(?:&|and)\s*omissions|garage(?:keepers)?|equipment\s+breakdown|boiler(?:\s+(?:&|and)\s+machinery)?)\b/i

/** Words that end a line-of-business phrase run into the next cell's text. */
const RUN_ON = /^\s*(?:\([^)]*\)\s*)?(?:[-–—:|]\s*)?/

/** A value shaped like a policy number: letters and at least five digits, or seven digits. */
const NUMBER_SHAPE = /(?<![\w$.,/-])(?:[A-Z]{1,6}[ -]?)?\d[\dA-Z-]{4,}(?![\w.,/])/g

/** Shapes a policy number never has: a date, a phone number, a ZIP code, a year range. */
const NOT_A_NUMBER =
  /^(?:\d{5}(?:-\d{4})?|\d{3}-\d{3}-\d{4}|\d{4}-\d{2,4}|\d{1,2}-\d{1,2}-\d{2,4})$/

/** A number's caption that makes it no policy's: an insurer's code, a loan, an account. */
const OTHER_NUMBER =
  /\b(?:naic|code|loan|account|acct|agency|fein|tax\s*id|phone|fax)\b\W*(?:no\.?|#|number)?\W*$/i

/** A line of business followed by these words titles a section or form of one policy. */
const SECTION_WORDS =
  /^\s*(?:[-–—:]\s*)?(?:declarations?|dec\b|coverages?|coverage\s+(?:part|form|section)|section|part|schedule|extension|conditions|endorsements?|forms?|summary|premiums?|limits?|deductibles?|information)\b/i

/** Most lines one policy's block runs (a block of a listing, not the rest of the page). */
const MAX_BLOCK_LINES = 10

/** Lines of a block in which its own policy number is printed (a row, or a block's head). */
const NUMBER_LINES = 3

/** Most words a cell opening a policy's row or block has (more is a sentence). */
const MAX_OPENER_WORDS = 10

/** Which line of business a block is. */
export type LineOfBusiness = 'property' | 'other'

/** One policy among several: its lines, its line of business, its own number. */
export interface PolicyBlock {
  readonly kind: LineOfBusiness
  readonly lines: readonly Line[]
  readonly number: string
}

/** The line of business a cell's text opens with, and where the phrase ends. */
export function lineOfBusiness(text: string): { kind: LineOfBusiness; end: number } | undefined {
  const t = text.trimStart()
  const lead = text.length - t.length
  const p = PROPERTY.exec(t) ?? undefined
  const o = OTHER_LINE.exec(t) ?? undefined
  // "Property" of "Property damage liability" is no line; the longest phrase names the line.
  const m = p !== undefined && (o === undefined || p[0].length >= o[0].length) ? p : o
  if (m === undefined || SECTION_WORDS.test(t.slice(m[0].length))) return undefined
  const rest = RUN_ON.exec(t.slice(m[0].length))?.[0].length ?? 0
  return { kind: m === p ? 'property' : 'other', end: lead + m[0].length + rest }
}

/** The policy-number-shaped values of a line's text, squashed to letters and digits. */
export function policyNumbersIn(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(NUMBER_SHAPE)) {
    const v = m[0].trim()
    const digits = v.replace(/\D/g, '').length
    const letters = /[A-Z]/i.test(v)
    if (NOT_A_NUMBER.test(v) || digits < 5 || (!letters && digits < 7)) continue
    if (OTHER_NUMBER.test(text.slice(0, m.index))) continue
    out.push(v.replace(/[^A-Z0-9]/gi, '').toUpperCase())
  }
  return out
}

/** The line of business a line opens (in its first two cells), if any. */
function openedLine(line: Line): LineOfBusiness | undefined {
  for (const cell of line.cells.slice(0, 2)) {
    if (cell.text.trim().split(/\s+/).length > MAX_OPENER_WORDS) continue
    const lob = lineOfBusiness(cell.text)
    if (lob !== undefined) return lob.kind
  }
  return undefined
}

/**
 * The separate policies a document lists, in reading order, or none: at least two blocks opened
 * by a line of business, one of them property and one another line, each owning a policy number
 * (on its first lines) no other block owns. Sections of one policy (no number of their own, or the
 * same one) are none.
 */
export function policyBlocks(lines: readonly Line[]): PolicyBlock[] {
  const openers: number[] = []
  lines.forEach((line, i) => {
    if (openedLine(line) !== undefined) openers.push(i)
  })
  if (openers.length < 2) return []
  const blocks: PolicyBlock[] = []
  openers.forEach((start, k) => {
    const first = lines[start]!
    const next = openers[k + 1]
    const h = Math.max(first.height, 1e-6)
    const own: Line[] = [first]
    for (let i = start + 1; i < lines.length && own.length < MAX_BLOCK_LINES; i++) {
      const line = lines[i]!
      const prev = own[own.length - 1]!
      if (i === next || line.bbox.page !== first.bbox.page) break
      if (line.bbox.y0 - prev.bbox.y1 > 2.5 * h) break
      own.push(line)
    }
    const numbers = own
      .slice(0, NUMBER_LINES)
      .flatMap((l) => l.cells.flatMap((c) => policyNumbersIn(c.text)))
    blocks.push({ kind: openedLine(first)!, lines: own, number: numbers[0] ?? '' })
  })
  // A line of business without a number of its own is a section (or a premium line) of a policy.
  if (blocks.some((b) => b.number === '')) return []
  // Nothing ends the last block but its table's end: it runs no longer than the shortest of the
  // others (a total or a remark under the table is no row of it).
  const last = blocks[blocks.length - 1]
  if (last !== undefined && blocks.length > 1) {
    const most = Math.min(...blocks.slice(0, -1).map((b) => b.lines.length))
    blocks[blocks.length - 1] = { ...last, lines: last.lines.slice(0, most) }
  }
  const distinct = new Set(blocks.map((b) => b.number))
  if (blocks.length < 2 || distinct.size < blocks.length) return []
  if (!blocks.some((b) => b.kind === 'property') || !blocks.some((b) => b.kind === 'other'))
    return []
  return blocks
}
