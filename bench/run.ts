/**
 * `npm run bench` runs every benchmark part, one after another so their figures never compete
 * for the cores, each in its own process; then prints ONE table of every part's rows (figure,
 * baseline from the same run, ratio, goal, met) and writes it to bench/results/summary.json and
 * summary.md. `npm run bench -- server ui` runs only the named parts; `--quick` (or
 * BENCH_QUICK=1) runs every part at a small scale, to check that it runs (figures not comparable).
 *
 * A part is a script in bench/ that measures its figures and its baselines in the same run and
 * reports them with `writePartResults` (bench/report.ts). To add one, add it to PARTS.
 */
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  benchRow,
  currentLoad,
  formatMarkdown,
  formatTable,
  readPartResults,
  RESULTS_DIR,
  type BenchRow,
} from './report'
import { readBenchRun } from './command-line'

/** Every part: its script and what it measures. */
const PARTS: Readonly<Record<string, { readonly script: string; readonly about: string }>> = {
  server: {
    script: 'server.ts',
    about: 'case server: case pair and documents list vs a hand-written SQL floor, scale',
  },
  startup: {
    script: 'startup.ts',
    about: 'embedded server: first start on an empty folder and restart',
  },
  ui: { script: 'ui.ts', about: 'document tree with 5,000 documents in Chromium' },
  upload: { script: 'upload.ts', about: 'uploads vs curl -T to the same signed URLs' },
  archive: { script: 'archive.ts', about: 'zip archive vs zip -0' },
  inbox: { script: 'inbox.ts', about: 'watched inbox vs one CLI upload' },
  extraction: { script: 'extraction.ts', about: 'extraction vs pdftotext and tesseract' },
  'extraction-api': {
    script: 'extraction-api.ts',
    about: 'API latency while a scan is extracted',
  },
  merge: {
    script: 'merge.ts',
    about: 'mergeDocuments of 20 PDFs × 50 pages vs qpdf, server RSS growth',
  },
  search: {
    script: 'search.ts',
    about: 'searchDocuments over 5,000 documents / 100,000 pages on PGlite vs a LIKE scan',
  },
  faults: {
    script: 'faults.ts',
    about:
      'kill -9 loops (uploads, first start), slow writers into the inbox, orphan sweep, PUT under GraphQL read load',
  },
}

function main(): void {
  const line = readBenchRun(process.argv.slice(2), 'npm run bench -- [--quick] [part …]')
  const quick = line.quick || process.env.BENCH_QUICK === '1'
  const wanted = line.parts
  const unknown = wanted.filter((w) => !(w in PARTS))
  if (unknown.length > 0) {
    console.error(`unknown bench part(s): ${unknown.join(', ')}`)
    console.error(`parts: ${Object.keys(PARTS).join(', ')}; flag: --quick (small scale)`)
    process.exit(2)
  }
  const parts = Object.keys(PARTS).filter((p) => wanted.length === 0 || wanted.includes(p))
  const rows: BenchRow[] = []
  const runs: { part: string; status: string; seconds: number; loadAverage: number[] }[] = []
  for (const part of parts) {
    const { script, about } = PARTS[part]!
    console.log(`\n=== bench part "${part}": ${about} (load average ${currentLoad().join(' ')})`)
    const t0 = Date.now()
    const r = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script)], {
      stdio: 'inherit',
      cwd: resolve(import.meta.dirname, '..'),
      env: { ...process.env, ...(quick ? { BENCH_QUICK: '1' } : {}) },
    })
    const results = readPartResults(part)
    const fresh = results !== null && Date.parse(results.date) >= t0
    const status =
      r.status !== 0 ? `failed (exit ${r.status ?? r.signal})` : fresh ? 'ok' : 'no rows'
    runs.push({ part, status, seconds: (Date.now() - t0) / 1000, loadAverage: currentLoad() })
    if (fresh) rows.push(...results.rows)
    else rows.push(benchRow(part, `(${status}: no figures from this run)`, Number.NaN, ''))
  }
  const load = currentLoad()
  console.log(`\n${formatTable(rows)}`)
  console.log(`\nload average at the end: ${load.join(' ')}; results in ${RESULTS_DIR}`)
  const summary = { date: new Date().toISOString(), quick, loadAverage: load, runs, rows }
  writeFileSync(join(RESULTS_DIR, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
  writeFileSync(
    join(RESULTS_DIR, 'summary.md'),
    `${formatMarkdown(rows)}\n\nLoad average at the end: ${load.join(' ')}.${quick ? ' Quick run (small scale): not the figures of the goals.' : ''}\n`,
  )
  const failed = runs.filter((x) => x.status !== 'ok')
  if (failed.length > 0) {
    console.error(
      `parts without figures: ${failed.map((x) => `${x.part} (${x.status})`).join(', ')}`,
    )
    process.exit(1)
  }
}

main()
