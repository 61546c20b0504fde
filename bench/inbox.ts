/**
 * Inbox benchmark (issue 3): 1,000 files dropped into a watched folder at once. The watcher runs
 * in its own process (as in the app's main process) with its production settings (1 s write-finish
 * threshold); the real server runs here. Measures the time from the last write to the last
 * document visible through CaseDocumentManagerDocuments, and checks every file was uploaded
 * exactly once (1,000 new documents, 1,000 distinct names, 1,000 `registered` journal records,
 * all files in processed/). `npm run bench -- inbox`; writes bench/results/inbox.json.
 */
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import { createGraphqlClient } from '../src/main/services/graphql-client'
import { JOURNAL_FILE_NAME } from '../src/main/services/inbox-journal'
import { createInboxWatcher } from '../src/main/services/inbox-watcher'
import { createUploadPipeline } from '../src/main/services/upload-pipeline'
import { CaseDocumentManagerDocumentsDocument } from '../src/shared/graphql/operations.generated'
import type { Document } from '../src/shared/graphql/operations.generated'
import { benchDir, round, startBenchServer } from './services-harness'
import { benchRow, writePartResults } from './report'

const COUNT = Number(process.env.BENCH_INBOX_COUNT ?? 1000)
const SIZE = Number(process.env.BENCH_INBOX_FILE_BYTES ?? 100 * 1024)

type ChildPayload = { graphqlUrl: string; token: string; caseId: string; folder: string }

/** Child: the watcher, until told to stop on stdin. */
async function child(p: ChildPayload): Promise<void> {
  const client = createGraphqlClient({ url: p.graphqlUrl, token: p.token })
  const watcher = createInboxWatcher({
    config: { caseId: p.caseId, folder: p.folder },
    pipeline: createUploadPipeline({ client }),
  })
  const errors: string[] = []
  watcher.on('error', (e) => errors.push(e.message))
  await watcher.start()
  console.log('ready')
  process.stdin.once('data', () => {
    void watcher.stop().then(() => {
      console.log(
        JSON.stringify({ files: watcher.files().length, counts: watcher.counts(), errors }),
      )
      process.exit(0)
    })
  })
}

async function main(): Promise<void> {
  const { dir, cleanup } = await benchDir('bench-inbox')
  const bench = await startBenchServer(join(dir, 'server'))
  try {
    const folder = join(dir, 'inbox')
    await mkdir(folder)
    const countDocs = async () =>
      (
        await bench.client.request(CaseDocumentManagerDocumentsDocument, {
          id: bench.caseId,
          limit: 1,
        })
      ).documents.totalCount
    const before = await countDocs()

    const proc = spawn(
      process.execPath,
      [
        ...process.execArgv,
        import.meta.filename,
        '--child',
        JSON.stringify({
          graphqlUrl: bench.server.graphqlUrl,
          token: bench.server.token!,
          caseId: bench.caseId,
          folder,
        } satisfies ChildPayload),
      ],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    let out = ''
    await new Promise<void>((resolve, reject) => {
      proc.stdout.on('data', (c: Buffer) => {
        out += c.toString()
        if (out.includes('ready')) resolve()
      })
      proc.once('exit', (code) => reject(new Error(`watcher exited early with ${code}`)))
    })

    // Drop 1,000 files at once (as a copy from a scanner share would), 32 writes in flight.
    const block = randomBytes(SIZE)
    const names = Array.from({ length: COUNT }, (_, i) => `inbox-${String(i).padStart(4, '0')}.pdf`)
    const t0 = performance.now()
    let next = 0
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < names.length) {
          const name = names[next++]!
          await writeFile(
            join(folder, name),
            Buffer.concat([Buffer.from(`%PDF-1.4\n% ${name}\n`), block]),
          )
        }
      }),
    )
    const lastWrite = performance.now()
    let visibleAt = 0
    for (;;) {
      if ((await countDocs()) >= before + COUNT) {
        visibleAt = performance.now()
        break
      }
      if (performance.now() - lastWrite > 600_000)
        throw new Error('timed out waiting for the documents')
      await new Promise((r) => setTimeout(r, 100))
    }
    // Let stragglers (a duplicate upload would show up here) settle, then stop the watcher.
    await new Promise((r) => setTimeout(r, 2000))
    const stopped = new Promise<string>((resolve) => proc.once('exit', () => resolve(out)))
    proc.stdin.write('stop\n')
    const childOut = JSON.parse((await stopped).trim().split('\n').at(-1)!) as { errors: string[] }

    const docs: Document[] = []
    for (let offset = 0; ; offset += 100) {
      const page = await bench.client.request(CaseDocumentManagerDocumentsDocument, {
        id: bench.caseId,
        limit: 100,
        offset,
      })
      docs.push(...page.documents.nodes)
      if (page.documents.nodes.length === 0 || docs.length >= page.documents.totalCount) break
    }
    const ours = docs.filter((d) => d.name.startsWith('inbox-'))
    const distinct = new Set(ours.map((d) => d.name)).size
    const registered = readFileSync(join(folder, JOURNAL_FILE_NAME), 'utf8')
      .split('\n')
      .filter((l) => l.includes('"t":"registered"')).length
    const processed = readdirSync(join(folder, 'processed')).length
    const exactlyOnce =
      ours.length === COUNT &&
      distinct === COUNT &&
      registered === COUNT &&
      processed === COUNT &&
      docs.length === before + COUNT
    const results = {
      files: COUNT,
      bytesEach: SIZE,
      writeMs: round(lastWrite - t0),
      lastWriteToLastVisibleMs: round(visibleAt - lastWrite),
      filesPerSecond: round(COUNT / ((visibleAt - t0) / 1000)),
      documentsCreated: ours.length,
      distinctNames: distinct,
      journalRegistered: registered,
      processedFiles: processed,
      exactlyOnce,
      watcherErrors: childOut.errors,
      settings:
        'chokidar awaitWriteFinish 1000 ms, pipeline runs of up to 200 files (chunks of 50), 4 PUTs in flight',
    }
    // The baseline (one CLI upload of the same files) is not measured here yet.
    const path = writePartResults(
      'inbox',
      [
        benchRow(
          'inbox',
          `watched inbox, ${COUNT} files: last write to last document`,
          results.lastWriteToLastVisibleMs,
          'ms',
        ),
      ],
      results,
    )
    console.log(
      `inbox ${COUNT} files at once: last write → last document visible ${results.lastWriteToLastVisibleMs} ms (writes took ${results.writeMs} ms; ${results.filesPerSecond} files/s overall)`,
    )
    console.log(
      `  uploaded exactly once: ${exactlyOnce} (${ours.length} documents, ${distinct} names, ${registered} journal records, ${processed} in processed/); results in ${path}`,
    )
    if (!exactlyOnce) process.exitCode = 1
  } finally {
    await bench.close()
    await cleanup()
  }
}

const childAt = process.argv.indexOf('--child')
if (childAt >= 0) await child(JSON.parse(process.argv[childAt + 1]!) as ChildPayload)
else await main()
