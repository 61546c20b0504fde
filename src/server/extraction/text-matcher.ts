/**
 * The page matcher: finds the labels on one page (label-finder.ts), pairs each with the values
 * around it by geometry (pairing.ts), and adds what needs the whole page — which way the page's
 * labels face their values, the deductible on the coverage amount's table row, and an insurer's
 * name printed as a letterhead (insurer-letterhead.ts). Pure: lines in, candidates out; select-results.ts picks the winners.
 */
import { EXTRACTION_FIELDS, type ExtractionFieldId } from '../../shared/extraction/field-schema'
import { deductiblesColumn, withoutSublimits } from './acord-sublimits'
import { holderAsMortgagee, readPropertyRow } from './certificate-table'
import { boxIoU } from './coordinates'
import { readFieldValue } from './field-values'
import { labelColumns } from './label-columns'
import { findLabelHits, type LabelHit } from './label-finder'
import type { BoundingBox } from '../../shared/extraction/types'
import type { Cell, Line } from './layout'
import { boxOfRange, wordTrust } from './layout'
import {
  columnCell,
  labelKey,
  otherTermColumns,
  type Candidate,
  type PageView,
} from './page-geometry'
import { pairLabel } from './pairing'
import { withoutCaptionCells } from './caption-values'
import { copyRecipients } from './copy-recipients'
import { definedTermValues } from './defined-terms'
import { agencyLetterhead } from './agency-letterhead'
import { withInterestKind } from './interest-kind'
import { withoutMasterPolicy } from './master-policy'
import { lenderCopyAddressee } from './copy-addressee'
import { lenderAddressee } from './lender-addressee'
import { salutationInsured } from './salutation-insured'
import { signatureAgency } from './email-signature'
import { manufacturedModelYear } from './model-year'
import { writerAsMortgagee } from './lender-letterhead'
import { namesEventOrRemovedParty, withoutRemovedParties } from './event-captions'
import { isTickedChoice, withTickedOffers } from './tick-options'
import { premisesStreet } from './premises-street'
import { withoutPriorCarrier } from './prior-carrier'
import { qualifiedFromAbove } from './stacked-captions'
import { loanOfLaterLender } from './later-lender-block'
import { inOtherPolicySection, inPremiumSection } from './section-headings'
import { fullInsurerName, letterhead } from './insurer-letterhead'
import { withoutWeakerMortgagees } from './stated-no-mortgagee'

export type { Candidate } from './page-geometry'
export { looksLikeLabel } from './label-text'

