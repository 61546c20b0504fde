/**
 * A certificate of liability insurance (ACORD 25) printed flat: its coverages table lists one
 * policy a row, the row starting with the letter of its insurer ("INSR LTR", A..F) and holding
 * the policy number and its two dates; the insurers are listed above it ("INSURER E : …"). When
 * exactly one row describes a property policy (agencies put it last, on the "other" row:
 * "COMMERCIAL PROPERTY", "PROPERTY - DP-3"), that row is the policy a lender asks about: its
 * number, dates and insurer are the answer, and the other rows' (general liability, auto,
 * umbrella, workers' compensation, written by other insurers) are not rivals. The same rule as
 * certificate-rows.ts, read from the page's lines instead of the form fields' names.
 */
import { extractionField, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import { SAME_POLICY, UNREAD_FIELDS, unreadTable } from './certificate-unread'
import { readFieldValue } from './field-values'
import { saysNoValue } from './no-value'
import { boxOfRange, wordTrust, type Cell, type Line } from './layout'
import type { Candidate } from './page-geometry'
import { PER_POLICY_FIELDS } from '../../shared/extraction/field-schema'
import {
  HOLDER_IS_LENDER,
  LENDER_HOLDER,
  lenderRows,
  linesOfBusiness,
  remarkedRow,
} from './row-kinds'
import { findDates } from './value-parsers'

/** Trust in a value of the property row: above any label's, as the row's form field is. */
const ROW_SCORE = 1.1

/** How far (line heights) a row's description may sit from the line with its letter. */
const DESCRIPTION_REACH = 6

/** One policy row of the coverages table. */
interface PolicyRow {
  readonly line: Line
  readonly letter: string
  readonly number: { cell: Cell; start: number; printed: string; normalized: string }
  readonly dates: ReadonlyArray<{ cell: Cell; start: number; printed: string; normalized: string }>
}

/** What the property row gives: its candidates, and where the other rows' values lie. */
export interface PropertyRowReading {
  readonly candidates: Candidate[]
  /** The other policies' rows and insurer lines: their values are not this policy's. */
  readonly others: BoundingBox[]
  /** The fields the property row answers. */
  readonly fields: ReadonlySet<ExtractionFieldId>
}

const POLICY_NUMBER = extractionField('policy.policyNumber')
const CARRIER = extractionField('policy.carrier')
const ADDRESS = extractionField('property.address')

/** A line opening with a street number and a street's name. */
const STREET_START = /^\d{1,6}[a-z]?\s+[a-z]{2,}/i

/**
 * The dates a cell opens with, when it is a cell of dates: one or two dates and nothing else, or
 * followed only by words (the limits column's caption printed close enough to join the cell:
 * "26 October 2030 26 October 2031 COV D RENTS").
 */
function leadingDates(text: string): ReturnType<typeof findDates> {
  const out: ReturnType<typeof findDates> = []
  let end = 0
  for (const d of findDates(text)) {
    if (!/^[^a-z0-9]*$/i.test(text.slice(end, d.start))) break
    if (out.length > 0 && d.start < end) continue
    out.push(d)
    end = d.end
  }
  return out.length > 0 && !/\d/.test(text.slice(end)) ? out : []
}

/** A line that is a policy row: an insurer's letter first, then a policy number and two dates. */
function policyRow(line: Line): PolicyRow | undefined {
  const first = line.cells[0]?.tokens[0]
  // A scan's letter box may read doubled ("Cc" for C): the box holds one letter, never two.
  const letter = /^([A-F])\1?$/.exec(first?.text.trim().toUpperCase() ?? '')?.[1]
  if (letter === undefined || POLICY_NUMBER === undefined) return undefined
  const dates: PolicyRow['dates'][number][] = []
  let number: PolicyRow['number'] | undefined
  for (const cell of line.cells) {
    const found = leadingDates(cell.text)
    // A cell of one or two dates: the policy's effective and expiration columns.
    if (found.length > 0) {
      for (const d of found) dates.push({ cell, ...d })
      continue
    }
    if (dates.length > 0) continue
    // The policy number is the identifier right before the dates (after the description's words
    // and the "ADDL INSD / SUBR WVD" marks); the row's letter is no part of it.
    const offset = cell === line.cells[0] ? (first?.text.length ?? 0) : 0
    const v = readFieldValue(POLICY_NUMBER, undefined, cell.text.slice(offset))
    number =
      v !== undefined && /\d/.test(v.printed)
        ? { cell, start: offset + v.start, printed: v.printed, normalized: v.normalized }
        : undefined
  }
  if (number === undefined || dates.length < 2) return undefined
  return { line, letter, number, dates }
}

/**
 * The property row of a certificate's coverages table and the insurer its letter names, or
 * nothing when no row or more than one describes a property policy.
 */
export function readPropertyRow(lines: readonly Line[]): PropertyRowReading | undefined {
  const rows = lines.map(policyRow).filter((r): r is PolicyRow => r !== undefined)
  if (rows.length === 0) return unreadScan(lines)
  // The row's description: the words left of its policy number, nearer its letter than any
  // other row's (the limits column to the right names "PROPERTY DAMAGE" of an auto policy).
  const descriptionCells = (row: PolicyRow): Cell[] => {
    const k = rows.indexOf(row)
    const h = Math.max(row.line.height, 1e-6)
    const mid = (l: Line): number => (l.bbox.y0 + l.bbox.y1) / 2
    const prev = rows[k - 1]
    const next = rows[k + 1]
    const top = prev === undefined ? -Infinity : (mid(prev.line) + mid(row.line)) / 2
    const bottom = next === undefined ? Infinity : (mid(row.line) + mid(next.line)) / 2
    return lines
      .filter(
        (l) =>
          l.bbox.page === row.line.bbox.page &&
          mid(l) > top &&
          mid(l) <= bottom &&
          Math.abs(mid(l) - mid(row.line)) <= DESCRIPTION_REACH * h,
      )
      .flatMap((l) => l.cells.filter((c) => c.bbox.x1 <= row.number.cell.bbox.x0 + 0.002))
  }
  const description = (row: PolicyRow): string =>
    descriptionCells(row)
      .map((c) => c.text)
      .join('  ')
  const lender =
    lines.some((l) => l.cells.some((c) => HOLDER_IS_LENDER.test(c.text))) ||
    holderAsMortgagee(lines).length > 0
  const property = lenderRows(rows, description, lender)
  const remarks = lines.flatMap((l) => l.cells.map((c) => c.text))
  const only = property.length === 1 ? property[0] : remarkedRow(property, (r) => r.letter, remarks)
  // Two property policies and nothing saying which the lender is on: neither, and no other row's.
  if (only === undefined && property.length > 1) return competing(rows, lines)
  // Rows of several lines of business and none read as property: the property row, if there is
  // one, is unreadable (a scan's broken letter or number), and a caption's nearest value in the
  // table would be another policy's. No policy's value from the table is better than that.
  if (only === undefined)
    return rows.length > 1 && linesOfBusiness(rows, description) > 1
      ? unreadRow(rows, lines)
      : unreadScan(lines)
  const candidates: Candidate[] = []
  const cand = (
    field: ExtractionFieldId,
    cell: Cell,
    start: number,
    printed: string,
    normalized: string,
  ): void => {
    const trust = wordTrust(cell.confidence)
    candidates.push({
      field,
      value: printed,
      normalized,
      bbox: boxOfRange(cell, start, start + printed.length),
      score: ROW_SCORE * trust,
      relation: 'row',
      labelKey: `policy-row:${only.line.bbox.page}:${only.line.index}:${field}`,
      evidence: { label: ROW_SCORE, quality: 1, trust },
    })
  }
  const n = only.number
  cand('policy.policyNumber', n.cell, n.start, n.printed, n.normalized)
  const [eff, exp] = only.dates
  if (eff !== undefined)
    cand('policy.effectiveDate', eff.cell, eff.start, eff.printed, eff.normalized)
  if (exp !== undefined)
    cand('policy.expirationDate', exp.cell, exp.start, exp.printed, exp.normalized)
  // A street line in the row's description ("DWELLING FIRE DP-3 AT" / "18967 Alcor Ave") is where
  // the insured property stands.
  const street = descriptionCells(only).find((c) => STREET_START.test(c.text))
  const address = street && ADDRESS && readFieldValue(ADDRESS, undefined, street.text)
  if (street !== undefined && address !== undefined)
    cand('property.address', street, address.start, address.printed, address.normalized)
  const others: BoundingBox[] = rows.filter((r) => r !== only).map((r) => r.line.bbox)
  // The insurers' list: "INSURER E : Name", the name in the same cell or the next.
  // The insurers' list stands above the coverages table: an "INSURER E …" below its first row is
  // a remark about that insurer's policy ("INSURER E BUILDING POLICY: …"), not its name.
  const top = rows[0]?.line.bbox
  const aboveTable = (l: Line): boolean =>
    top === undefined || l.bbox.page < top.page || (l.bbox.page === top.page && l.bbox.y1 <= top.y0)
  for (const line of lines.filter(aboveTable)) {
    for (const [k, cell] of line.cells.entries()) {
      const m = /^insurer\s+([a-f])\s*:?\s*(.*)$/i.exec(cell.text.trim())
      if (m === null) continue
      if (m[1]?.toUpperCase() !== only.letter) {
        others.push(line.bbox)
        continue
      }
      const inCell = (m[2] ?? '').trim()
      const nameCell = inCell !== '' ? cell : line.cells[k + 1]
      if (nameCell === undefined || CARRIER === undefined) continue
      const text = inCell !== '' ? inCell : nameCell.text
      const v = readFieldValue(CARRIER, undefined, text)
      if (v === undefined) continue
      const at = nameCell.text.indexOf(v.printed)
      if (at < 0) continue
      cand('policy.carrier', nameCell, at, v.printed, v.normalized)
    }
  }
  const fields = new Set(candidates.map((c) => c.field))
  // A row written by another insurer than A says insurer A's name (what a certificate's carrier
  // is read as otherwise) is not the policy's: unread, the carrier is better left unanswered.
  if (only.letter !== 'A') fields.add('policy.carrier')
  return { candidates, others, fields }
}

/** Rows that compete for the lender: no row's number, dates or insurer is the answer. */
function competing(rows: readonly PolicyRow[], lines: readonly Line[]): PropertyRowReading {
  const insurers = lines.filter((l) =>
    l.cells.some((c) => /^insurer\s+[a-f]\b/i.test(c.text.trim())),
  )
  return {
    candidates: [],
    others: [...rows.map((r) => r.line.bbox), ...insurers.map((l) => l.bbox)],
    fields: new Set([
      'policy.policyNumber',
      'policy.effectiveDate',
      'policy.expirationDate',
      'policy.carrier',
    ]),
  }
}

/** A table whose rows are too broken to read one as a policy's (certificate-unread.ts). */
function unreadScan(lines: readonly Line[]): PropertyRowReading | undefined {
  const table = unreadTable(lines)
  if (table === undefined) return undefined
  const { others } = competing([], lines)
  return { candidates: [], others: [table, ...others], fields: UNREAD_FIELDS }
}

/**
 * A program's table without a readable property row: nothing of any policy from the table (from
 * the row above the first row's letter to the remarks below the last) nor the insurers' list.
 */
function unreadRow(
  rows: readonly PolicyRow[],
  lines: readonly Line[],
): PropertyRowReading | undefined {
  const first = rows[0]?.line.bbox
  const last = rows[rows.length - 1]?.line
  if (first === undefined || last === undefined) return competing(rows, lines)
  const h = Math.max(last.height, 1e-6)
  const remarks = lines.find(
    (l) =>
      l.bbox.page === last.bbox.page &&
      l.bbox.y0 >= last.bbox.y1 &&
      /^description\s+of\s+operations\s*(?:\/|locations)/i.test(l.cells[0]?.text.trim() ?? ''),
  )
  const y1 = remarks?.bbox.y0 ?? last.bbox.y1 + DESCRIPTION_REACH * h
  const table = { ...first, y0: first.y0 - DESCRIPTION_REACH * h, y1 }
  // A row saying its policy is another row's ("PROPERTY (PART OF PACKAGE)  SAME AS ABOVE") is
  // read: the package's number and dates are the property's, as the label reading gives them.
  const inTable = (l: Line): boolean =>
    l.bbox.page === table.page && l.bbox.y0 >= table.y0 && l.bbox.y1 <= table.y1
  if (lines.some((l) => inTable(l) && l.cells.some((c) => SAME_POLICY.test(c.text))))
    return undefined
  const reading = competing(rows, lines)
  return { candidates: [], others: [table, ...reading.others], fields: PER_POLICY_FIELDS }
}

/**
 * A reference number opening a line of the holder's box ("Ref ML41807863 - P.O. Box 45776"), or
 * a loan's with its kind before it ("Constr. Loan 8572-942279").
 */
const HOLDER_REFERENCE =
  /^(?:ref(?:erence)?|(?:[a-z]{3,12}\.?\s+)?loan)\.?\s*(?:#|no\.?)?\s*:?\s*[a-z]{0,3}-?\d[\w-]{4,}\b/i

/** Trust in a certificate holder's name as the mortgagee, where the certificate says it is one. */
const HOLDER_SCORE = 0.95

const MORTGAGEE = extractionField('policy.mortgagee')
const LOAN = extractionField('policy.loanNumber')

/**
 * The certificate holder as the mortgagee: a certificate sent to a lender names it as the holder,
 * with its loan number or the "ISAOA / ATIMA" clause in the holder's box, or a remark that the
 * holder is the mortgagee or loss payee. A holder without either (a contractor's bid file) is no
 * mortgagee.
 */
export function holderAsMortgagee(lines: readonly Line[]): Candidate[] {
  if (MORTGAGEE === undefined || LOAN === undefined) return []
  const says = lines.some((l) => l.cells.some((c) => HOLDER_IS_LENDER.test(c.text)))
  for (const line of lines) {
    const k = line.cells.findIndex((c) => /^certificate\s+holder$/i.test(c.text.trim()))
    const caption = line.cells[k]
    if (caption === undefined) continue
    const h = Math.max(line.height, 1e-6)
    // The holder's box: under its caption, starting left of the next box's caption on its line
    // (a long name may run on past that edge: a flattened field prints all of its text).
    const right = line.cells[k + 1]?.bbox.x0 ?? 1
    const block = lines
      .filter(
        (l) =>
          l.bbox.page === line.bbox.page &&
          l.bbox.y0 > line.bbox.y1 - 0.2 * h &&
          l.bbox.y0 - line.bbox.y1 < 10 * h,
      )
      .flatMap((l) =>
        l.cells.filter((c) => c.bbox.x0 < right && c.bbox.x0 >= caption.bbox.x0 - 0.01),
      )
    const name = block[0]
    if (name === undefined) continue
    // "(no mortgagee on file)" under the holder's name says the opposite.
    if (block.some((c) => saysNoValue('policy.mortgagee', c.text))) continue
    const inBox = block.slice(1, 3).some((c) => LENDER_HOLDER.test(c.text))
    // A lender's reference under its name ("Ref ML41807863") is the loan the certificate is for.
    const reference = block.slice(1, 3).find((c) => HOLDER_REFERENCE.test(c.text))
    if (!says && !inBox && reference === undefined) continue
    const v = readFieldValue(MORTGAGEE, undefined, name.text)
    // A remark or a reference alone makes a holder the lender only when its name is a lender's.
    if (v === undefined || (!inBox && v.quality < 1)) continue
    const trust = wordTrust(name.confidence)
    const holder: Candidate = {
      field: 'policy.mortgagee',
      value: v.printed,
      normalized: v.normalized,
      bbox: boxOfRange(name, v.start, v.start + v.printed.length),
      score: HOLDER_SCORE * v.quality * trust,
      relation: 'below',
      labelKey: `holder:${line.bbox.page}:${line.index}`,
      evidence: { label: HOLDER_SCORE, quality: v.quality, trust },
    }
    const ref = reference?.text.match(/[a-z]{0,3}-?\d[\w-]{4,}/i)
    const loan = ref?.[0] === undefined ? undefined : readFieldValue(LOAN, undefined, ref[0])
    if (reference === undefined || ref?.index === undefined || loan === undefined) return [holder]
    const at = ref.index + loan.start
    const loanTrust = wordTrust(reference.confidence)
    return [
      holder,
      {
        field: 'policy.loanNumber',
        value: loan.printed,
        normalized: loan.normalized,
        bbox: boxOfRange(reference, at, at + loan.printed.length),
        score: HOLDER_SCORE * loan.quality * loanTrust,
        relation: 'below',
        labelKey: `holder-reference:${line.bbox.page}:${line.index}`,
        evidence: { label: HOLDER_SCORE, quality: loan.quality, trust: loanTrust },
      },
    ]
  }
  return []
}
