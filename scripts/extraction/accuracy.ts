/**
 * `npm run accuracy`: runs the extraction engine over the development set and the blind set (each
 * built by build-sets.ts when missing or out of date), and prints for each set separately the
 * precision, recall, F1 and bbox share (correct values whose box overlaps the truth with IoU ≥
 * 0.3) per group (ACORD forms, declarations pages, scans), per layout family and per field, and
 * per field within each group. Writes bench/results/accuracy.json (accuracy-narrowed.json when
 * --group, --family or --only narrow the run).
 *
 * `--dev` / `--blind` runs one set; `--group scans`, `--family d07` and `--only <id part>` narrow
 * the development set; `--verbose` lists every development error; `--rebuild` rebuilds the sets.
 * OCR readings are kept in .data/ocr-cache/ by image and settings (ocr-cache.ts), so a run reads
 * only the pages whose prepared image changed; `--fresh-ocr` reads every page again.
 * Each proposed value is listed in the JSON with its confidence, source and rightness, to calibrate
 * the proposal thresholds (select-results.ts).
 *
 * The blind set is for measuring, never for tuning: its families are written by someone who never
 * reads the engine, and nothing finer than its summary is shown (no families, fields or errors, in
 * print or in the JSON) until `--i-am-done-tuning` says the engine is frozen and this is the one
 * final measurement.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { EXTRACTION_FIELD_IDS } from '../../src/shared/extraction/field-schema'
import { parseCommandLine, UsageError } from '../../src/server/command-line'
import { extractDocument } from '../../src/server/extraction/engine'
import { ExtractionError } from '../../src/server/extraction/extraction-error'
import { terminateOcr } from '../../src/server/extraction/ocr'
import { FEATURE_NAMES } from '../../src/server/extraction/confidence-features'
import type { Considered } from '../../src/server/extraction/select-results'
import { buildSet, manifestVersion, setDir, setSources, sourcesKey } from './build-sets'
import type { CalibrationData, CalibrationDocument } from './calibration-data'
import {
  DOCUMENT_GROUPS,
  type DocumentGroup,
  type SetDocument,
  type SetManifest,
} from './dev-set-types'
import type { SetName } from './gen/vocabulary'
import { addCounts, canonical, emptyCounts, metrics, scoreDocument, type Counts } from './score'

/** The goals, on documents the engine has never seen (the blind set). */
const GROUP_F1_GOAL: Readonly<Record<DocumentGroup, number>> = {
  acord: 0.97,
  declarations: 0.95,
  scans: 0.92,
}
const FIELD_F1_GOAL = 0.9
const PRECISION_GOAL = 0.97
const BBOX_GOAL = 0.95

const { values: args } = (() => {
  try {
    return parseCommandLine(process.argv.slice(2), {
      dev: { type: 'boolean', default: false },
      blind: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      rebuild: { type: 'boolean', default: false },
      'fresh-ocr': { type: 'boolean', default: false },
      'i-am-done-tuning': { type: 'boolean', default: false },
      group: { type: 'string' },
      family: { type: 'string' },
      only: { type: 'string' },
    })
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(
      `${e.message}\nusage: npm run accuracy -- [--dev | --blind] [--group <g>] [--family <f>] [--only <id part>] [--verbose] [--rebuild] [--fresh-ocr] [--i-am-done-tuning]`,
    )
    process.exit(2)
  }
})()
const sets: SetName[] = args.dev ? ['dev'] : args.blind ? ['blind'] : ['dev', 'blind']
const verbose = args.verbose
const doneTuning = args['i-am-done-tuning']
const groupFilter = args.group
const familyFilter = args.family
const onlyFilter = args.only
if (!args['fresh-ocr'])
  process.env.EXTRACTION_OCR_CACHE ??= resolve(import.meta.dirname, '../../.data/ocr-cache')

const pct = (x: number): string => (x * 100).toFixed(1).padStart(6)
const header = `${'name'.padEnd(24)} docs   TP   FP   FN  precision  recall      F1    bbox IoU≥0.3`
function row(name: string, docs: number | string, c: Counts, note = ''): string {
  const m = metrics(c)
  return `${name.padEnd(24)} ${String(docs).padStart(4)} ${String(c.tp).padStart(4)} ${String(c.fp).padStart(4)} ${String(c.fn).padStart(4)}   ${pct(m.precision)}%  ${pct(m.recall)}%  ${pct(m.f1)}%  ${pct(m.bboxShare)}% (${c.bboxHit}/${c.bboxScored})${note}`
}