/** Every field candidate on one page's lines; `aspect` is the page's width / height. */
export function matchLines(lines: readonly Line[], aspect = 612 / 792): Candidate[] {
  const found = findLabelHits(lines).filter((h) => !additionalInsuredWrapped(h, lines))
  const hits = found.map((h) =>
    qualifiedFromAbove(h, lines) ||
    namesEventOrRemovedParty(h) ||
    isTickedChoice(h) ||
    loanOfLaterLender(h, found) ||
    inPremiumSection(h, lines) ||
    inOtherPolicySection(h, lines)
      ? { ...h, distractor: true }
      : h,
  )
  const labelCells = new Set(hits.map((h) => h.cell))
  const labelStarts = new Set(hits.filter((h) => h.start <= 2).map((h) => h.cell))
  const labelFields = new Map<Cell, Set<ExtractionFieldId>>()
  for (const h of hits)
    labelFields.set(h.cell, (labelFields.get(h.cell) ?? new Set()).add(h.field.id))
  const view: PageView = {
    lines,
    aspect,
    labelCells,
    labelStarts,
    labelFields,
    otherTermColumns: otherTermColumns(lines),
    labelColumns: labelColumns(hits, lines),
  }
  const options = optionLists(hits)
  const paired = underHeadings(
    orient(
      hits.flatMap((h) => (h.distractor || options.has(h) ? [] : pairLabel(h, view))),
      lines,
    ),
    hits,
  )
  const onRow = deductiblesOnCoverageRow(hits, paired, view)
  // A column header's value on the coverage row supersedes the first value of its column.
  const superseded = new Set(onRow.map((c) => c.labelKey))
  const labelled = [
    ...paired.filter((c) => c.relation !== 'below' || !superseded.has(c.labelKey)),
    ...onRow,
  ]
  // A letterhead has no label: a large name that a label on the page claims is that label's value
  // (an agency's name filled in large on a form), not the insurer's heading.
  const heads = letterhead(lines)
    .filter((h) => !labelled.some((c) => boxIoU(c.bbox, h.bbox) > 0.5))
    .map((h) => fullInsurerName(h, lines) ?? h)
  const unlabelled = [
    ...holderAsMortgagee(lines),
    ...premisesStreet(lines),
    ...lenderCopyAddressee(lines),
    ...lenderAddressee(lines),
    ...salutationInsured(lines),
    ...signatureAgency(lines),
    ...manufacturedModelYear(lines),
    ...writerAsMortgagee(lines),
    ...copyRecipients(lines),
    ...agencyLetterhead(lines),
    ...definedTermValues(lines),
  ]
  const chosen = withTickedOffers(
    withoutWeakerMortgagees(
      withoutRemovedParties([...labelled, ...heads, ...unlabelled], hits, lines),
      hits,
    ),
    lines,
  )
  return withPropertyRow(
    withInterestKind(
      withoutCaptionCells(
        withoutPriorCarrier(
          withoutMasterPolicy(deductiblesColumn(withoutSublimits(chosen, lines), lines), lines),
          lines,
        ),
        lines,
      ),
      lines,
    ),
    lines,
  )
}

/**
 * On a certificate whose coverages table has one property policy among others, that row's number,
 * dates and insurer, and none of the other rows' values for those fields (certificate-table.ts).
 */
function withPropertyRow(found: Candidate[], lines: readonly Line[]): Candidate[] {
  const row = readPropertyRow(lines)
  if (row === undefined) return found
  const onOtherRow = (c: Candidate): boolean =>
    row.fields.has(c.field) &&
    row.others.some((b) => {
      const mid = (c.bbox.y0 + c.bbox.y1) / 2
      return b.page === c.bbox.page && mid >= b.y0 && mid <= b.y1
    })
  return [...found.filter((c) => !onOtherRow(c)), ...row.candidates]
}

/**
 * Values above their labels are rare (forms filled in on rules with captions underneath) and
 * below them common. Which the page does is decided by the labels whose values have a strict type
 * (dates, amounts, numbers): found above their label clearly more often than below, the page's
 * captions face up; then values above are trusted as values below usually are, and the other
 * way round.
 */
function orient(found: readonly Candidate[], lines: readonly Line[]): Candidate[] {
  const byLabel = new Map<string, Set<string>>()
  for (const c of found) {
    if (c.labelKey === undefined || !STRICT_TYPES.has(c.field)) continue
    const set = byLabel.get(c.labelKey) ?? new Set<string>()
    set.add(c.relation ?? '')
    byLabel.set(c.labelKey, set)
  }
  let up = 0
  let down = 0
  for (const relations of byLabel.values()) {
    if (relations.has('above') && !relations.has('below')) up++
    if (relations.has('below') && !relations.has('above')) down++
  }
  const faceUp = up >= 2 && up > 2 * down
  // Where captions sit under their values, a value with a caption of its own right under it
  // is that caption's, not the value below the label above it.
  if (faceUp) found = found.filter((c) => c.relation !== 'below' || !captionBeneath(c.bbox, lines))
  const scale = (c: Candidate): number =>
    c.relation === 'above'
      ? faceUp
        ? 1
        : ABOVE_ON_USUAL_PAGE
      : c.relation === 'below' && faceUp
        ? BELOW_ON_FACE_UP_PAGE
        : 1
  return found.map((c) => {
    const k = scale(c)
    return k === 1 ? c : { ...c, score: c.score * k }
  })
}

