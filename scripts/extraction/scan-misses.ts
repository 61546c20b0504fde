/**
 * `tsx scripts/extraction/scan-misses.ts [--family <f>] [--verbose]`: why the development set's
 * scans miss values. Each scan is a scanned copy of a text document of the set (its twin, the id
 * without "scan-"); a value the twin gets and the scan does not was lost to OCR, one both miss is
 * the matchers'. OCR's losses are then told apart by what the scan's OCR text holds: the page read
 * poorly or turned wrong, the value read rightly but not paired with its caption (the caption
 * misread, or not), the value's words joined or split, the value misread (look-alike digits or
 * otherwise), the right value found but below the proposal threshold, or the value not read at
 * all. Prints a table of causes; `--verbose` lists each miss.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { extractionField, type ExtractionFieldId } from '../../src/shared/extraction/field-schema'
import { parseCommandLine } from '../../src/server/command-line'
import { extractDocument, type ExtractDocumentOutput } from '../../src/server/extraction/engine'
import { terminateOcr } from '../../src/server/extraction/ocr'
import { editDistance } from '../../src/server/extraction/ocr-words'
import { setDir } from './build-sets'
import type { SetDocument, SetManifest, TruthField } from './dev-set-types'
import { addCounts, canonical, emptyCounts, metrics, scoreDocument } from './score'

process.env.EXTRACTION_OCR_CACHE ??= join(import.meta.dirname, '../../.data/ocr-cache')
const { values: args } = parseCommandLine(process.argv.slice(2), {
  family: { type: 'string' },
  only: { type: 'string' },
  verbose: { type: 'boolean', default: false },
})

const dir = setDir('dev')
const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SetManifest
const byId = new Map(manifest.documents.map((d) => [d.id, d]))
const scans = manifest.documents.filter(
  (d) =>
    d.group === 'scans' &&
    (args.family === undefined || d.family === args.family) &&
    (args.only === undefined || d.id.includes(args.only)),
)

async function run(doc: SetDocument): Promise<ExtractDocumentOutput | undefined> {
  try {
    return await extractDocument({
      path: join(dir, doc.file),
      mimeType: doc.mimeType,
      explain: true,
    })
  } catch {
    return undefined
  }
}

const same = (field: ExtractionFieldId, a: string, b: string): boolean =>
  canonical(field, a) === canonical(field, b)
const flat = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim()
const bare = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '')

/** The least edit distance between `needle` and a run of as many words of `hay`. */
function nearest(needle: string, hay: string): number {
  const n = flat(needle).split(' ')
  const words = flat(hay).split(' ')
  let best = Infinity
  for (let i = 0; i + n.length <= words.length; i++) {
    const d = editDistance(n.join(' '), words.slice(i, i + n.length).join(' '), 6)
    best = Math.min(best, d)
  }
  return best
}

/** Look-alike letters and digits: a value whose misreading undoes to the truth this way. */
const LOOKALIKES: Record<string, string> = {
  o: '0',
  l: '1',
  i: '1',
  '|': '1',
  s: '5',
  b: '8',
  z: '2',
}
function lookalikeOnly(truth: string, hay: string): boolean {
  const t = flat(truth)
  const undo = (s: string): string => [...s].map((c) => LOOKALIKES[c] ?? c).join('')
  return flat(hay)
    .split(' ')
    .some((w, i, ws) => {
      const run = ws.slice(i, i + t.split(' ').length).join(' ')
      return run !== t && run.length === t.length && undo(run) === undo(t)
    })
}

const texts = manifest.documents.filter((d) => d.group !== 'scans')
const truthKeys = (d: SetDocument): Set<string> =>
  new Set(d.truth.map((t) => `${t.field}|${t.normalized}`))
/**
 * The text document a scan copies: the id without "scan-", else (the measured blind sets' own
 * scans) the text document whose true values are nearly all the scan's.
 */
function twinOf(scan: SetDocument): SetDocument | undefined {
  const named = byId.get(scan.id.replace(/^scan-/, ''))
  if (named !== undefined && named.group !== 'scans') return named
  const mine = truthKeys(scan)
  if (mine.size === 0) return undefined
  let best: { d: SetDocument; score: number } | undefined
  for (const d of texts) {
    const theirs = truthKeys(d)
    const shared = [...mine].filter((k) => theirs.has(k)).length
    const score = shared / (mine.size + theirs.size - shared)
    if (best === undefined || score > best.score) best = { d, score }
  }
  return best !== undefined && best.score >= 0.8 ? best.d : undefined
}

