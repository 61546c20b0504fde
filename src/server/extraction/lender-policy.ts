/**
 * When a document lists several of the borrower's policies (policy-blocks.ts), the values a
 * lender's file wants are the property policy's: the one the lender is mortgagee or loss payee
 * of. Its number, carrier, term, premium, limit and deductible come from its own block; another
 * block's are another policy's. A value read from another block's row (a column caption pairs
 * with the first row under it) is read again from the property block's line in the same column.
 * When the page cannot tell which block is the lender's property policy, the blocks give no
 * per-policy value at all: a wrong policy's number is worse than none.
 *
 * Certificates and ACORD forms list policies by row on purpose and have their own reading.
 */
import {
  extractionField,
  PER_POLICY_FIELDS,
  type ExtractionFieldId,
} from '../../shared/extraction/field-schema'
import { readFieldValue } from './field-values'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import type { Candidate } from './page-geometry'
import { lineOfBusiness, policyBlocks, type PolicyBlock } from './policy-blocks'
import { wrappedCells } from './row-cells'

/** A form or certificate that lists policies by row and is read by its own rules. */
const FORM_TITLE =
  /\bACORD\b|\bcertificate\s+of\s+(?:liability\s+|property\s+)?insurance\b|\bevidence\s+of\s+(?:commercial\s+)?property\s+insurance\b/i

/** A lender's word in a block: the lender's interest is on that policy. */
const LENDER = /\b(?:mortgagee|lender|loss\s+payee|lien\s*holder)\b/i

const squash = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

const blockOf = (c: Candidate, blocks: readonly PolicyBlock[]): PolicyBlock | undefined => {
  const mid = (c.bbox.y0 + c.bbox.y1) / 2
  return blocks.find((b) =>
    b.lines.some((l) => l.bbox.page === c.bbox.page && mid >= l.bbox.y0 && mid <= l.bbox.y1),
  )
}

/** The block the lender's file is about, or undefined when the page cannot tell. */
function lenderBlock<C extends Candidate>(
  blocks: readonly PolicyBlock[],
  found: readonly C[],
): PolicyBlock | undefined {
  const property = blocks.filter((b) => b.kind === 'property')
  const lenders = found
    .filter((c) => c.field === 'policy.mortgagee')
    .map((c) => squash(c.normalized))
    .filter((k) => k.length >= 6)
  const namesLender = (b: PolicyBlock): boolean =>
    b.lines.some((l) =>
      l.cells.some((c) => LENDER.test(c.text) || lenders.some((k) => squash(c.text).includes(k))),
    )
  // The lender named on another line's policy (an auto's loss payee) says nothing of property.
  const named = property.filter(namesLender)
  if (named.length === 1) return named[0]
  return property.length === 1 ? property[0] : undefined
}

/** A carrier's value without a line of business run into its cell ("Property – Acme Mutual"). */
function carrierText(field: ExtractionFieldId, text: string): string {
  if (field !== 'policy.carrier') return text
  const lob = lineOfBusiness(text)
  return lob === undefined ? text : text.slice(lob.end)
}

/** The candidate read again from the target block's line at the same offset, same column. */
function movedTo<C extends Candidate>(c: C, from: PolicyBlock, target: PolicyBlock): C | undefined {
  const mid = (c.bbox.y0 + c.bbox.y1) / 2
  const at = from.lines.findIndex((l) => mid >= l.bbox.y0 && mid <= l.bbox.y1)
  const line: Line | undefined = target.lines[at]
  const cx = (c.bbox.x0 + c.bbox.x1) / 2
  const cell: Cell | undefined = line?.cells.find(
    (k) => cx >= k.bbox.x0 - 0.01 && cx <= k.bbox.x1 + 0.01,
  )
  const field = extractionField(c.field)
  if (cell === undefined || field === undefined) return undefined
  const text = carrierText(c.field, cell.text)
  const v = readFieldValue(field, undefined, text)
  if (v === undefined) return undefined
  const start = cell.text.length - text.length + v.start
  return {
    ...c,
    value: v.printed,
    normalized: v.normalized,
    bbox: boxOfRange(cell, start, start + v.printed.length),
    score:
      c.score * Math.min(1, wordTrust(cell.confidence) / Math.max(c.evidence?.trust ?? 1, 1e-6)),
  }
}

