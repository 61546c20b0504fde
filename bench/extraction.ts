/**
 * `npm run bench -- extraction`: the extraction engine's speed against the native tools on the same
 * files, measured in one run. Warm against warm: the engine runs in a long-lived worker, so its
 * per-document time is measured warm (models loaded, code compiled), and each native tool's
 * per-document time is its run on the file less its own start-up (process, libraries, model),
 * which is measured on an empty input and reported apart — as is the engine's own process start.
 * - text PDFs: a 20-page declarations PDF (generated development families), the engine vs poppler's
 *   `pdftotext -bbox-layout` (which also yields word positions), medians of 7 runs taken in turn,
 *   after 3 documents and again after STEADY_DOCS (the engine's JIT settles slowly, see there);
 * - scans: 200 dpi page images made scan-like (skew, grain, blur: gen/scan.ts), the engine (its
 *   page preparation, OCR and matching) vs the `tesseract` CLI single-threaded
 *   (`OMP_THREAD_LIMIT=1`) reading the same images in one process (a list file), with the
 *   engine's own English model, so that the two recognisers are the same;
 * - start-up: the engine's process start vs a bare `node`, both as it runs in development (tsx,
 *   which compiles the TypeScript on loading) and as the app runs it (the engine bundled by esbuild,
 *   as the app's build bundles it, loaded by plain `node`); tesseract's and pdftotext's start-up on
 *   an empty input.
 * Ratios are value / baseline (wall clock; lower is better), in the bench's one row format
 * (bench/report.ts); `runExtractionBench` returns the rows, and run as a part it writes them to
 * bench/results/extraction.json.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { createCanvas } from '@napi-rs/canvas'
import { build } from 'esbuild'
import { PDFDocument } from 'pdf-lib'
import { extractDocument } from '../src/server/extraction/engine'
import { ENG_LANG_PATH, OCR_WORKERS, terminateOcr } from '../src/server/extraction/ocr'
import { FAMILIES, familyDocument } from '../scripts/extraction/gen/families'
import { seeded } from '../scripts/extraction/gen/policy'
import { degrade, type ScanParams } from '../scripts/extraction/gen/scan'
import { rasterizeFirstPage } from '../scripts/extraction/rasterize'
import { benchRow, formatTable, goal, writePartResults, type BenchRow } from './report'
import { median } from './cpu-time'

const run = promisify(execFile)
const ROOT = resolve(import.meta.dirname, '..')
/** BENCH_QUICK=1: 4 text pages, 1 scanned page, 2 runs (to check that it runs). */
const QUICK = process.env.BENCH_QUICK === '1'
const TEXT_PAGES = QUICK ? 4 : 20
const SCAN_PAGES = QUICK ? 1 : 4
const REPEATS = QUICK ? 2 : 7
/**
 * Documents the engine has read before its steady-state text measurement. Its JIT takes this
 * long to settle: on the 20-page PDF a fresh engine's 4th–10th documents take 2–3 times as long
 * as its 40th and later (the matching code is optimised function by function as it is used); the
 * row after 3 documents is kept, and this one says what a long-lived worker settles at.
 */
const STEADY_DOCS = QUICK ? 4 : 50
/** Runs of the slower measurements (scans, process starts). */
const FEW = QUICK ? 1 : 3
/** Tesseract as the goal has it: one thread. */
const SINGLE_THREAD = { ...process.env, OMP_THREAD_LIMIT: '1' }

/** How the bench's pages are scanned: an ordinary office copy, the same for every page. */
const SCAN: ScanParams = {
  dpi: 200,
  degrees: 1.2,
  quarterTurn: false,
  blurPx: 0.5,
  ink: 20,
  paper: 245,
  speckles: 0.0005,
  stamp: null,
  handwriting: false,
  jpegQuality: null,
}

async function seconds(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now()
  await fn()
  return (performance.now() - t) / 1000
}

/**
 * The median time of each of several measurements, taken in turn (A B C A B C …) so that a busy
 * spell of a shared machine falls on all of them, not on one.
 */
