/**
 * `npm run bench -- extraction`: the extraction engine's speed against the native tools on the same
 * files, measured in one run (the engine warm, as in a long-running worker):
 * - text PDFs: a 20-page declarations PDF (generated development families), the engine vs poppler's
 *   `pdftotext -bbox-layout` (which also yields word positions), median of 7 runs each;
 * - scans: 200 dpi page images, the engine (OCR and matching) vs the `tesseract` CLI run
 *   single-threaded (`OMP_THREAD_LIMIT=1`) on the same images, summed over the pages;
 * - the engine's own process start (`npm run extract` through tsx on a one-page PDF) against a bare
 *   `node` start, reported apart: it is not part of a worker's per-document cost.
 * Ratios are engine / baseline (wall clock; lower is better), in the bench's one row format
 * (bench/report.ts); `runExtractionBench` returns the rows, and run as a part it writes them to
 * bench/results/extraction.json.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { PDFDocument } from 'pdf-lib'
import { extractDocument } from '../src/server/extraction/engine'
import { OCR_WORKERS, terminateOcr } from '../src/server/extraction/ocr'
import { FAMILIES, familyDocument } from '../scripts/extraction/gen/families'
import { rasterizeFirstPage } from '../scripts/extraction/rasterize'
import { benchRow, formatTable, goal, writePartResults, type BenchRow } from './report'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '..')
/** BENCH_QUICK=1: 4 text pages, 1 scanned page, 2 runs (to check that it runs). */
const QUICK = process.env.BENCH_QUICK === '1'
const TEXT_PAGES = QUICK ? 4 : 20
const SCAN_PAGES = QUICK ? 1 : 4
const REPEATS = QUICK ? 2 : 7

const median = (xs: readonly number[]): number =>
  xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

async function seconds(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now()
  await fn()
  return (performance.now() - t) / 1000
}

async function medianSeconds(fn: () => Promise<unknown>, n = REPEATS): Promise<number> {
  const runs: number[] = []
  for (let i = 0; i < n; i++) runs.push(await seconds(fn))
  return median(runs)
}

/** A multi-page declarations PDF from the development families, fonts embedded per page. */
async function textPdf(pages: number): Promise<Uint8Array> {
  const out = await PDFDocument.create()
  const dev = FAMILIES.filter((f) => f.set === 'dev' && f.template !== 'twoPages')
  for (let i = 0; out.getPageCount() < pages; i++) {
    const family = dev[i % dev.length]
    if (family === undefined) break
    const src = await PDFDocument.load((await familyDocument(family, i + 1, 7)).bytes)
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p)
  }
  return out.save()
}

/** Runs the measurements and returns the table's rows. */
export async function runExtractionBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-extraction-'))
  const rows: BenchRow[] = []
  const within = goal('ratio', '<=', 1.5)
  try {
    const text = join(dir, 'text.pdf')
    await writeFile(text, await textPdf(TEXT_PAGES))
    for (let i = 0; i < 3; i++) await extractDocument({ path: text })
    const engineText = await medianSeconds(() => extractDocument({ path: text }))
    const poppler = await medianSeconds(() => run('pdftotext', ['-bbox-layout', text, '-']))
    rows.push(
      benchRow('extraction', `text PDF, ${TEXT_PAGES} pages, warm engine`, engineText, 's', {
        baseline: poppler,
        against: 'pdftotext -bbox-layout',
        goal: within,
      }),
    )

    const images: string[] = []
    const dev = FAMILIES.filter((f) => f.set === 'dev')
    for (let i = 0; i < SCAN_PAGES; i++) {
      const family = dev[(i * 5) % dev.length]
      if (family === undefined) continue
      const png = await rasterizeFirstPage((await familyDocument(family, 1, 7)).bytes, 200)
      const path = join(dir, `scan-${i + 1}.png`)
      await writeFile(path, png)
      images.push(path)
    }
    // Warm: the OCR workers load their model once per process.
    await extractDocument({ path: images[0] ?? '' })
    let engineScan = 0
    for (const p of images) engineScan += await seconds(() => extractDocument({ path: p }))
    let tesseract = 0
    const single = { ...process.env, OMP_THREAD_LIMIT: '1' }
    for (const p of images)
      tesseract += await seconds(() => run('tesseract', [p, join(dir, 'out')], { env: single }))
    rows.push(
      benchRow(
        'extraction',
        `scanned page, 200 dpi (mean of ${images.length}), warm engine, ${OCR_WORKERS} OCR worker(s)`,
        engineScan / images.length,
        's/page',
        {
          baseline: tesseract / images.length,
          against: 'OMP_THREAD_LIMIT=1 tesseract',
          goal: within,
        },
      ),
    )
    await terminateOcr()

    const small = join(dir, 'one-page.pdf')
    await writeFile(small, (await familyDocument(dev[0]!, 1, 7)).bytes)
    const cli = join(ROOT, 'src/server/extraction/cli.ts')
    const start = await medianSeconds(
      () => run(process.execPath, ['--import', 'tsx', cli, '--json', small], { cwd: ROOT }),
      3,
    )
    const bare = await medianSeconds(() => run(process.execPath, ['-e', '0']), 3)
    // Reported apart, with no goal: a worker starts once, not per document.
    rows.push(
      benchRow('extraction', 'engine process start + one page (npm run extract, tsx)', start, 's', {
        baseline: bare,
        against: 'node -e 0',
      }),
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
  return rows
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const rows = await runExtractionBench()
  console.log(formatTable(rows))
  writePartResults('extraction', rows, { ocrWorkers: OCR_WORKERS })
}
