/**
 * `npm run bench -- extraction`: extraction speed against the native tools, measured in the same run.
 * - Text PDFs: pages/second of the engine (text layer + matching) on a generated 20-page
 *   declarations PDF vs poppler's `pdftotext` (plain, and -bbox-layout, which also yields
 *   positions, like the engine).
 * - Scans at 200 dpi: pages/second of the engine (OCR + matching) on page images one by one and
 *   on an image-only PDF (pages read two at a time), vs the `tesseract` command on the same
 *   images (as installed, and with OMP_THREAD_LIMIT=1).
 * - Event-loop lag of the calling thread while a 20-page scan is read in the extraction thread.
 * Goal (issue 5): within 2x of each baseline, i.e. ratio engine/baseline ≥ 0.5 (wall clock; CPU
 * time is printed too, as the machine may be shared). Text runs: median of 9 after 5 warm-ups.
 * Writes bench/results/extraction.json.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { promisify } from 'node:util'
import { PDFDocument } from 'pdf-lib'
import { extractDocument } from '../src/server/extraction/engine'
import { createExtractionThread } from '../src/server/extraction/extraction-thread'
import { terminateOcr } from '../src/server/extraction/ocr'
import { addDeclarationsPage, generateDeclarations } from '../scripts/extraction/declarations'
import { generatePolicy, seededRandom } from '../scripts/extraction/policy-values'
import { rasterizeFirstPage } from '../scripts/extraction/rasterize'
import { benchRow, goal, writePartResults } from './report'

const run = promisify(execFile)
const TEXT_PAGES = 20
const SCAN_PAGES = 6
const LONG_SCAN_PAGES = 20
const REPEATS = 9

/** Wall-clock and CPU seconds of one measured run. */
interface Cost {
  wall: number
  cpu: number
}

const median = (xs: number[]): number =>
  xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0

/** Cost of work done in this process (CPU time counts every thread: pdf.js and OCR workers). */
const measure = async (fn: () => Promise<unknown>): Promise<Cost> => {
  const c = process.cpuUsage()
  const t = performance.now()
  await fn()
  const d = process.cpuUsage(c)
  return { wall: (performance.now() - t) / 1000, cpu: (d.user + d.system) / 1e6 }
}

/** Cost of a command: wall clock, and its CPU time from bash's `times` (children's user + sys). */
const measureCommand = async (
  cmd: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<Cost> => {
  const t = performance.now()
  const { stdout } = await run(
    'bash',
    ['-c', '"$@" >/dev/null 2>&1; times', 'bash', cmd, ...args],
    {
      env: env ?? process.env,
    },
  )
  const wall = (performance.now() - t) / 1000
  const children = stdout.trim().split('\n')[1] ?? ''
  const secs = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  )
  return { wall, cpu: secs.reduce((a, b) => a + b, 0) }
}

/** Median wall and CPU time over `n` runs. */
const medianCost = async (fn: () => Promise<Cost>, n = REPEATS): Promise<Cost> => {
  const cs: Cost[] = []
  for (let i = 0; i < n; i++) cs.push(await fn())
  return { wall: median(cs.map((c) => c.wall)), cpu: median(cs.map((c) => c.cpu)) }
}

const rate = (
  pages: number,
  c: Cost,
): {
  wallSeconds: number
  cpuSeconds: number
  pagesPerSecond: number
  pagesPerCpuSecond: number
} => ({
  wallSeconds: c.wall,
  cpuSeconds: c.cpu,
  pagesPerSecond: pages / c.wall,
  pagesPerCpuSecond: pages / c.cpu,
})

