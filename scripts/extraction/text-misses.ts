/**
 * `tsx scripts/extraction/text-misses.ts [--group declarations] [--family <f>] [--only <id>]
 * [--verbose]`: why the development set's text documents miss values. Each true value the engine
 * does not propose (missed, or another value proposed) is put down to the first stage that lost it:
 *
 * - no label: no label of the field on any page (the value printed or not);
 * - label a distractor: the field's labels were all read as another term's or document's;
 * - not paired (geometry): a label was found and its value's text reads as the field's value, but
 *   no pairing reached it;
 * - rejected by validation: the printed value does not read as the field's value at all;
 * - split: the value's words are spread over several cells or lines;
 * - competitor chosen: a candidate had the right value but another value won;
 * - lost after pairing: the page's candidates had it, the document's choice never saw it
 *   (acrossPages, short forms, a clash with another field's value, a score under 0.3);
 * - below threshold: the right value was the field's choice, not confident enough to propose.
 *
 * Reads text layers only (pages OCR would read are skipped, as "page has no text layer").
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { extractionField, type ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import type { BoundingBox } from '../../src/shared/extraction/types'
import { parseCommandLine } from '../../src/server/command-line'
import { extractDocument } from '../../src/server/extraction/engine'
import { readFieldValue } from '../../src/server/extraction/field-values'
import { findLabelHits, type LabelHit } from '../../src/server/extraction/label-finder'
import type { Line } from '../../src/server/extraction/layout'
import { openPdf, MIN_TEXT_LAYER_CHARS } from '../../src/server/extraction/pdf-reader'
import { matchLines, type Candidate } from '../../src/server/extraction/text-matcher'
import { readingLines } from '../../src/server/extraction/two-up'
import { widgetTokens } from '../../src/server/extraction/widget-lines'
import { setDir } from './build-sets'
import type { SetDocument, SetManifest } from './dev-set-types'
import { canonical } from './score'

const { values: args } = parseCommandLine(process.argv.slice(2), {
  group: { type: 'string', default: 'declarations' },
  family: { type: 'string' },
  only: { type: 'string' },
  verbose: { type: 'boolean', default: false },
})

const dir = setDir('dev')
const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SetManifest
const docs = manifest.documents.filter(
  (d) =>
    d.group === args.group &&
    (args.family === undefined || d.family === args.family) &&
    (args.only === undefined || d.id.includes(args.only)),
)

interface PageRead {
  readonly lines: Line[]
  readonly hits: LabelHit[]
  readonly candidates: Candidate[]
}

async function readPages(doc: SetDocument): Promise<Map<number, PageRead> | undefined> {
  if (doc.mimeType !== 'application/pdf') return undefined
  const pdf = await openPdf(await readFile(join(dir, doc.file)))
  const out = new Map<number, PageRead>()
  try {
    for (let n = 1; n <= pdf.pages; n++) {
      const fields = await pdf.formFields(n)
      const text = await pdf.textTokens(n)
      if (text.chars < MIN_TEXT_LAYER_CHARS && fields.length === 0) continue
      const widgets = fields.flatMap((f) => widgetTokens(f, text.aspect))
      const lines = readingLines([...text.tokens, ...widgets], text.aspect)
      out.set(n, { lines, hits: findLabelHits(lines), candidates: matchLines(lines, text.aspect) })
    }
  } finally {
    await pdf.close()
  }
  return out
}

const overlaps = (a: BoundingBox, b: BoundingBox): boolean =>
  a.page === b.page && a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

/** Every start of a word in a text: where a value may begin. */
const wordStarts = (text: string): number[] =>
  [...text.matchAll(/(?:^|(?<=[\s:#$(]))\S/g)].map((m) => m.index ?? 0)

/** True when some reading of `text` from a word start gives the true value (any label's variant). */
function readsAs(field: ExtractionFieldId, hits: LabelHit[], text: string, truth: string): boolean {
  const def = extractionField(field)
  if (def === undefined) return false
  const variants = hits.length > 0 ? hits.map((h) => h.variant) : [undefined]
  for (const variant of variants)
    for (const s of wordStarts(text)) {
      const v = readFieldValue(def, variant, text.slice(s))
      if (v !== undefined && canonical(field, v.normalized) === truth) return true
    }
  return false
}

const counts = new Map<string, number>()
const byField = new Map<string, Map<string, number>>()
const note = (cause: string, field: string, line: string): void => {
  counts.set(cause, (counts.get(cause) ?? 0) + 1)
  const f = byField.get(cause) ?? new Map<string, number>()
  f.set(field, (f.get(field) ?? 0) + 1)
  byField.set(cause, f)
  if (args.verbose) console.log(`  ${cause.padEnd(28)} ${line}`)
}

for (const doc of docs) {
  let out
  try {
    out = await extractDocument({
      path: join(dir, doc.file),
      mimeType: doc.mimeType,
      explain: true,
    })
  } catch {
    out = undefined
  }
  const pages = out === undefined ? undefined : await readPages(doc)
  let header = false
  for (const t of doc.truth) {
    const truth = canonical(t.field, t.normalized)
    const got = out?.fields.find((f) => f.field === t.field)
    if (got !== undefined && canonical(t.field, got.normalized) === truth) continue
    if (args.verbose && !header) {
      console.log(`${doc.id} (${doc.family})`)
      header = true
    }
    const desc = `${t.field} expected ${t.normalized}${got ? ` got ${got.normalized}` : ''}`
    if (out === undefined || pages === undefined) {
      note(out === undefined ? 'document failed' : 'not a PDF', t.field, desc)
      continue
    }
    const considered = out.considered?.find((c) => c.result.field === t.field)
    if (considered !== undefined && canonical(t.field, considered.result.normalized) === truth) {
      note('below threshold', t.field, `${desc} conf ${considered.heuristic.toFixed(2)}`)
      continue
    }
    const all = [...pages.values()]
    const right = all.flatMap((p) =>
      p.candidates.filter((c) => c.field === t.field && canonical(t.field, c.normalized) === truth),
    )
    if (right.length > 0) {
      const best = Math.max(...right.map((c) => c.score))
      if (considered !== undefined)
        note(
          'competitor chosen',
          t.field,
          `${desc} right ${best.toFixed(2)} (${right[0]?.relation}) vs ${considered.result.normalized} "${considered.labelWords ?? ''}"`,
        )
      else note('lost after pairing', t.field, `${desc} score ${best.toFixed(2)}`)
      continue
    }
    const hits = all.flatMap((p) => p.hits.filter((h) => h.field.id === t.field))
    const live = hits.filter((h) => !h.distractor)
    // Where the value is printed: the cells under its true box, else any cell that reads as it.
    const cells = all.flatMap((p) =>
      p.lines.flatMap((l) =>
        l.cells.filter((c) => t.bbox !== undefined && overlaps(c.bbox, t.bbox)),
      ),
    )
    const printedIn = all.flatMap((p) =>
      p.lines.flatMap((l) => l.cells.filter((c) => readsAs(t.field, live, c.text, truth))),
    )
    const labels = live
      .map((h) => `"${h.cell.text.slice(h.start, h.end)}"${h.prose ? `/${h.prose}` : ''}`)
      .join(' ')
    const where = cells.map((c) => `[${c.text}]`).join(' ')
    if (live.length === 0)
      note(
        hits.length > 0
          ? 'label a distractor'
          : printedIn.length > 0 || cells.length > 0
            ? 'no label (value printed)'
            : 'no label, value not found',
        t.field,
        `${desc} at ${where}`,
      )
    else if (printedIn.length > 0)
      note('not paired (geometry)', t.field, `${desc} labels ${labels} value in ${where}`)
    else if (cells.length > 1) note('split over cells', t.field, `${desc} ${labels} in ${where}`)
    else note('rejected by validation', t.field, `${desc} labels ${labels} value in ${where}`)
  }
}
const total = [...counts.values()].reduce((a, b) => a + b, 0)
console.log(`\n${docs.length} documents, ${total} misses (missed or wrong)`)
for (const [k, n] of [...counts.entries()].sort((a, b) => b[1] - a[1])) {
  const fields = [...(byField.get(k) ?? new Map<string, number>()).entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([f, c]) => `${f.replace(/^\w+\./, '')} ${c}`)
    .join(', ')
  console.log(`${k.padEnd(28)} ${String(n).padStart(5)}   ${fields}`)
}
