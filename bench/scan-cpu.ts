/**
 * `tsx bench/scan-cpu.ts [--reps N] [--ocr]`: the engine's CPU time on the extraction bench's
 * scanned pages (the same pages, made the same way), measured in one process, for comparing two
 * versions of the page preparation on a machine too busy for wall-clock timings. By default the
 * OCR readings come from a cache folder filled by a first pass, so that what is measured is all
 * the engine does besides tesseract (decoding, page geometry, the OCR input's preparation, the
 * matching, and the cache's own hashing of each image, a few ms); `--ocr` reads every page afresh
 * and measures tesseract's threads too. Prints each page's median CPU time (user + system, every
 * thread of the process) and how many images it sent to OCR (with `--ocr`, none are counted).
 * Run under `node --import tsx --cpu-prof` for a profile.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { checkPositionals, parseCommandLine } from '../src/server/command-line'
import { extractDocument } from '../src/server/extraction/engine'
import { terminateOcr } from '../src/server/extraction/ocr'
import { scanPages } from './extraction'
import { cpuMs, median } from './cpu-time'

const { values: args, positionals } = parseCommandLine(process.argv.slice(2), {
  reps: { type: 'string' },
  ocr: { type: 'boolean', default: false },
})
checkPositionals(positionals, 0, '')
const REPS = Number(args.reps ?? 7)

const dir = await mkdtemp(join(tmpdir(), 'scan-cpu-'))
const cache = join(dir, 'ocr-cache')
if (!args.ocr) process.env.EXTRACTION_OCR_CACHE = cache

const cached = async (): Promise<number> => (await readdir(cache).catch(() => [])).length

try {
  const pages: Array<{ id: string; path: string; reads: number }> = []
  for (const path of await scanPages(dir)) {
    // The first reading fills the cache; the images it added are the page's OCR calls.
    const before = await cached()
    await extractDocument({ path })
    pages.push({ id: basename(path, '.png'), path, reads: (await cached()) - before })
  }
  for (const p of pages) await extractDocument({ path: p.path })
  console.log(`measuring from ${process.hrtime.bigint() / 1000n}`)
  const times = pages.map(() => [] as number[])
  // Page by page in turn, so that a busy spell of a shared machine falls on all of them.
  for (let r = 0; r < REPS; r++)
    for (const [i, p] of pages.entries())
      times[i]!.push(await cpuMs(() => extractDocument({ path: p.path })))
  console.log(`measured until ${process.hrtime.bigint() / 1000n}`)
  console.log(`page                 CPU ms (median of ${REPS})   OCR images`)
  let total = 0
  for (const [i, p] of pages.entries()) {
    const ms = median(times[i]!)
    total += ms
    console.log(
      `${p.id.padEnd(20)} ${ms.toFixed(1).padStart(22)} ${String(args.ocr ? '-' : p.reads).padStart(12)}`,
    )
  }
  console.log(`${'mean per page'.padEnd(20)} ${(total / pages.length).toFixed(1).padStart(22)}`)
} finally {
  await terminateOcr()
  await rm(dir, { recursive: true, force: true })
}
