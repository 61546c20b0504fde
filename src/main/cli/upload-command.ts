/**
 * `cli upload --server <url> --token <t> --case <id> [--category <id>] [--lender <id>] [--extract]
 *  [--retry-for <seconds>] [--journal-dir <dir>] <files…>`
 * `cli upload --server <url> --token <t> --case <id> --new-version-of <documentId> <file>`: the
 *  file becomes the newest version of the document (docs/rules.md#document-versions).
 *
 * A failed or killed run is resumed by running the same command again: the batch journal (see
 * upload-journal.ts) skips files already registered and sends the others with their earlier
 * attempt ids, so nothing is registered twice. Network failures are retried for `--retry-for`
 * seconds (default 60), showing "reconnecting…".
 */
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import {
  checkPositionals,
  numberOption,
  parseCommandLine,
  UsageError,
} from '../../server/command-line'
import { pipelineFor } from '../services/pipeline-for-connection'
import { DEFAULT_RETRY_FOR_MS } from '../services/retry'
import type { CliIo } from './cli-io'
import { createReporter } from './progress-reporter'
import { SERVER_OPTIONS, serverConnection } from './server-options'
import { defaultJournalDir, openUploadJournal } from './upload-journal'

const OPTIONS = {
  ...SERVER_OPTIONS,
  category: { type: 'string' },
  lender: { type: 'string' },
  extract: { type: 'boolean', default: false },
  'retry-for': { type: 'string' },
  'journal-dir': { type: 'string' },
  'new-version-of': { type: 'string' },
} as const

/** What `cli upload` was asked to do, from its command line (throws a UsageError). */
export function parseUploadCommand(argv: readonly string[]) {
  const { values, positionals } = parseCommandLine(argv, OPTIONS)
  const newVersionOf = values['new-version-of']
  if (newVersionOf === '') throw new UsageError('--new-version-of needs a document id')
  if (newVersionOf !== undefined) {
    // A version keeps the document's category and links: filing options do not apply.
    if (values.category !== undefined || values.extract) {
      throw new UsageError(
        '--new-version-of keeps the document’s category: leave out --category and --extract',
      )
    }
    checkPositionals(positionals, 1, 'file as the new version')
  } else checkPositionals(positionals, 'some', 'file to upload')
  const seconds = numberOption(values['retry-for'], 'retry-for', { min: 0 })
  return {
    newVersionOf: newVersionOf ?? null,
    ...serverConnection(values),
    paths: positionals.map((p) => resolve(p)),
    categoryId: values.category ?? null,
    lender: values.lender ?? null,
    extractData: values.extract,
    retryForMs: seconds === undefined ? DEFAULT_RETRY_FOR_MS : seconds * 1000,
    journalDir: values['journal-dir'] ?? defaultJournalDir(),
  }
}

/** Uploads the files through the one pipeline; exit code 1 when any file failed. */
export async function runUpload(argv: readonly string[], io: CliIo): Promise<number> {
  const command = parseUploadCommand(argv)
  const { server, connection, caseId, paths } = command
  const reporter = createReporter(io.stdout)
  const journal = await openUploadJournal(command.journalDir, {
    server,
    caseId,
    paths,
    newVersionOf: command.newVersionOf,
  })

  let uploaded = 0
  let failed = 0
  const toSend: { path: string; attempt: string }[] = []
  for (const path of paths) {
    const info = await stat(path).catch(() => null)
    const done = info && (await journal.registered(path, info.size, info.mtimeMs))
    if (done) {
      uploaded++
      reporter.line(`already uploaded ${path} → ${done} (resumed batch)`)
    } else if (info) {
      toSend.push({ path, attempt: journal.attemptFor(path, info.size, info.mtimeMs) })
    } else {
      toSend.push({ path, attempt: '' })
    }
  }
  // The attempts are on disk before any byte is sent: a kill from here on is resumable.
  await journal.save()

  let reconnecting = false
  const batch = await pipelineFor(connection, { retryForMs: command.retryForMs }).upload({
    caseId,
    providerName: 'the case server',
    lender: command.lender,
    categoryId: command.categoryId,
    extractData: command.extractData,
    ...(command.newVersionOf !== null ? { newVersionOf: command.newVersionOf } : {}),
    files: toSend.map((f) => ({ path: f.path, ...(f.attempt ? { attempt: f.attempt } : {}) })),
    signal: io.signal,
    onProgress: (p) => {
      if (p.status === 'reconnecting') {
        // Once per outage as a line (logs keep it), and in the redrawn bar on a terminal.
        if (!reconnecting) reporter.line(`reconnecting… (${p.message ?? 'server unreachable'})`)
        reconnecting = true
        reporter.progress(p.overallLoaded, p.overallTotal, `reconnecting… ${p.fileName}`)
        return
      }
      if (p.status === 'uploading' || p.status === 'done' || p.status === 'registering') {
        reconnecting = false
      }
      reporter.progress(p.overallLoaded, p.overallTotal, p.fileName)
    },
    hooks: {
      afterRegister: (file, documentId, sha256) => {
        journal.markRegistered(file.path, documentId, sha256)
        return journal.save()
      },
    },
  })
  for (const r of batch.results) {
    if (r.ok) {
      uploaded++
      reporter.line(`uploaded ${r.fileName} → ${r.documentId}`)
    } else {
      failed++
      // The CLI user is the operator: show the server's own words next to the message of
      // docs/rules.md#messages.
      const why = r.serverMessage ? `${r.message} (${r.serverMessage})` : r.message
      reporter.line(`failed ${r.fileName}: ${why}`)
    }
  }
  reporter.finish()
  if (failed === 0) await journal.remove()
  else io.stdout.write('run the same command again to resume: uploaded files are not sent again\n')
  io.stdout.write(`uploaded ${uploaded}, failed ${failed}\n`)
  return failed > 0 ? 1 : 0
}
