/**
 * `cli watch --server <url> --token <t> --case <id> [--category <id>] [--polling]
 *  [--stability-window <seconds>] [--once] <folder>`:
 * the watched inbox from a terminal (a scanning workstation). Runs until Ctrl-C; `--once`
 * processes what is in the folder now and exits. Ends with `uploaded N, failed M`. A file is
 * uploaded once its size and times stayed unchanged for the stability window (default 3 s).
 */
import { join, resolve } from 'node:path'
import { readdir, stat } from 'node:fs/promises'
import {
  checkPositionals,
  numberOption,
  parseCommandLine,
  UsageError,
} from '../../server/command-line'
import { pipelineFor, withProviderName } from '../services/pipeline-for-connection'
import { isIgnoredInboxPath } from '../services/inbox-folders'
import { createInboxWatcher, type InboxWatcher } from '../services/inbox-watcher'
import type { CliIo } from './cli-io'
import { SERVER_OPTIONS, serverConnection } from './server-options'

const OPTIONS = {
  ...SERVER_OPTIONS,
  category: { type: 'string' },
  extract: { type: 'boolean', default: false },
  polling: { type: 'boolean', default: false },
  once: { type: 'boolean', default: false },
  'stability-window': { type: 'string' },
} as const

/** The documents waiting in the folder now (what `--once` must see through). */
async function waitingFiles(folder: string): Promise<Set<string>> {
  const names = new Set<string>()
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && !isIgnoredInboxPath(folder, join(folder, entry.name)))
      names.add(entry.name)
  }
  return names
}

/**
 * `--once`: the watcher reports a file only after its write-finish check, so "idle" right after
 * the start means nothing yet. Wait until every file that was there has finished (done or
 * failed), then until the watcher is idle; a file that vanishes meanwhile stops counting.
 */
async function drain(
  watcher: InboxWatcher,
  folder: string,
  waiting: Set<string>,
  finished: Set<string>,
  signal: AbortSignal,
): Promise<void> {
  while (!signal.aborted) {
    const still = await waitingFiles(folder)
    const open = [...waiting].filter((n) => !finished.has(n) && still.has(n))
    if (open.length === 0) break
    await new Promise((r) => setTimeout(r, 200))
  }
  await watcher.idle()
}

/** `--stability-window <seconds>`: how long a file must stay unchanged before it is uploaded. */
function stabilityWindow(value: string | undefined): { stabilityWindowMs?: number } {
  const seconds = numberOption(value, 'stability-window', { min: 0, max: 3600 })
  return seconds === undefined ? {} : { stabilityWindowMs: Math.round(seconds * 1000) }
}

/** Watches the folder; exit code 1 when any file failed during the run. */
export async function runWatch(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(argv, OPTIONS)
  const { connection, caseId } = serverConnection(values)
  checkPositionals(positionals, 1, 'folder to watch')
  const folder = resolve(positionals[0]!)
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    throw new UsageError(`No folder ${folder}`)
  }

  const watcher = createInboxWatcher({
    config: {
      caseId,
      folder,
      categoryId: values.category ?? null,
      extractData: values.extract,
      usePolling: values.polling,
      ...stabilityWindow(values['stability-window']),
    },
    pipeline: withProviderName(pipelineFor(connection), () => 'the case server'),
  })
  let uploaded = 0
  let failed = 0
  const finished = new Set<string>()
  const waiting = await waitingFiles(folder)
  watcher.on('inbox.activity', (a) => {
    if (a.status === 'done' || a.status === 'failed') finished.add(a.fileName)
    if (a.status === 'done') {
      uploaded++
      io.stdout.write(`uploaded ${a.fileName} → ${a.documentId ?? ''}\n`)
    } else if (a.status === 'failed') {
      failed++
      io.stdout.write(`failed ${a.fileName}: ${a.message ?? ''}\n`)
    } else if (a.status === 'queued') {
      // Waiting again (it changed while it was read): say why, so it is not taken for a repeat.
      io.stdout.write(`queued ${a.fileName}${a.message ? ` (${a.message})` : ''}\n`)
    }
  })
  watcher.on('error', (e) => io.stderr.write(`inbox: ${e.message}\n`))
  await watcher.start()
  if (values.once) {
    await drain(watcher, folder, waiting, finished, io.signal)
  } else {
    io.stdout.write(`watching ${folder} (Ctrl-C to stop)\n`)
    await new Promise<void>((done) => {
      if (io.signal.aborted) return done()
      io.signal.addEventListener('abort', () => done(), { once: true })
    })
  }
  await watcher.stop()
  io.stdout.write(`uploaded ${uploaded}, failed ${failed}\n`)
  return failed > 0 ? 1 : 0
}
