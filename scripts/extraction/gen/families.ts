/**
 * The layout families of the development set's generated declarations pages. A family is a
 * template with a fixed style and wording (drawn once from the family's seed); its documents vary
 * only in their values. Families once held out from tuning were tuned on since and are all
 * development families now; the blind set's families live in scripts/extraction/blind-v16/, written
 * apart from the engine (set-sources.ts).
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { EXTRACTION_FIELD_IDS } from '../../../src/shared/extraction/field-schema'
import { PageWriter, type FontFamily } from './page-writer'
import { pick, randomPolicy, seeded } from './policy'
import { type Ctx, type PeriodStyle, type Style, type Wording } from './template-kit'
import { boxedGrid, colonLines, labelsBelow, leaders, schedule, twoColumns } from './templates-a'
import { dense, itemTable, sections, stacked, twoPages, wrapped } from './templates-b'
import { headerRows, letterWindow, rightAligned, threePages } from './templates-c'
import { cards, landscape, sidebar } from './templates-d'
import {
  COMBINED_PERIOD_LABELS,
  LABELS,
  PERIOD_JOINS,
  PERIOD_LABELS,
  poolFor,
  type AmountFormat,
  type DateFormat,
  type SetName,
} from './vocabulary'

const TEMPLATES = {
  colonLines,
  twoColumns,
  boxedGrid,
  leaders,
  schedule,
  labelsBelow,
  sections,
  twoPages,
  stacked,
  wrapped,
  dense,
  itemTable,
  headerRows,
  letterWindow,
  rightAligned,
  threePages,
  cards,
  sidebar,
  landscape,
} as const

/** Templates drawn on another page than US letter portrait. */
const PAGE_SIZES: Partial<Record<TemplateName, readonly [number, number]>> = {
  landscape: [792, 612],
}

export type TemplateName = keyof typeof TEMPLATES

/** One layout family: a template drawn in one style. */
export interface Family extends Style {
  readonly id: string
  readonly set: SetName
  readonly template: TemplateName
}

type Row = [
  string,
  SetName,
  TemplateName,
  FontFamily,
  'upper' | 'title',
  'colon' | '-',
  DateFormat,
  AmountFormat,
  PeriodStyle,
  'letterhead' | '-',
  'distractors' | '-',
  ExtractionFieldId[]?,
]