/** A carrier read with a line of business before its name, read again without it. */
function withoutLineWords<C extends Candidate>(c: C): C | undefined {
  if (c.field !== 'policy.carrier' || lineOfBusiness(c.value) === undefined) return c
  const field = extractionField(c.field)
  const rest = carrierText(c.field, c.value)
  const v = field === undefined ? undefined : readFieldValue(field, undefined, rest)
  if (v === undefined) return undefined
  return { ...c, value: v.printed, normalized: v.normalized }
}

/** The line of `block` a candidate is on and the cell that holds it. */
function placeOf(c: Candidate, block: PolicyBlock): { at: number; cell: Cell } | undefined {
  const mid = (c.bbox.y0 + c.bbox.y1) / 2
  const cx = (c.bbox.x0 + c.bbox.x1) / 2
  const at = block.lines.findIndex((l) => mid >= l.bbox.y0 && mid <= l.bbox.y1)
  const cell = block.lines[at]?.cells.find((k) => cx >= k.bbox.x0 && cx <= k.bbox.x1)
  return cell === undefined ? undefined : { at, cell }
}

/** A carrier's name read on with its cell's wrapped lines ("Incunabula Specialty" / "Casualty"). */
function wholeCarrier<C extends Candidate>(c: C, block: PolicyBlock): C {
  const place = c.field === 'policy.carrier' ? placeOf(c, block) : undefined
  const field = extractionField('policy.carrier')
  if (place === undefined || field === undefined) return c
  const more = wrappedCells(block.lines, place.at, place.cell)
  if (more.length === 0) return c
  const own = carrierText(c.field, place.cell.text).trim()
  if (!own.endsWith(c.value.trim())) return c
  const v = readFieldValue(field, undefined, [own, ...more.map((k) => k.text)].join(' '))
  if (v === undefined || v.printed.length <= c.value.length || !v.printed.startsWith(c.value))
    return c
  const boxes = [c.bbox, ...more.map((k) => k.bbox)]
  const bbox = {
    page: c.bbox.page,
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  }
  return { ...c, value: v.printed, normalized: v.normalized, bbox }
}

/** A term's end printed under its start in the same cell, when nothing else gave it. */
function wrappedExpiration<C extends Candidate>(kept: readonly C[], block: PolicyBlock): C[] {
  const inBlock = kept.filter((c) => blockOf(c, [block]) !== undefined)
  if (inBlock.some((c) => c.field === 'policy.expirationDate')) return []
  const field = extractionField('policy.expirationDate')
  return inBlock.flatMap((c): C[] => {
    const place = c.field === 'policy.effectiveDate' ? placeOf(c, block) : undefined
    const under =
      place === undefined ? undefined : wrappedCells(block.lines, place.at, place.cell)[0]
    const v =
      under === undefined || field === undefined
        ? undefined
        : readFieldValue(field, undefined, under.text)
    // The whole cell under the start is the one date: not a line of something else.
    if (under === undefined || v === undefined || v.printed.length < under.text.trim().length - 1)
      return []
    return [
      {
        ...c,
        field: 'policy.expirationDate',
        value: v.printed,
        normalized: v.normalized,
        bbox: boxOfRange(under, v.start, v.start + v.printed.length),
        score: c.score * 0.9,
        labelKey: undefined,
      },
    ]
  })
}

/**
 * The candidates with each per-policy value of a listed policy other than the lender's property
 * policy read again from that policy's block, or dropped; all of them dropped when the page does
 * not say which block that is.
 */
export function withLenderPolicy<C extends Candidate>(
  found: readonly C[],
  lines: readonly Line[],
): C[] {
  if (lines.some((l) => l.cells.some((c) => FORM_TITLE.test(c.text)))) return [...found]
  const blocks = policyBlocks(lines)
  if (blocks.length === 0) return [...found]
  const target = lenderBlock(blocks, found)
  const kept = found.flatMap((c): C[] => {
    if (!PER_POLICY_FIELDS.has(c.field)) return [c]
    const from = blockOf(c, blocks)
    if (from === undefined) return [c]
    if (target === undefined) return []
    const got = from === target ? withoutLineWords(c) : movedTo(c, from, target)
    return got === undefined ? [] : [wholeCarrier(got, target)]
  })
  return target === undefined ? kept : [...kept, ...wrappedExpiration(kept, target)]
}
