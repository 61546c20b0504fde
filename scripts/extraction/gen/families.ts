/**
 * The layout families of generated declarations pages, and which set each belongs to. A family is
 * a template with a fixed style and wording (drawn once from the family's seed, from its set's
 * pools); its documents vary only in their values. The blind families are never used to tune a
 * matcher: they combine styles no development family has, use wordings and names only the blind
 * set draws, and two of their templates (dense lines, the item table) appear in no development
 * family at all.
 */
import type { ExtractionFieldId } from '../../../src/shared/extraction/field-schema'
import { EXTRACTION_FIELD_IDS } from '../../../src/shared/extraction/field-schema'
import { PageWriter, type FontFamily } from './page-writer'
import { pick, randomPolicy, seeded } from './policy'
import { type Ctx, type Style, type Wording } from './template-kit'
import { boxedGrid, colonLines, labelsBelow, leaders, schedule, twoColumns } from './templates-a'
import { dense, itemTable, sections, stacked, twoPages, wrapped } from './templates-b'
import {
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
} as const

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
  'period' | 'dates',
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
  ['b01', 'blind', 'colonLines', 'courier', 'title', 'colon', 'abbrev', 'cents', 'dates', '-', '-'],
  ['b02', 'blind', 'boxedGrid', 'helvetica', 'upper', '-', 'iso', 'spaced', 'dates', 'letterhead', 'distractors'],
  ['b03', 'blind', 'schedule', 'times', 'title', '-', 'long', 'short', 'dates', '-', '-'],
  ['b04', 'blind', 'sections', 'times', 'upper', 'colon', 'us-short', 'dollars', 'period', '-', '-'],
  ['b05', 'blind', 'labelsBelow', 'times', 'title', '-', 'long', 'cents', 'dates', 'letterhead', 'distractors'],
  ['b06', 'blind', 'dense', 'helvetica', 'title', 'colon', 'us', 'dollars', 'dates', '-', 'distractors'],
  ['b07', 'blind', 'dense', 'courier', 'upper', 'colon', 'abbrev', 'short', 'dates', 'letterhead', '-'],
  ['b08', 'blind', 'itemTable', 'helvetica', 'title', '-', 'us-dash', 'cents', 'dates', '-', 'distractors', ['property.yearBuilt']],
  ['b09', 'blind', 'wrapped', 'times', 'upper', 'colon', 'iso', 'plain-cents', 'dates', '-', 'distractors'],
  ['b10', 'blind', 'twoPages', 'helvetica', 'upper', 'colon', 'us', 'spaced', 'period', 'letterhead', 'distractors'],
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
  period: r[8] === 'period',
  letterhead: r[9] === 'letterhead',
  distractors: r[10] === 'distractors',
  omit: r[11] ?? [],
}))

/** A number from a family id, so each family's wording and documents have their own seed. */
function hash(s: string): number {
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
  }
}

/** One generated document of a family: its PDF and the truth of every field it prints. */
export async function familyDocument(
  f: Family,
  index: number,
  setSeed: number,
): Promise<{ bytes: Uint8Array; truth: PageWriter['truth'] }> {
  const rnd = seeded(hash(`${setSeed}:${f.id}:${index}`))
  const w = await PageWriter.create(f.font)
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
