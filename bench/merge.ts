/**
 * Merge benchmark: 20 PDFs of 50 pages each (a text layer on every page), uploaded for real, then
 * merged by mergeDocuments on the server into one 1,000-page document, vs `qpdf --empty --pages`
 * over the same files on disk. Goals: under 5 s; the server process's RSS grows by under 300 MB
 * while it merges (sampled every 20 ms; the server runs in this process, the request is HTTP).
 * `npm run bench -- merge`; BENCH_MERGE_FILES / BENCH_MERGE_PAGES scale it, BENCH_REPS repeats.
 * writes bench/results/merge.json.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import {
  CaseDocumentManagerDocumentsDocument,
  MergeDocumentsDocument,
} from '../src/shared/graphql/operations.generated'
import { benchRow, goal, writePartResults } from './report'
import { benchDir, round, sampleRss, startBenchServer, timeCommand } from './services-harness'

const FILES = Number(process.env.BENCH_MERGE_FILES ?? 20)
const PAGES = Number(process.env.BENCH_MERGE_PAGES ?? 50)
const REPS = Number(process.env.BENCH_REPS ?? 3)
const GOAL_MS = 5000
const GOAL_RSS_MB = 300

/** A PDF of `pages` Letter pages, each with 40 lines of text (about a real page's words). */
async function textPdf(n: number, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([612, 792])
    for (let l = 0; l < 40; l++) {
      page.drawText(
        `Document ${n} page ${p} line ${l}: coverage, premium, deductible and endorsements apply as stated.`,
        { x: 40, y: 750 - l * 17, size: 9, font },
      )
    }
  }
  return doc.save()
}

async function main(): Promise<void> {
  const { dir, cleanup } = await benchDir('bench-merge')
  const bench = await startBenchServer(join(dir, 'server'))
  try {
    const paths: string[] = []
    for (let i = 0; i < FILES; i++) {
      const path = join(dir, `part-${String(i).padStart(2, '0')}.pdf`)
      await writeFile(path, await textPdf(i, PAGES))
      paths.push(path)
    }
    const { createUploadPipeline } = await import('../src/main/services/upload-pipeline')
    const upload = await createUploadPipeline({ client: bench.client, concurrency: 4 }).upload({
      files: paths.map((path) => ({ path })),
      caseId: bench.caseId,
    })
    const ids = upload.results.flatMap((r) => (r.ok ? [r.documentId] : []))
    if (ids.length !== FILES) throw new Error(`uploaded ${ids.length} of ${FILES}`)
    // Let the search indexer read the uploads first: it is not part of the merge's figures.
    await new Promise((r) => setTimeout(r, 2000))

    const runs: { ms: number; rssGrowthMb: number; qpdfMs: number }[] = []
    for (let rep = 0; rep < REPS; rep++) {
      const qpdfMs = await timeCommand(
        'qpdf',
        ['--empty', '--pages', ...paths, '--', join(dir, `qpdf-${rep}.pdf`)],
        dir,
      )
      const rss = sampleRss()
      const t0 = performance.now()
      const merged = await bench.client.request(MergeDocumentsDocument, {
        input: { caseId: bench.caseId, documentIds: ids, name: `Merged ${rep}` },
      })
      const ms = performance.now() - t0
      const { baselineMb, peakMb } = rss.stop()
      const bytes = new Uint8Array(await (await fetch(merged.mergeDocuments.signed!)).arrayBuffer())
      const pages = (await PDFDocument.load(bytes)).getPageCount()
      if (pages !== FILES * PAGES) throw new Error(`merged ${pages} pages, not ${FILES * PAGES}`)
      runs.push({ ms, rssGrowthMb: peakMb - baselineMb, qpdfMs })
    }
    const check = await bench.client.request(CaseDocumentManagerDocumentsDocument, {
      id: bench.caseId,
      limit: 1,
      offset: 0,
    })
    const best = Math.min(...runs.map((r) => r.ms))
    const qpdf = Math.min(...runs.map((r) => r.qpdfMs))
    const growth = Math.max(...runs.map((r) => r.rssGrowthMb))
    const label = `${FILES} PDFs × ${PAGES} pages`
    writePartResults(
      'merge',
      [
        benchRow('merge', `mergeDocuments, ${label}`, round(best), 'ms', {
          baseline: round(qpdf),
          against: 'qpdf --empty --pages, same files on disk',
          goal: goal('value', '<', GOAL_MS),
        }),
        benchRow('merge', `server RSS growth while merging ${label}`, round(growth), 'MB', {
          goal: goal('value', '<', GOAL_RSS_MB),
        }),
      ],
      {
        files: FILES,
        pagesEach: PAGES,
        reps: REPS,
        documentsInCase: check.documents.totalCount,
        runs: runs.map((r) => ({
          ms: round(r.ms),
          qpdfMs: round(r.qpdfMs),
          rssGrowthMb: round(r.rssGrowthMb),
        })),
        notes:
          'ours = one mergeDocuments request over HTTP: read 20 objects, pdf-lib copyPages, save, store, ' +
          'register in one transaction; best of the runs. RSS of this process (the server) sampled every 20 ms.',
      },
    )
  } finally {
    await bench.close()
    await cleanup()
  }
}

await main()
