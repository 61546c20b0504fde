/**
 * A certificate's coverages table read so badly (a scan) that none of its rows is read as a
 * policy row: the captions ("TYPE OF INSURANCE", "POLICY NUMBER") still say it lists policies one
 * a row, and lines holding a number and a date say there are several. Without the property row a
 * caption's nearest number, date or insurer there is another policy's: nothing from the table.
 */
import { PER_POLICY_FIELDS, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import type { BoundingBox } from '../../shared/extraction/types'
import type { Line } from './layout'
import { linesOfBusiness } from './row-kinds'
import { findDates } from './value-parsers'

/**
 * What a broken table gives none of: a deductible in the table is the property row's own (the
 * other rows print retentions, not deductibles), so it stands.
 */
export const UNREAD_FIELDS: ReadonlySet<ExtractionFieldId> = new Set(
  [...PER_POLICY_FIELDS].filter((f) => f !== 'policy.deductible'),
)

/** How far (line heights) below the last policy line the table reaches without a remarks box. */
const TABLE_REACH = 6

/** The table's captions over its type and number columns. */
const TYPE_CAPTION = /\btype\s+of\s+insurance\b/i
const NUMBER_CAPTION = /\bpolicy\s+number\b/i

/** The remarks box under the table (not "describe under REMARKS below" in a row). */
const REMARKS_CAPTION = /^(?:description\s+of\s+operations\s*(?:\/|locations)|remarks\s*(?:\(|$))/i

/** A row's words saying its policy is written on another row. */
export const SAME_POLICY = /\b(?:same\s+as\s+above|see\s+above|part\s+of\s+(?:the\s+)?package)\b/i

const lineText = (l: Line): string => l.cells.map((c) => c.text).join('  ')

/** A cell that is a policy number alone: a few letters, then digits ("GAR 8212448", "XS-970272"). */
const NUMBER_CELL = /^[a-z]{0,5}[\s-]?\d[\d\s-]{3,}[a-z]{0,3}$/i

/** A line holding a policy number's cell and then a date: one policy's row, however broken. */
function policyLine(line: Line): boolean {
  const k = line.cells.findIndex((c) => findDates(c.text).length > 0)
  return k > 0 && line.cells.slice(0, k).some((c) => NUMBER_CELL.test(c.text.trim()))
}

/**
 * The table's extent when its captions stand over several policy lines of several lines of
 * business and no row says its policy is another's; nothing otherwise.
 */
export function unreadTable(lines: readonly Line[]): BoundingBox | undefined {
  const caption = lines.find(
    (l) =>
      l.cells.some((c) => TYPE_CAPTION.test(c.text)) &&
      l.cells.some((c) => NUMBER_CAPTION.test(c.text)),
  )
  if (caption === undefined) return undefined
  const page = caption.bbox.page
  const below = lines.filter((l) => l.bbox.page === page && l.bbox.y0 >= caption.bbox.y1)
  const remarks = below.find((l) => REMARKS_CAPTION.test(l.cells[0]?.text.trim() ?? ''))
  const inside = below.filter((l) => remarks === undefined || l.bbox.y1 <= remarks.bbox.y0)
  const policies = inside.filter(policyLine)
  const last = policies[policies.length - 1]
  if (last === undefined || policies.length < 2) return undefined
  const y1 = remarks?.bbox.y0 ?? last.bbox.y1 + TABLE_REACH * Math.max(last.height, 1e-6)
  const table = inside.filter((l) => l.bbox.y1 <= y1)
  if (linesOfBusiness(table, lineText) < 2) return undefined
  if (table.some((l) => SAME_POLICY.test(lineText(l)))) return undefined
  return { ...caption.bbox, y0: caption.bbox.y1, y1 }
}