const dir = await mkdtemp(join(tmpdir(), 'bench-extraction-'))
try {
  // Fixtures: a 20-page text PDF (the three declarations layouts in turn) and 200 dpi scans.
  const rnd = seededRandom(7)
  // One document with its fonts embedded once, like a real multi-page declarations file.
  const textDoc = await PDFDocument.create()
  const singles: Uint8Array[] = []
  for (let i = 0; i < TEXT_PAGES; i++) {
    const layout = ((i % 3) + 1) as 1 | 2 | 3
    const v = generatePolicy(rnd)
    await addDeclarationsPage(textDoc, layout, v)
    if (i < SCAN_PAGES) singles.push((await generateDeclarations(layout, v)).bytes)
  }
  const textPdf = join(dir, 'text.pdf')
  await writeFile(textPdf, await textDoc.save())
  const scanPaths: string[] = []
  const scanDoc = await PDFDocument.create()
  for (let i = 0; i < SCAN_PAGES; i++) {
    const png = await rasterizeFirstPage(singles[i] ?? new Uint8Array(), 200)
    const path = join(dir, `scan-${i + 1}.png`)
    await writeFile(path, png)
    scanPaths.push(path)
    const img = await scanDoc.embedPng(png)
    scanDoc.addPage([612, 792]).drawImage(img, { x: 0, y: 0, width: 612, height: 792 })
  }
  const scanPdf = join(dir, 'scan.pdf')
  await writeFile(scanPdf, await scanDoc.save())

  // Warm-up, as in a long-running worker: pdf.js modules, the JIT and the OCR model warm up once
  // per process, not per document.
  for (let i = 0; i < 5; i++) await extractDocument({ path: textPdf })
  await extractDocument({ path: scanPaths[0] ?? '' })

  console.log(
    `text PDF: ${TEXT_PAGES} pages, median of ${REPEATS} runs (wall clock; CPU time in brackets)`,
  )
  const engineText = await medianCost(() => measure(() => extractDocument({ path: textPdf })))
  const pdftotext = await medianCost(() => measureCommand('pdftotext', ['-layout', textPdf, '-']))
  const pdftotextBbox = await medianCost(() =>
    measureCommand('pdftotext', ['-bbox-layout', textPdf, '-']),
  )
  const text = {
    pages: TEXT_PAGES,
    engine: rate(TEXT_PAGES, engineText),
    pdftotext: rate(TEXT_PAGES, pdftotext),
    pdftotextBboxLayout: rate(TEXT_PAGES, pdftotextBbox),
    ratioVsPdftotext: pdftotext.wall / engineText.wall,
    ratioVsPdftotextBbox: pdftotextBbox.wall / engineText.wall,
    cpuRatioVsPdftotext: pdftotext.cpu / engineText.cpu,
    cpuRatioVsPdftotextBbox: pdftotextBbox.cpu / engineText.cpu,
  }
  const line = (
    name: string,
    r: ReturnType<typeof rate>,
    ratio?: number,
    cpuRatio?: number,
  ): void =>
    console.log(
      `  ${name.padEnd(30)} ${r.pagesPerSecond.toFixed(2).padStart(8)} pages/s (${r.pagesPerCpuSecond.toFixed(2)} per CPU-s)` +
        (ratio !== undefined
          ? `   engine/baseline ${ratio.toFixed(2)} (CPU ${cpuRatio?.toFixed(2)})`
          : ''),
    )
  line('engine', text.engine)
  line('pdftotext -layout', text.pdftotext, text.ratioVsPdftotext, text.cpuRatioVsPdftotext)
  line(
    'pdftotext -bbox-layout',
    text.pdftotextBboxLayout,
    text.ratioVsPdftotextBbox,
    text.cpuRatioVsPdftotextBbox,
  )

  console.log(`scans: ${SCAN_PAGES} pages at 200 dpi, one run each`)
  const engineImages = await measure(async () => {
    for (const p of scanPaths) await extractDocument({ path: p })
  })
  const enginePdf = await measure(() => extractDocument({ path: scanPdf }))
  const sumCosts = async (env?: NodeJS.ProcessEnv): Promise<Cost> => {
    const total = { wall: 0, cpu: 0 }
    for (const p of scanPaths) {
      const c = await measureCommand('tesseract', [p, join(dir, 'out')], env)
      total.wall += c.wall
      total.cpu += c.cpu
    }
    return total
  }
  const tesseract = await sumCosts()
  const tesseract1 = await sumCosts({ ...process.env, OMP_THREAD_LIMIT: '1' })
  const scans = {
    pages: SCAN_PAGES,
    engineImagesOneByOne: rate(SCAN_PAGES, engineImages),
    engineImageOnlyPdf: rate(SCAN_PAGES, enginePdf),
    tesseract: rate(SCAN_PAGES, tesseract),
    tesseractOneThread: rate(SCAN_PAGES, tesseract1),
    ratioImagesVsTesseract: tesseract.wall / engineImages.wall,
    ratioPdfVsTesseract: tesseract.wall / enginePdf.wall,
    ratioImagesVsTesseractOneThread: tesseract1.wall / engineImages.wall,
    ratioPdfVsTesseractOneThread: tesseract1.wall / enginePdf.wall,
    cpuRatioImagesVsTesseractOneThread: tesseract1.cpu / engineImages.cpu,
    bestRatioVsTesseract: tesseract.wall / Math.min(engineImages.wall, enginePdf.wall),
  }
  line('engine, images one by one', scans.engineImagesOneByOne)
  line('engine, image-only PDF', scans.engineImageOnlyPdf)
  line(
    'tesseract (as installed)',
    scans.tesseract,
    scans.ratioImagesVsTesseract,
    tesseract.cpu / engineImages.cpu,
  )
  line(
    'tesseract OMP_THREAD_LIMIT=1',
    scans.tesseractOneThread,
    scans.ratioImagesVsTesseractOneThread,
    scans.cpuRatioImagesVsTesseractOneThread,
  )
  await terminateOcr()

  // The caller's event loop while the extraction thread reads the scan PDF.
  // The caller's event loop while the extraction thread reads a 20-page scan (issue 5: the API's
  // p99 stays under 50 ms meanwhile). The caller here does nothing else; the API-level figure
  // belongs to the server benchmark once jobs run in the thread.
  const longScan = await PDFDocument.create()
  for (let i = 0; i < LONG_SCAN_PAGES; i++) {
    const png = await readFile(scanPaths[i % scanPaths.length] ?? '')
    const img = await longScan.embedPng(png)
    longScan.addPage([612, 792]).drawImage(img, { x: 0, y: 0, width: 612, height: 792 })
  }
  const longScanPdf = join(dir, 'scan-20.pdf')
  await writeFile(longScanPdf, await longScan.save())
  const thread = createExtractionThread()
  await thread.extract({ path: scanPaths[0] ?? '' })
  const h = monitorEventLoopDelay({ resolution: 10 })
  h.enable()
  const threadRun = await measure(() => thread.extract({ path: longScanPdf }))
  h.disable()
  await thread.close()
  const lag = {
    pages: LONG_SCAN_PAGES,
    seconds: threadRun.wall,
    p50Ms: h.percentile(50) / 1e6,
    p99Ms: h.percentile(99) / 1e6,
    maxMs: h.max / 1e6,
  }
  console.log(
    `event-loop delay of the caller while a ${LONG_SCAN_PAGES}-page scan is read in the extraction thread (${lag.seconds.toFixed(0)} s): p50 ${lag.p50Ms.toFixed(1)} ms, p99 ${lag.p99Ms.toFixed(1)} ms, max ${lag.maxMs.toFixed(1)} ms`,
  )

  const goalRatio = 0.5
  const verdict = {
    text: text.ratioVsPdftotextBbox >= goalRatio && text.ratioVsPdftotext >= goalRatio,
    scans: scans.bestRatioVsTesseract >= goalRatio,
  }
  console.log(
    `goal (within 2x, ratio ≥ ${goalRatio}): text ${verdict.text ? 'met' : 'NOT met'}, scans ${verdict.scans ? 'met' : 'NOT met'}`,
  )
  writePartResults(
    'extraction',
    [
      benchRow(
        'extraction',
        `text PDF, ${TEXT_PAGES} pages`,
        text.engine.pagesPerSecond,
        'pages/s',
        {
          baseline: text.pdftotextBboxLayout.pagesPerSecond,
          against: 'pdftotext -bbox-layout',
          goal: goal('ratio', '>=', goalRatio),
        },
      ),
      benchRow(
        'extraction',
        `scans, ${SCAN_PAGES} pages at 200 dpi`,
        scans.tesseract.pagesPerSecond * scans.bestRatioVsTesseract,
        'pages/s',
        {
          baseline: scans.tesseract.pagesPerSecond,
          against: 'tesseract CLI',
          goal: goal('ratio', '>=', goalRatio),
        },
      ),
    ],
    { text, scans, eventLoop: lag, goal: goalRatio, verdict },
  )
} finally {
  await rm(dir, { recursive: true, force: true })
}
