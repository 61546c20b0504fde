/**
 * Inbox benchmark: 1,000 files through the watched inbox against ONE CLI upload of the same kind
 * of batch, measured in the same run on the same server (`npm run bench -- inbox`; writes
 * bench/results/inbox.json).
 *
 * - Baseline: `cli upload` of the 1,000 files (the CLI's own code, run in a child process that is
 *   already started, timed from "go" to its exit code; process start-up is not counted).
 * - Files dropped into a watched folder at once (32 writes in flight): time from the last write to
 *   the last document visible through CaseDocumentManagerDocuments. The watcher runs in its own
 *   process with its production settings (3 s stability window). The window itself is a wait the
 *   issue allows ("the write-finish guard may wait"); what must not happen is finished files
 *   queueing behind it or behind each other, so the row with the goal is the time after the
 *   window: last write + 3 s → last document, against the CLI.
 * - Files already waiting in the folder when the watcher starts (written before, older than the
 *   window): watcher start → last document, against the CLI.
 * Each inbox run checks every file was uploaded exactly once (documents, names, journal records,
 * files in processed/). The whole figure, last write → last document with the window, is reported
 * without a goal: the window is a fixed wait the product chooses, not work.
 * BENCH_QUICK=1: 100 files (to check that it runs).
 */
import { spawn } from 'node:child_process'
import { readFileSync, readdirSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createGraphqlClient } from '../src/main/services/graphql-client'
import { JOURNAL_FILE_NAME } from '../src/main/services/inbox-journal'
import { createInboxWatcher, DEFAULT_STABILITY_WINDOW_MS } from '../src/main/services/inbox-watcher'
import { createUploadPipeline } from '../src/main/services/upload-pipeline'
import { runCli } from '../src/main/cli/run-cli'
import { CaseDocumentManagerDocumentsDocument } from '../src/shared/graphql/operations.generated'
import type { Document } from '../src/shared/graphql/operations.generated'
import { sizedPdf } from '../tests/helpers/sized-pdf'
import { benchDir, round, startBenchServer, type BenchServer } from './services-harness'
import { benchRow, goal, writePartResults } from './report'
import { readChildPayload } from './command-line'

const COUNT = Number(
  process.env.BENCH_INBOX_COUNT ?? (process.env.BENCH_QUICK === '1' ? 100 : 1000),
)
const SIZE = Number(process.env.BENCH_INBOX_FILE_BYTES ?? 100 * 1024)
const WINDOW_MS = DEFAULT_STABILITY_WINDOW_MS

type ChildPayload = {
  mode: 'watch' | 'cli'
  graphqlUrl: string
  url: string
  token: string
  caseId: string
  folder: string
}

/** Child: the watcher (until told to stop) or the CLI upload (on "go"), reporting on stdout. */
async function child(p: ChildPayload): Promise<void> {
  if (p.mode === 'cli') {
    const files = readdirSync(p.folder).map((n) => join(p.folder, n))
    console.log('ready')
    await new Promise((r) => process.stdin.once('data', r))
    const t0 = performance.now()
    let out = ''
    const sink = { write: (c: string) => ((out += c), true) } as unknown as NodeJS.WritableStream
    const code = await runCli(
      [
        'upload',
        '--server',
        p.url,
        '--token',
        p.token,
        '--case',
        p.caseId,
        '--journal-dir',
        join(p.folder, '..', 'journals'),
        ...files,
      ],
      { stdout: sink, stderr: sink, signal: new AbortController().signal },
    )
    console.log(
      JSON.stringify({ ms: performance.now() - t0, code, tail: out.trim().split('\n').at(-1) }),
    )
    process.exit(0)
  }
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
      console.log(JSON.stringify({ counts: watcher.counts(), errors }))
      process.exit(0)
    })
  })
}