const counts = new Map<string, number>()
const note = (cause: string, line: string): void => {
  counts.set(cause, (counts.get(cause) ?? 0) + 1)
  if (args.verbose) console.log(`  ${cause.padEnd(34)} ${line}`)
}
let fp = 0
const scored = emptyCounts()
const fpCauses = new Map<string, number>()

// Last first: a run started beside a full accuracy run (which goes first to last) meets it late.
for (const scan of [...scans].reverse()) {
  const twinDoc = twinOf(scan)
  const [out, twin] = [await run(scan), twinDoc === undefined ? undefined : await run(twinDoc)]
  if (args.verbose) console.log(`${scan.id} (${scan.origin})`)
  addCounts(scored, scoreDocument(scan.truth, out?.fields ?? [], scan.completeTruth).counts)
  const expectedTurns = /landscape/.test(scan.origin) ? 3 : 0
  for (const t of scan.truth as TruthField[]) {
    const got = out?.fields.find((f) => f.field === t.field)
    if (got !== undefined && same(t.field, got.normalized, t.normalized)) continue
    if (got !== undefined) {
      fp++
      const k = `${extractionField(t.field)?.type ?? '?'}`
      fpCauses.set(k, (fpCauses.get(k) ?? 0) + 1)
    }
    const desc = `${t.field} expected ${t.normalized}${got ? ` got ${got.normalized}` : ''}`
    if (out === undefined) {
      note('document failed', desc)
      continue
    }
    const twinGot = twin?.fields.find((f) => f.field === t.field)
    if (
      twin === undefined ||
      twinGot === undefined ||
      !same(t.field, twinGot.normalized, t.normalized)
    ) {
      note(twinDoc === undefined ? 'no twin' : 'matching (twin misses too)', desc)
      continue
    }
    const page = t.bbox?.page ?? twinGot.page
    const report = out.pageReports.find((p) => p.page === page)
    const text = out.ocrTexts.find((p) => p.page === page)?.text ?? ''
    const considered = out.considered?.find((c) => c.result.field === t.field)
    const type = extractionField(t.field)?.type ?? 'Text'
    const numeric =
      type !== 'Text' || (/^[\dA-Z-]+$/.test(twinGot.value) && /\d/.test(twinGot.value))
    if (
      report !== undefined &&
      report.quarterTurns !== undefined &&
      report.quarterTurns !== expectedTurns
    )
      note('page not oriented', desc)
    else if ((report?.ocrConfidence ?? 0) < 0.55) note('page read poorly (<55% conf)', desc)
    else if (considered !== undefined && same(t.field, considered.result.normalized, t.normalized))
      note('right value below threshold', `${desc} conf ${considered.heuristic.toFixed(2)}`)
    else if (flat(text).includes(flat(twinGot.value))) {
      const caption =
        out.considered === undefined
          ? undefined
          : twin.considered?.find((c) => c.result.field === t.field)?.labelWords
      if (caption !== undefined && !bare(text).includes(bare(caption)))
        note('caption misread', `${desc} caption "${caption}"`)
      else note('value read, pairing failed', `${desc} caption "${caption ?? '-'}"`)
    } else if (bare(text).includes(bare(twinGot.value))) note('words merged/split', desc)
    else if (lookalikeOnly(twinGot.value, text))
      note(`look-alike chars (${numeric ? 'digits' : 'text'})`, desc)
    else {
      const d = nearest(twinGot.value, text)
      if (d <= Math.max(1, Math.round(twinGot.value.length * 0.25)))
        note(
          `value misread (${type === 'Date' ? 'date' : numeric ? 'digits' : 'text'})`,
          `${desc} printed "${twinGot.value}" d=${d}`,
        )
      else note('value not read', `${desc} printed "${twinGot.value}"`)
    }
  }
}
await terminateOcr()
const total = [...counts.values()].reduce((a, b) => a + b, 0)
console.log(`\n${scans.length} scans, ${total} misses (FN incl. wrong), ${fp} wrong values`)
for (const [k, n] of [...counts.entries()].sort((a, b) => b[1] - a[1]))
  console.log(`${k.padEnd(36)} ${String(n).padStart(5)}`)
console.log('wrong values by type', Object.fromEntries(fpCauses))
const m = metrics(scored)
console.log(
  `scans scored as accuracy.ts does: TP ${scored.tp} FP ${scored.fp} FN ${scored.fn}, precision ${m.precision.toFixed(3)} recall ${m.recall.toFixed(3)} F1 ${m.f1.toFixed(3)}`,
)