/**
 * Kinds of interest stacked in a column ("LOSS PAYEE" over "MORTGAGEE"): the boxes a form ticks
 * to say what kind the interest is, not captions of values. (Only interests: other fields'
 * labels stacked so are rows of a table, "Policy Premium" over "Total Premium".)
 */
function optionLists(hits: readonly LabelHit[]): Set<LabelHit> {
  const out = new Set<LabelHit>()
  for (const a of hits) {
    if (a.field.id !== 'policy.mortgagee' || !a.alone || a.start > 2) continue
    const h = Math.max(a.box.y1 - a.box.y0, 1e-6)
    for (const b of hits) {
      if (b === a || b.field.id !== a.field.id || !b.alone || b.start > 2) continue
      if (b.line.bbox.page !== a.line.bbox.page || b.line.index === a.line.index) continue
      const dy = Math.abs(b.box.y0 - a.box.y0)
      // Options are short words in one size (a heading above a caption is larger).
      const short = (x: LabelHit): boolean =>
        x.cell.text.slice(x.start, x.end).trim().split(/\s+/).length <= 2
      if (
        dy < 3 * h &&
        Math.abs(b.box.x0 - a.box.x0) < 0.01 &&
        Math.abs(b.box.y1 - b.box.y0 - h) < 0.1 * h &&
        short(a) &&
        short(b)
      ) {
        out.add(a)
        out.add(b)
      }
    }
  }
  return out
}

/**
 * True when a short caption in smaller print sits right under a value's box: the next line down,
 * within a line's height, overlapping it across, with no digits in it.
 */
function captionBeneath(value: BoundingBox, lines: readonly Line[]): boolean {
  const h = value.y1 - value.y0
  for (const line of lines) {
    if (line.bbox.page !== value.page || line.bbox.y0 < value.y1 - 0.2 * h) continue
    if (line.bbox.y0 - value.y1 > 1.5 * h) continue
    for (const c of line.cells) {
      const overlap = Math.min(c.bbox.x1, value.x1) - Math.max(c.bbox.x0, value.x0)
      if (overlap <= 0) continue
      const text = c.text.trim()
      if (c.bbox.y1 - c.bbox.y0 < 0.85 * h && text.length <= 40 && !/\d/.test(text)) return true
    }
  }
  return false
}

/** How much a heading of the same field right above a label adds to its values' scores. */
const HEADING_BONUS = 1.2
/** Labels weighed below this are generic ("Name and Address"): a heading can confirm them. */
const GENERIC_LABEL_WEIGHT = 0.8

/**
 * A generic label under a heading of its own field ("NAME AND ADDRESS" under "ADDITIONAL
 * INTEREST" or "MORTGAGEE") is that field's label for certain: its values gain.
 */
function underHeadings(found: readonly Candidate[], hits: readonly LabelHit[]): Candidate[] {
  const byKey = new Map(hits.map((h) => [labelKey(h), h]))
  const confirmed = new Set<string>()
  for (const h of hits) {
    if (h.variant.weight >= GENERIC_LABEL_WEIGHT) continue
    const h0 = Math.max(h.box.y1 - h.box.y0, 1e-6)
    const heading = hits.some(
      (o) =>
        o !== h &&
        o.field.id === h.field.id &&
        // A heading stands alone on its line; a label with a value beside it is a table's row.
        (o.variant.weight >= GENERIC_LABEL_WEIGHT || o.line.cells.length === 1) &&
        o.line.bbox.page === h.line.bbox.page &&
        o.box.y1 <= h.box.y0 + h0 * 0.2 &&
        h.box.y0 - o.box.y1 < 3 * h0 &&
        Math.abs(o.box.x0 - h.box.x0) < 4 * h0,
    )
    if (heading) confirmed.add(labelKey(h))
  }
  if (confirmed.size === 0) return [...found]
  return found.map((c) =>
    c.labelKey !== undefined && confirmed.has(c.labelKey) && byKey.has(c.labelKey)
      ? { ...c, score: c.score * HEADING_BONUS }
      : c,
  )
}