async function interleavedMedians<K extends string>(
  fns: Readonly<Record<K, () => Promise<unknown>>>,
  n: number,
): Promise<Record<K, number>> {
  const keys = Object.keys(fns) as K[]
  const runs = new Map<K, number[]>(keys.map((k) => [k, []]))
  for (let i = 0; i < n; i++) for (const k of keys) runs.get(k)?.push(await seconds(fns[k]))
  return Object.fromEntries(keys.map((k) => [k, median(runs.get(k) ?? [])])) as Record<K, number>
}

const dev = FAMILIES.filter((f) => f.set === 'dev')

/** A multi-page declarations PDF from the development families, fonts embedded per page. */
export async function textPdf(pages: number): Promise<Uint8Array> {
  const out = await PDFDocument.create()
  const single = dev.filter((f) => f.template !== 'twoPages')
  for (let i = 0; out.getPageCount() < pages; i++) {
    const family = single[i % single.length]
    if (family === undefined) break
    const src = await PDFDocument.load((await familyDocument(family, i + 1, 7)).bytes)
    for (const p of await out.copyPages(src, src.getPageIndices())) out.addPage(p)
  }
  return out.save()
}

/**
 * The scanned pages, written into `dir` as PNG files (their paths returned): the first page of
 * every fifth development family, each scanned as SCAN has it.
 */
export async function scanPages(dir: string): Promise<string[]> {
  const images: string[] = []
  const rnd = seeded(11)
  for (let i = 0; i < SCAN_PAGES; i++) {
    const family = dev[(i * 5) % dev.length]
    if (family === undefined) continue
    const png = await rasterizeFirstPage((await familyDocument(family, 1, 7)).bytes, SCAN.dpi)
    const path = join(dir, `scan-${i + 1}-${family.id}.png`)
    await writeFile(path, (await degrade(png, SCAN, rnd)).bytes)
    images.push(path)
  }
  return images
}

/** An empty one-page PDF and a small white image: the native tools' start-up, with no work. */
async function emptyInputs(dir: string): Promise<{ pdf: string; png: string }> {
  const pdf = await PDFDocument.create()
  pdf.addPage([612, 792])
  const pdfPath = join(dir, 'empty.pdf')
  await writeFile(pdfPath, await pdf.save())
  const canvas = createCanvas(50, 50)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, 50, 50)
  const pngPath = join(dir, 'empty.png')
  await writeFile(pngPath, await canvas.encode('png'))
  return { pdf: pdfPath, png: pngPath }
}

/** The engine's English model, unpacked where the tesseract CLI can read it. */
async function engineModel(dir: string): Promise<string> {
  const tessdata = join(dir, 'tessdata')
  await mkdir(tessdata, { recursive: true })
  const model = gunzipSync(await readFile(join(ENG_LANG_PATH, 'eng.traineddata.gz')))
  await writeFile(join(tessdata, 'eng.traineddata'), model)
  return tessdata
}

/**
 * The engine bundled into one module as the app's build bundles it (its packages left to
 * node_modules), written inside the repository so that they resolve.
 */
async function bundleEngine(entry: string): Promise<{ dir: string; file: string }> {
  const parent = join(ROOT, '.data')
  await mkdir(parent, { recursive: true })
  const dir = await mkdtemp(join(parent, 'bench-engine-'))
  const file = join(dir, 'engine.mjs')
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    outfile: file,
    logLevel: 'warning',
  })
  return { dir, file }
}