/** Starts this script as a child in `mode`; resolves once it says it is ready. */
async function startChild(payload: ChildPayload) {
  const proc = spawn(
    process.execPath,
    [...process.execArgv, import.meta.filename, '--child', JSON.stringify(payload)],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  )
  let out = ''
  proc.stdout.on('data', (c: Buffer) => (out += c.toString()))
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => out.includes('ready') && (clearInterval(check), resolve()), 20)
    proc.once('exit', (code) => reject(new Error(`${payload.mode} child exited early (${code})`)))
  })
  const exited = new Promise<string>((resolve) => proc.once('exit', () => resolve(out)))
  return {
    /** Tells the child to go (CLI) or to stop (watcher); resolves with its last JSON line. */
    signal: async <T>(): Promise<T> => {
      proc.stdin.write('go\n')
      return JSON.parse((await exited).trim().split('\n').at(-1)!) as T
    },
  }
}

/** Writes COUNT files named `<prefix>-NNNN.pdf`, 32 writes in flight; resolves when all are written. */
async function writeFiles(folder: string, prefix: string): Promise<string[]> {
  const names = Array.from(
    { length: COUNT },
    (_, i) => `${prefix}-${String(i).padStart(4, '0')}.pdf`,
  )
  let next = 0
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (next < names.length) {
        const name = names[next++]!
        await writeFile(join(folder, name), sizedPdf(SIZE, name))
      }
    }),
  )
  return names
}

async function allDocuments(bench: BenchServer): Promise<Document[]> {
  const docs: Document[] = []
  for (let offset = 0; ; offset += 100) {
    const page = await bench.client.request(CaseDocumentManagerDocumentsDocument, {
      id: bench.caseId,
      limit: 100,
      offset,
    })
    docs.push(...page.documents.nodes)
    if (page.documents.nodes.length === 0 || docs.length >= page.documents.totalCount) return docs
  }
}

const countDocs = async (bench: BenchServer) =>
  (await bench.client.request(CaseDocumentManagerDocumentsDocument, { id: bench.caseId, limit: 1 }))
    .documents.totalCount