/** Fields whose values have a strict type: where they lie tells which way captions face. */
const STRICT_TYPES: ReadonlySet<string> = new Set(
  EXTRACTION_FIELDS.filter((f) => f.type !== 'Text').map((f) => f.id),
)
/** A value above its label on an ordinary page: 0.5 of a value below (0.9). */
const ABOVE_ON_USUAL_PAGE = 0.5 / 0.9
/** A value below its label where captions sit under values: likely the next caption's. */
const BELOW_ON_FACE_UP_PAGE = 0.65 / 0.9

/** Under a deductible column header, the amount on the row that holds the coverage amount. */
function deductiblesOnCoverageRow(
  hits: readonly LabelHit[],
  found: readonly Candidate[],
  view: PageView,
): Candidate[] {
  const coverageRows = new Set(
    found
      .filter(
        (c) =>
          c.field === 'policy.coverageAmount' && (c.relation === 'right' || c.relation === 'row'),
      )
      .map((c) => hits.find((h) => labelKey(h) === c.labelKey)?.line)
      .filter((l): l is Line => l !== undefined),
  )
  // A label with a value beside it is not a column header.
  const beside = new Set(
    found.filter((c) => c.relation === 'right' || c.relation === 'inline').map((c) => c.labelKey),
  )
  const out: Candidate[] = []
  for (const hit of hits) {
    if (hit.field.id !== 'policy.deductible' || beside.has(labelKey(hit))) continue
    for (const row of coverageRows) {
      const c = columnOnRow(hit, row, view)
      if (c !== undefined) out.push(c)
    }
  }
  return out
}

/** Trust in a column header's value on the coverage row (more specific than the column's first). */
const COLUMN_WEIGHT = 0.95

/**
 * The deductible of a limits table is the one on the dwelling's (building's) row: under a
 * deductible column header, the amount on the row of the coverage amount's row label.
 */
function columnOnRow(hit: LabelHit, rowLine: Line, page: PageView): Candidate | undefined {
  if (!hit.alone || rowLine.bbox.page !== hit.line.bbox.page || rowLine.index <= hit.line.index)
    return undefined
  const h = Math.max(hit.line.height, 1e-6)
  const slack = (2 * h) / page.aspect
  const cell = columnCell(
    rowLine,
    hit.box.x0 - slack,
    hit.box.x1 + slack,
    false,
    (hit.box.x0 + hit.box.x1) / 2,
  )
  if (cell === undefined) return undefined
  const v = readFieldValue(hit.field, hit.variant, cell.text)
  if (v === undefined) return undefined
  return {
    field: hit.field.id,
    value: v.printed,
    normalized: v.normalized,
    bbox: boxOfRange(cell, v.start, v.start + v.printed.length),
    score: hit.variant.weight * COLUMN_WEIGHT * v.quality * wordTrust(cell.confidence),
    relation: 'column',
    labelKey: labelKey(hit),
    evidence: {
      label: hit.variant.weight,
      quality: v.quality,
      trust: wordTrust(cell.confidence),
    },
  }
}

/**
 * "INSURED" under "ADDITIONAL" (or "CO-", "NAMED"…) at the same left edge is the second line of a
 * wrapped caption ("ADDITIONAL INSURED", a kind of interest a form ticks), not the named insured's
 * caption.
 */
function additionalInsuredWrapped(hit: LabelHit, lines: readonly Line[]): boolean {
  if (hit.field.id !== 'policy.namedInsured' || !/^insured$/i.test(hit.cell.text.trim()))
    return false
  const above = lines[hit.line.index - 1]
  if (above === undefined || above.bbox.page !== hit.line.bbox.page) return false
  const h = Math.max(hit.line.height, 1e-6)
  if (hit.line.bbox.y0 - above.bbox.y1 > h) return false
  return above.cells.some(
    (c) =>
      Math.abs(c.bbox.x0 - hit.cell.bbox.x0) < 0.01 &&
      /\b(?:additional|addl\.?)$/i.test(c.text.trim()),
  )
}