/** Runs the measurements and returns the table's rows. */
export async function runExtractionBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-extraction-'))
  const rows: BenchRow[] = []
  const within = goal('ratio', '<=', 1.5)
  try {
    const empty = await emptyInputs(dir)

    // Text PDFs.
    const text = join(dir, 'text.pdf')
    await writeFile(text, await textPdf(TEXT_PAGES))
    let read = 0
    const readText = async (): Promise<void> => {
      await extractDocument({ path: text })
      read++
    }
    for (let i = 0; i < 3; i++) await readText()
    const pdftotext = (file: string) => run('pdftotext', ['-bbox-layout', file, '-'])
    const textRuns = {
      engine: readText,
      pdftotext: () => pdftotext(text),
      start: () => pdftotext(empty.pdf),
    }
    const t = await interleavedMedians(textRuns, REPEATS)
    while (read < STEADY_DOCS) await readText()
    const steadyAfter = read
    const steady = await interleavedMedians(textRuns, REPEATS)
    rows.push(
      benchRow('extraction', `text PDF, ${TEXT_PAGES} pages, warm engine`, t.engine, 's', {
        baseline: Math.max(t.pdftotext - t.start, 1e-3),
        against: 'pdftotext -bbox-layout, less its start-up',
        goal: within,
      }),
      benchRow('extraction', `text PDF, ${TEXT_PAGES} pages, warm engine (info)`, t.engine, 's', {
        baseline: t.pdftotext,
        against: 'pdftotext -bbox-layout, start-up included',
      }),
      benchRow(
        'extraction',
        `text PDF, ${TEXT_PAGES} pages, engine after ${steadyAfter} documents (info)`,
        steady.engine,
        's',
        {
          baseline: Math.max(steady.pdftotext - steady.start, 1e-3),
          against: 'pdftotext -bbox-layout, less its start-up',
        },
      ),
    )

    // Scans.
    const images = await scanPages(dir)
    // Warm: the OCR workers load their model once per process; the model file is read once.
    await extractDocument({ path: images[0] ?? '' })
    const tessdata = await engineModel(dir)
    const list = join(dir, 'pages.txt')
    await writeFile(list, images.join('\n') + '\n')
    const tesseract = (input: string) =>
      run('tesseract', ['--tessdata-dir', tessdata, input, join(dir, 'out')], {
        env: SINGLE_THREAD,
      })
    await tesseract(images[0] ?? '')
    const o = await interleavedMedians(
      {
        engine: async () => {
          for (const p of images) await extractDocument({ path: p })
        },
        tesseract: () => tesseract(list),
        start: () => tesseract(empty.png),
      },
      FEW,
    )
    const pages = Math.max(images.length, 1)
    rows.push(
      benchRow(
        'extraction',
        `scanned page, 200 dpi (mean of ${images.length}), warm engine, ${OCR_WORKERS} OCR worker(s)`,
        o.engine / pages,
        's/page',
        {
          baseline: Math.max(o.tesseract - o.start, 1e-3) / pages,
          against: 'OMP_THREAD_LIMIT=1 tesseract, same model, one process, less its start-up',
          goal: within,
        },
      ),
    )
    await terminateOcr()

    // Start-up, reported apart: a worker starts once, not per document.
    const engine = join(ROOT, 'src/server/extraction/engine.ts')
    const bundled = await bundleEngine(engine)
    const starts = await interleavedMedians(
      {
        engine: () =>
          run(
            process.execPath,
            [
              '--import',
              'tsx',
              '--input-type=module',
              '-e',
              `await import(${JSON.stringify(engine)})`,
            ],
            { cwd: ROOT },
          ),
        bundled: () =>
          run(
            process.execPath,
            ['--input-type=module', '-e', `await import(${JSON.stringify(bundled.file)})`],
            { cwd: ROOT },
          ),
        node: () => run(process.execPath, ['-e', '0']),
      },
      FEW,
    ).finally(() => rm(bundled.dir, { recursive: true, force: true }))
    rows.push(
      benchRow('extraction', 'engine process start (tsx, engine loaded)', starts.engine, 's', {
        baseline: starts.node,
        against: 'node -e 0',
      }),
      benchRow(
        'extraction',
        'engine process start (bundled as the app builds it, engine loaded)',
        starts.bundled,
        's',
        { baseline: starts.node, against: 'node -e 0' },
      ),
      benchRow('extraction', 'tesseract start-up (process, model) on an empty image', o.start, 's'),
      benchRow('extraction', 'pdftotext start-up on an empty page', t.start, 's'),
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