// One family per row: the table reads better than prettier's one value per line.
// prettier-ignore
const ROWS: readonly Row[] = [
  ['d01', 'dev', 'colonLines', 'helvetica', 'title', 'colon', 'us', 'dollars', 'dates', '-', 'distractors'],
  ['d02', 'dev', 'colonLines', 'times', 'upper', 'colon', 'long', 'cents', 'period', 'letterhead', '-'],
  ['d03', 'dev', 'twoColumns', 'helvetica', 'title', 'colon', 'us-dash', 'dollars', 'period', '-', '-', ['property.yearBuilt']],
  ['d04', 'dev', 'twoColumns', 'courier', 'upper', '-', 'us', 'plain-cents', 'dates', 'letterhead', 'distractors'],
  ['d05', 'dev', 'boxedGrid', 'helvetica', 'upper', '-', 'us', 'dollars', 'dates', '-', '-'],
  ['d06', 'dev', 'boxedGrid', 'times', 'title', '-', 'abbrev', 'cents', 'dates', 'letterhead', 'distractors', ['policy.loanNumber']],
  ['d07', 'dev', 'leaders', 'times', 'title', '-', 'long', 'dollars', 'dates', '-', '-'],
  ['d08', 'dev', 'leaders', 'helvetica', 'upper', '-', 'us', 'cents', 'dates', 'letterhead', 'distractors'],
  ['d09', 'dev', 'schedule', 'helvetica', 'title', '-', 'iso', 'dollars', 'dates', '-', 'distractors'],
  ['d10', 'dev', 'schedule', 'courier', 'upper', '-', 'us-short', 'plain-cents', 'dates', '-', '-', ['property.yearBuilt']],
  ['d11', 'dev', 'labelsBelow', 'helvetica', 'title', '-', 'us', 'dollars', 'dates', '-', '-'],
  ['d12', 'dev', 'sections', 'helvetica', 'title', 'colon', 'us', 'dollars', 'period', 'letterhead', 'distractors'],
  ['d13', 'dev', 'twoPages', 'times', 'title', 'colon', 'abbrev', 'cents', 'period', '-', '-'],
  ['d14', 'dev', 'stacked', 'helvetica', 'title', '-', 'long', 'short', 'dates', 'letterhead', '-'],
  ['d15', 'dev', 'wrapped', 'helvetica', 'title', 'colon', 'us', 'dollars', 'dates', '-', '-'],
  ['d16', 'dev', 'stacked', 'courier', 'upper', '-', 'us-dash', 'dollars', 'dates', '-', 'distractors', ['policy.mortgagee', 'policy.loanNumber']],
  ['d17', 'dev', 'colonLines', 'courier', 'title', 'colon', 'abbrev', 'cents', 'combined', '-', '-'],
  ['d18', 'dev', 'boxedGrid', 'helvetica', 'upper', '-', 'iso', 'spaced', 'dates', 'letterhead', 'distractors'],
  ['d19', 'dev', 'schedule', 'times', 'title', '-', 'long', 'short', 'dates', '-', '-'],
  ['d20', 'dev', 'sections', 'times', 'upper', 'colon', 'us-short', 'dollars', 'fromTo', '-', '-'],
  ['d21', 'dev', 'labelsBelow', 'times', 'title', '-', 'long', 'cents', 'dates', 'letterhead', 'distractors'],
  ['d22', 'dev', 'dense', 'helvetica', 'title', 'colon', 'us', 'dollars', 'dates', '-', 'distractors'],
  ['d23', 'dev', 'dense', 'courier', 'upper', 'colon', 'abbrev', 'short', 'dates', 'letterhead', '-'],
  ['d24', 'dev', 'itemTable', 'helvetica', 'title', '-', 'us-dash', 'cents', 'dates', '-', 'distractors', ['property.yearBuilt']],
  ['d25', 'dev', 'wrapped', 'times', 'upper', 'colon', 'iso', 'plain-cents', 'dates', '-', 'distractors'],
  ['d26', 'dev', 'twoPages', 'helvetica', 'upper', 'colon', 'us', 'spaced', 'period', 'letterhead', 'distractors'],
  ['d27', 'dev', 'headerRows', 'helvetica', 'upper', '-', 'us', 'dollars', 'combined', '-', 'distractors'],
  ['d28', 'dev', 'headerRows', 'times', 'title', '-', 'dmy', 'usd', 'dates', 'letterhead', '-', ['property.yearBuilt']],
  ['d29', 'dev', 'letterWindow', 'times', 'title', 'colon', 'abbrev', 'cents', 'fromTo', 'letterhead', 'distractors'],
  ['d30', 'dev', 'letterWindow', 'helvetica', 'title', 'colon', 'dd-mon', 'dollars', 'dates', '-', '-'],
  ['d31', 'dev', 'rightAligned', 'helvetica', 'title', 'colon', 'day-month', 'plain-cents', 'period', '-', 'distractors'],
  ['d32', 'dev', 'rightAligned', 'courier', 'upper', 'colon', 'us', 'short', 'combined', 'letterhead', '-'],
  ['d33', 'dev', 'threePages', 'times', 'title', 'colon', 'long', 'dollars', 'fromTo', '-', 'distractors'],
  ['d34', 'dev', 'threePages', 'helvetica', 'upper', 'colon', 'iso', 'plain', 'dates', 'letterhead', '-'],
  ['d35', 'dev', 'cards', 'helvetica', 'title', '-', 'abbrev', 'dollars', 'combined', 'letterhead', 'distractors'],
  ['d36', 'dev', 'cards', 'times', 'upper', '-', 'dmy', 'cents', 'dates', '-', '-', ['policy.loanNumber']],
  ['d37', 'dev', 'sidebar', 'times', 'title', '-', 'long', 'cents', 'dates', '-', 'distractors'],
  ['d38', 'dev', 'sidebar', 'helvetica', 'upper', '-', 'us-short', 'usd', 'fromTo', 'letterhead', '-'],
  ['d39', 'dev', 'landscape', 'helvetica', 'title', '-', 'us', 'dollars', 'period', '-', 'distractors'],
  ['d40', 'dev', 'landscape', 'courier', 'upper', '-', 'abbrev', 'plain-cents', 'combined', 'letterhead', '-'],
]

export const FAMILIES: readonly Family[] = ROWS.map((r) => ({
  id: r[0],
  set: r[1],
  template: r[2],
  font: r[3],
  upper: r[4] === 'upper',
  colon: r[5] === 'colon',
  dateFormat: r[6],
  amountFormat: r[7],
  period: r[8],
  letterhead: r[9] === 'letterhead',
  distractors: r[10] === 'distractors',
  omit: r[11] ?? [],
}))

/** A number from a family id, so each family's wording and documents have their own seed. */
export function hash(s: string): number {
  let h = 2166136261
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** The family's wording: one label per field from its set's pools, fixed for the family. */
export function wordingOf(f: Family): Wording {
  const rnd = seeded(hash(`wording:${f.id}`))
  const labels = Object.fromEntries(
    EXTRACTION_FIELD_IDS.map((id) => [id, pick(rnd, poolFor(LABELS[id], f.set))]),
  ) as Record<ExtractionFieldId, string>
  return {
    labels,
    period: pick(rnd, poolFor(PERIOD_LABELS, f.set)),
    join: pick(rnd, poolFor(PERIOD_JOINS, f.set)),
    combined: pick(rnd, poolFor(COMBINED_PERIOD_LABELS, f.set)),
  }
}

/** One generated document of a family: its PDF and the truth of every field it prints. */
export async function familyDocument(
  f: Family,
  index: number,
  setSeed: number,
): Promise<{ bytes: Uint8Array; truth: PageWriter['truth'] }> {
  const rnd = seeded(hash(`${setSeed}:${f.id}:${index}`))
  const w = await PageWriter.create(f.font, PAGE_SIZES[f.template])
  const ctx: Ctx = {
    w,
    v: randomPolicy(rnd, f.set),
    s: f,
    set: f.set,
    words: wordingOf(f),
    rnd,
  }
  TEMPLATES[f.template](ctx)
  return { bytes: await w.save(), truth: w.truth }
}