async function loadSet(set: SetName): Promise<SetManifest> {
  const path = join(setDir(set), 'manifest.json')
  if (!args.rebuild && existsSync(path)) {
    const m = JSON.parse(await readFile(path, 'utf8')) as SetManifest
    const sources = await setSources(set)
    if (m.generator === manifestVersion(sources) && m.sources === sourcesKey(sources)) return m
  }
  console.log(`building the ${set} set…`)
  return buildSet(set)
}

const asObject = (m: Map<string, Counts>): Record<string, unknown> =>
  Object.fromEntries([...m.entries()].map(([k, c]) => [k, { ...c, ...metrics(c) }]))

/** Run the engine over one set and print its tables; returns the report for the JSON file. */
async function evaluate(set: SetName): Promise<Record<string, unknown>> {
  const manifest = await loadSet(set)
  const dir = setDir(set)
  // Only the summary of the blind set until the engine is frozen (see the comment at the top).
  const detailed = set === 'dev' || doneTuning
  if (!detailed && (groupFilter ?? familyFilter ?? onlyFilter) !== undefined)
    throw new Error('--group, --family and --only narrow the development set only')
  const documents = manifest.documents.filter(
    (d) =>
      (groupFilter === undefined || d.group === groupFilter) &&
      (familyFilter === undefined || d.family === familyFilter) &&
      (onlyFilter === undefined || d.id.includes(onlyFilter)),
  )
  const groups = new Map<string, Counts>()
  const families = new Map<string, { counts: Counts; docs: number }>()
  const fields = new Map<string, Counts>()
  const groupFields = new Map<string, Counts>()
  const perDocument: unknown[] = []
  const calibration: CalibrationDocument[] = []
  const showErrors = verbose && detailed
  const started = Date.now()
  for (const doc of documents) {
    const t0 = Date.now()
    let predictions: Awaited<ReturnType<typeof extractDocument>>['fields'] = []
    let failure: string | undefined
    try {
      const out = await extractDocument({
        path: join(dir, doc.file),
        mimeType: doc.mimeType,
        explain: detailed,
      })
      predictions = out.fields
      if (detailed) calibration.push(calibrationRows(doc, out.considered ?? []))
    } catch (e) {
      failure = e instanceof ExtractionError ? `${e.reason}: ${e.message}` : String(e)
    }
    const scored = scoreDocument(doc.truth, predictions, doc.completeTruth)
    addCounts(
      (groups.get(doc.group) ?? groups.set(doc.group, emptyCounts()).get(doc.group))!,
      scored.counts,
    )
    const fam = `${doc.group}/${doc.family}`
    const f = families.get(fam) ?? { counts: emptyCounts(), docs: 0 }
    addCounts(f.counts, scored.counts)
    f.docs++
    families.set(fam, f)
    for (const [field, c] of Object.entries(scored.fields)) {
      addCounts((fields.get(field) ?? fields.set(field, emptyCounts()).get(field))!, c)
      const key = `${doc.group}/${field}`
      addCounts((groupFields.get(key) ?? groupFields.set(key, emptyCounts()).get(key))!, c)
    }
    const seconds = (Date.now() - t0) / 1000
    perDocument.push({
      id: doc.id,
      group: doc.group,
      family: doc.family,
      seconds,
      counts: scored.counts,
      ...(failure ? { failure } : {}),
      ...(detailed
        ? {
            errors: scored.errors,
            // What the engine proposed and how sure it was: for calibrating its threshold.
            proposed: predictions.map((p) => ({
              field: p.field,
              confidence: p.confidence,
              source: p.source,
              right: !scored.errors.some(
                (e) => e.field === p.field && (e.kind === 'wrong' || e.kind === 'spurious'),
              ),
            })),
          }
        : {}),
    })
    if (showErrors) {
      console.log(
        `${doc.id.padEnd(40)} F1 ${metrics(scored.counts).f1.toFixed(2)} ${seconds.toFixed(1)}s ${failure ?? ''}`,
      )
      for (const e of scored.errors)
        console.log(
          `    ${e.kind.padEnd(9)} ${e.field.padEnd(22)} expected ${e.expected ?? '-'} got ${e.got ?? '-'}${e.iou !== undefined ? ` iou ${e.iou}` : ''}`,
        )
    }
  }
  const all = emptyCounts()
  for (const c of groups.values()) addCounts(all, c)
  const title = set === 'dev' ? 'DEVELOPMENT set (tuned on)' : 'BLIND set (never tuned on)'
  console.log(`\n${title}: ${documents.length} documents, seed ${manifest.seed}, ${dir}`)
  if (documents.length === 0) {
    console.log(
      '  no documents (the blind set lives in scripts/extraction/blind-v16/, see set-sources.ts)',
    )
    return { dir, seed: manifest.seed, documents: 0 }
  }
  console.log(
    `\nby group (goal: F1, precision ≥ ${PRECISION_GOAL}, bbox ≥ ${BBOX_GOAL})\n${header}`,
  )
  for (const g of DOCUMENT_GROUPS) {
    const c = groups.get(g)
    if (c === undefined) continue
    const m = metrics(c)
    const met = m.f1 >= GROUP_F1_GOAL[g] && m.bboxShare >= BBOX_GOAL
    const n = documents.filter((d) => d.group === g).length
    console.log(row(g, n, c, `   goal F1 ≥ ${GROUP_F1_GOAL[g]}: ${met ? 'met' : 'NOT met'}`))
  }
  const mAll = metrics(all)
  console.log(
    row(
      'all',
      documents.length,
      all,
      `   precision goal ≥ ${PRECISION_GOAL}: ${mAll.precision >= PRECISION_GOAL ? 'met' : 'NOT met'}`,
    ),
  )
  const seconds = (Date.now() - started) / 1000
  const summary = {
    dir,
    seed: manifest.seed,
    documents: documents.length,
    all: { ...all, ...mAll },
    groups: asObject(groups),
  }
  if (!detailed) {
    console.log(`(families, fields and errors of the blind set: only with --i-am-done-tuning)`)
    console.log(`time ${seconds.toFixed(1)} s`)
    return summary
  }
  console.log(`\nby layout family\n${header}`)
  for (const [name, f] of [...families.entries()].sort(([a], [b]) => a.localeCompare(b)))
    console.log(row(name, f.docs, f.counts))
  console.log(`\nby field (goal F1 ≥ ${FIELD_F1_GOAL})\n${header}`)
  for (const id of EXTRACTION_FIELD_IDS) {
    const c = fields.get(id)
    if (c === undefined) continue
    console.log(row(id, '', c, metrics(c).f1 >= FIELD_F1_GOAL ? '' : '   below goal'))
  }
  for (const g of DOCUMENT_GROUPS) {
    const rows = EXTRACTION_FIELD_IDS.flatMap((id) => {
      const c = groupFields.get(`${g}/${id}`)
      return c === undefined
        ? []
        : [row(id, '', c, metrics(c).f1 >= FIELD_F1_GOAL ? '' : '   below goal')]
    })
    if (rows.length > 0 && groups.size > 1)
      console.log(`\nby field, ${g} only\n${header}\n${rows.join('\n')}`)
  }
  console.log(`time ${seconds.toFixed(1)} s`)
  calibrationData = calibration
  return {
    ...summary,
    groupFields: asObject(groupFields),
    families: Object.fromEntries(
      [...families.entries()].map(([k, f]) => [
        k,
        { docs: f.docs, ...f.counts, ...metrics(f.counts) },
      ]),
    ),
    fields: asObject(fields),
    perDocument,
  }
}

