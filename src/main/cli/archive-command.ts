/** `cli archive --server <url> --token <t> --case <id> --out <folder> [--documents <ids>] [--name <file.zip>]` */
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { parseCommandLine, requireOption, UsageError } from '../../server/command-line'
import { archiveCase } from '../services/case-archive'
import { createGraphqlClient } from '../services/graphql-client'
import type { CliIo } from './cli-io'
import { createReporter } from './progress-reporter'
import { SERVER_OPTIONS, serverConnection } from './server-options'

const OPTIONS = {
  ...SERVER_OPTIONS,
  out: { type: 'string' },
  documents: { type: 'string' },
  name: { type: 'string' },
} as const

/** Writes the case's documents (or the listed ones) into one zip in the folder. */
export async function runArchive(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandLine(argv, OPTIONS)
  if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`)
  const { connection, caseId } = serverConnection(values)
  const folder = resolve(requireOption(values.out, 'out'))
  const wanted =
    values.documents
      ?.split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '') ?? null

  const reporter = createReporter(io.stdout)
  const result = await archiveCase({
    client: createGraphqlClient({ url: connection.graphqlUrl, token: connection.token }),
    caseId,
    documentIds: wanted,
    fileName: values.name,
    chooseTarget: async (name) => {
      await mkdir(folder, { recursive: true })
      return join(folder, name)
    },
    signal: io.signal,
    onProgress: (p) => reporter.progress(p.done, p.total, `${p.done}/${p.total} documents`),
  })
  if (result === null) throw new Error('No target for the archive')
  for (const id of result.missing) reporter.line(`failed ${id}: not a document of case ${caseId}`)
  for (const name of result.skipped) reporter.line(`skipped ${name}: no signed link`)
  reporter.finish()
  io.stdout.write(`archived ${result.count} to ${result.path}\n`)
  return result.missing.length > 0 ? 1 : 0
}
