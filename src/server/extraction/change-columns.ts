/**
 * A change's before/after table: a confirmation of a change prints what the policy said before
 * it beside what it says now ("Before this change" | "After this change", "Previous" | "New",
 * "Current" | "Changed to"; a renewal offer's "Current" | "Proposed"; a book transfer's "Your current
 * policy" | "Your new policy", "Expiring" | "Replacement", "Previous carrier" | "New carrier"). The old column's lender, loan and amounts are no longer the policy's;
 * unlike a comparison of terms (page-geometry.ts), its names (a lender taken off) are old too, so
 * such a column is skipped by names as well as numbers. Both headers must stand on one line, the
 * old one left of the new: one header alone ("Current") says nothing about a change.
 */
import type { BoundingBox } from '../../shared/extraction/types'
import type { Cell, Line } from './layout'

/** An old column: its header's box, where its table ends, and that its names are old too. */
export interface ChangeColumn extends BoundingBox {
  readonly bottom: number
  readonly names: true
}

/** What the change did, optionally after "before"/"after": "this change", "the update". */
const CHANGE_NOUN = String.raw`(?:\s+(?:this|the))?\s+(?:change|endorsement|amendment|request|revision|update)`
/** What a column may say it holds after its when: "Previous mortgagee", "New clause". */
const HELD = String.raw`(?:\s+(?:mortgagee|lender|lienholder|interest|clause|payee|information|details|values?|term|period|year|limits?|amounts?|premiums?|polic(?:y|ies)|coverages?|carriers?|insurers?|company|insurance))?`
/** Whose the column is, before its when: "Your current policy", "The new carrier". */
const WHOSE = String.raw`(?:(?:your|the|our)\s+)?`

/** The header of what the change replaced. */
const BEFORE_HEAD = new RegExp(
  String.raw`^(?:(?:before${CHANGE_NOUN})|(?:${WHOSE}(?:previous(?:ly)?|prior|old|former|was|current|existing|expiring|outgoing|removed|replaced|deleted)${HELD})|before)[:]?$`,
  'i',
)
/** The header of what replaced it. */
const AFTER_HEAD = new RegExp(
  String.raw`^(?:(?:after${CHANGE_NOUN})|(?:${WHOSE}(?:new|now|revised|updated|added|replacement|replacing|incoming|changed\s+to|proposed|renewal|renewing)${HELD})|after)[:]?$`,
  'i',
)

/** The old columns of the page's before/after tables, each down to where its table ends. */
export function changeColumns(lines: readonly Line[]): ChangeColumn[] {
  const out: ChangeColumn[] = []
  for (const [i, line] of lines.entries()) {
    const cells = line.cells
    const k = cells.findIndex((c) => BEFORE_HEAD.test(c.text.trim()))
    if (k < 0) continue
    const after: Cell | undefined = cells.slice(k + 1).find((c) => AFTER_HEAD.test(c.text.trim()))
    if (after === undefined) continue
    const head = cells[k]!
    const left = head.bbox.x0 - 0.005
    // The table ends at the first line that runs across the old column's left edge (a sentence
    // under the table) or leaves its page.
    let bottom = line.bbox.y1
    for (const row of lines.slice(i + 1)) {
      if (row.bbox.page !== line.bbox.page) break
      if (row.cells.some((c) => c.bbox.x0 < left && c.bbox.x1 > left + 0.01)) break
      bottom = row.bbox.y1
    }
    out.push({
      page: head.bbox.page,
      x0: left,
      x1: after.bbox.x0 - 0.005,
      y0: head.bbox.y0,
      y1: head.bbox.y1,
      bottom,
      names: true,
    })
  }
  return out
}
