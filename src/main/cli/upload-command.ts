/**
 * `cli upload --server <url> --token <t> --case <id> [--category <id>] [--retry-for <seconds>]
 *  [--journal-dir <dir>] <files…>`
 *
 * A failed or killed run is resumed by running the same command again: the batch journal (see
 * upload-journal.ts) skips files already registered and sends the others with their earlier
 * attempt ids, so nothing is registered twice. Network failures are retried for `--retry-for`
 * seconds (default 60), showing "reconnecting…".
 */
import { stat } from 'node:fs/promises'
import { resolve } from 'node:path'
import { teamGraphqlUrl } from '../services/graphql-client'
import { pipelineFor } from '../services/pipeline-for-connection'
import { DEFAULT_RETRY_FOR_MS } from '../services/retry'
import { checkFlags, optionalFlag, requireFlag, type ParsedArgs } from './cli-args'
import type { CliIo } from './cli-io'
import { createReporter } from './progress-reporter'
import { defaultJournalDir, openUploadJournal } from './upload-journal'

function retryFor(args: ParsedArgs): number {
  const v = optionalFlag(args, 'retry-for')
  if (v === undefined) return DEFAULT_RETRY_FOR_MS
  const seconds = Number(v)
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`--retry-for must be a number of seconds, not ${v}`)
  }
  return seconds * 1000
}

/** Uploads the files through the one pipeline; exit code 1 when any file failed. */
export async function runUpload(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, [
    'server',
    'token',
    'case',
    'category',
    'extract',
    'lender',
    'retry-for',
    'journal-dir',
  ])
  const server = requireFlag(args, 'server')
  const connection = {
    graphqlUrl: teamGraphqlUrl(server),
    token: requireFlag(args, 'token'),
    mode: 'team' as const,
  }
  const caseId = requireFlag(args, 'case')
  if (args.positionals.length === 0) throw new Error('Name at least one file to upload')
  const paths = args.positionals.map((p) => resolve(p))
  const reporter = createReporter(io.stdout)
  const journal = await openUploadJournal(
    optionalFlag(args, 'journal-dir') ?? defaultJournalDir(),
    {
      server,
      caseId,
      paths,
    },
  )

  let uploaded = 0
  let failed = 0
  const toSend: { path: string; attempt: string }[] = []
  for (const path of paths) {
    const info = await stat(path).catch(() => null)
    const done = info && journal.registered(path, info.size, info.mtimeMs)
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
  const batch = await pipelineFor(connection, () => 'the case server', {
    retryForMs: retryFor(args),
  }).upload({
    caseId,
    lender: optionalFlag(args, 'lender') ?? null,
    categoryId: optionalFlag(args, 'category') ?? null,
    extractData: args.flags['extract'] === 'true',
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
      afterRegister: (file, documentId) => {
        journal.markRegistered(file.path, documentId)
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
      // The CLI user is the operator: show the server's own words next to spec §8's message.
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