/** Polls until the case has `target` documents; resolves with the moment it did. */
async function visibleAt(bench: BenchServer, target: number): Promise<number> {
  const end = performance.now() + 600_000
  for (;;) {
    if ((await countDocs(bench)) >= target) return performance.now()
    if (performance.now() > end) throw new Error('timed out waiting for the documents')
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Checks a finished inbox folder: each file uploaded exactly once. */
async function exactlyOnce(bench: BenchServer, folder: string, prefix: string) {
  const ours = (await allDocuments(bench)).filter((d) => d.name.startsWith(`${prefix}-`))
  const registered = readFileSync(join(folder, JOURNAL_FILE_NAME), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"t":"registered"')).length
  const processed = readdirSync(join(folder, 'processed')).length
  const distinct = new Set(ours.map((d) => d.name)).size
  return {
    documents: ours.length,
    distinct,
    registered,
    processed,
    ok: ours.length === COUNT && distinct === COUNT && registered === COUNT && processed === COUNT,
  }
}

async function main(): Promise<void> {
  const { dir, cleanup } = await benchDir('bench-inbox')
  const bench = await startBenchServer(join(dir, 'server'))
  const base = {
    graphqlUrl: bench.server.graphqlUrl,
    url: bench.server.url,
    token: bench.server.token!,
    caseId: bench.caseId,
  }
  try {
    // 1. The baseline: one CLI upload of COUNT files.
    const cliFolder = join(dir, 'cli-files')
    await mkdir(cliFolder)
    await writeFiles(cliFolder, 'cli')
    const cli = await startChild({ ...base, mode: 'cli', folder: cliFolder })
    const cliRun = await cli.signal<{ ms: number; code: number; tail: string }>()
    if (cliRun.code !== 0) throw new Error(`cli upload failed: ${cliRun.tail}`)

    // 2. Files dropped into a watched folder.
    const dropFolder = join(dir, 'inbox-drop')
    await mkdir(dropFolder)
    const before = await countDocs(bench)
    const dropWatcher = await startChild({ ...base, mode: 'watch', folder: dropFolder })
    const t0 = performance.now()
    await writeFiles(dropFolder, 'drop')
    const lastWrite = performance.now()
    const dropDone = await visibleAt(bench, before + COUNT)
    await new Promise((r) => setTimeout(r, 2000)) // a duplicate upload would show up here
    const dropChild = await dropWatcher.signal<{ errors: string[] }>()
    const drop = await exactlyOnce(bench, dropFolder, 'drop')

    // 3. Files waiting in the folder when the watcher starts.
    const waitFolder = join(dir, 'inbox-waiting')
    await mkdir(waitFolder)
    await writeFiles(waitFolder, 'wait')
    await new Promise((r) => setTimeout(r, WINDOW_MS + 500)) // older than the window
    const before3 = await countDocs(bench)
    const tStart = performance.now()
    const waitWatcher = await startChild({ ...base, mode: 'watch', folder: waitFolder })
    const waitDone = await visibleAt(bench, before3 + COUNT)
    await new Promise((r) => setTimeout(r, 2000))
    const waitChild = await waitWatcher.signal<{ errors: string[] }>()
    const waiting = await exactlyOnce(bench, waitFolder, 'wait')

    const results = {
      files: COUNT,
      bytesEach: SIZE,
      stabilityWindowMs: WINDOW_MS,
      cliUploadMs: round(cliRun.ms),
      dropped: {
        writeMs: round(lastWrite - t0),
        lastWriteToLastDocumentMs: round(dropDone - lastWrite),
        afterWindowMs: round(dropDone - lastWrite - WINDOW_MS),
        ...drop,
        watcherErrors: dropChild.errors,
      },
      waitingAtStart: {
        startToLastDocumentMs: round(waitDone - tStart),
        ...waiting,
        watcherErrors: waitChild.errors,
      },
      settings:
        'watcher: 3 s stability window, end markers, runs of 50 files with 2 in flight (4 PUTs each); CLI: chunks of 50, 4 PUTs in flight',
    }
    const path = writePartResults(
      'inbox',
      [
        benchRow(
          'inbox',
          `watched inbox, ${COUNT} files dropped: last write → last document (incl. the ${WINDOW_MS / 1000} s window)`,
          results.dropped.lastWriteToLastDocumentMs,
          'ms',
          {
            baseline: results.cliUploadMs,
            against: 'one CLI upload of the same batch',
          },
        ),
        benchRow(
          'inbox',
          `watched inbox, ${COUNT} files dropped: after the ${WINDOW_MS / 1000} s write-finish window`,
          results.dropped.afterWindowMs,
          'ms',
          {
            baseline: results.cliUploadMs,
            against: 'one CLI upload of the same batch',
            goal: goal('ratio', '<=', 1.5),
          },
        ),
        benchRow(
          'inbox',
          `watched inbox, ${COUNT} files waiting at start: start → last document`,
          results.waitingAtStart.startToLastDocumentMs,
          'ms',
          {
            baseline: results.cliUploadMs,
            against: 'one CLI upload of the same batch',
            goal: goal('ratio', '<=', 1.5),
          },
        ),
        benchRow(
          'inbox',
          `inbox runs with each of ${COUNT} files uploaded exactly once`,
          (drop.ok ? 1 : 0) + (waiting.ok ? 1 : 0),
          'runs',
          {
            baseline: 2,
            against: 'inbox runs',
            goal: goal('ratio', '>=', 1),
          },
        ),
      ],
      results,
    )
    console.log(JSON.stringify(results, null, 2))
    console.log(`results in ${path}`)
    if (!drop.ok || !waiting.ok) process.exitCode = 1
  } finally {
    await bench.close()
    await cleanup()
  }
}

const payload = readChildPayload(
  process.argv.slice(2),
  'tsx bench/inbox.ts [--child <json>] (npm run bench -- inbox)',
)
if (payload !== null) await child(payload as ChildPayload)
else await main()