/** Each field's best value before the threshold, its evidence and rightness: fit-confidence.ts. */
function calibrationRows(doc: SetDocument, considered: readonly Considered[]): CalibrationDocument {
  const truth = new Map(doc.truth.map((t) => [t.field, t]))
  return {
    id: doc.id,
    group: doc.group,
    family: doc.family,
    truthFields: doc.truth.length,
    considered: considered.map((c) => {
      const t = truth.get(c.result.field)
      const right =
        t !== undefined
          ? canonical(t.field, t.normalized) === canonical(c.result.field, c.result.normalized)
          : doc.completeTruth
            ? false
            : null
      return {
        field: c.result.field,
        heuristic: c.heuristic,
        features: c.features,
        right,
        value: c.result.value,
        ...(right === false && t !== undefined ? { expected: t.normalized } : {}),
      }
    }),
  }
}

let calibrationData: CalibrationDocument[] | undefined

const report: Record<string, unknown> = { measuredAt: new Date().toISOString() }
for (const set of sets) report[set] = await evaluate(set)
await terminateOcr()
// A narrowed run writes beside the full one, never over it.
const narrowed = groupFilter !== undefined || familyFilter !== undefined || onlyFilter !== undefined
const out = resolve(
  import.meta.dirname,
  `../../bench/results/${narrowed ? 'accuracy-narrowed' : 'accuracy'}.json`,
)
await mkdir(resolve(out, '..'), { recursive: true })
await writeFile(out, JSON.stringify(report, null, 2))
console.log(`wrote ${out}`)
if (calibrationData !== undefined) {
  const file = resolve(
    import.meta.dirname,
    `../../bench/results/${narrowed ? 'confidence-data-narrowed' : 'confidence-data'}.json`,
  )
  const data: CalibrationData = { features: [...FEATURE_NAMES], documents: calibrationData }
  await writeFile(file, JSON.stringify(data))
  console.log(`wrote ${file}`)
}
