/** `cli upload --server <url> --token <t> --case <id> [--category <id>] <files…>` */
import { resolve } from 'node:path'
import { teamGraphqlUrl } from '../services/graphql-client'
import { pipelineFor } from '../services/pipeline-for-connection'
import { checkFlags, optionalFlag, requireFlag, type ParsedArgs } from './cli-args'
import type { CliIo } from './cli-io'
import { createReporter } from './progress-reporter'

/** Uploads the files through the one pipeline; exit code 1 when any file failed. */
export async function runUpload(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['server', 'token', 'case', 'category', 'extract', 'lender'])
  const connection = {
    graphqlUrl: teamGraphqlUrl(requireFlag(args, 'server')),
    token: requireFlag(args, 'token'),
    mode: 'team' as const,
  }
  const caseId = requireFlag(args, 'case')
  if (args.positionals.length === 0) throw new Error('Name at least one file to upload')
  const reporter = createReporter(io.stdout)
  const batch = await pipelineFor(connection, () => 'the case server').upload({
    caseId,
    lender: optionalFlag(args, 'lender') ?? null,
    categoryId: optionalFlag(args, 'category') ?? null,
    extractData: args.flags['extract'] === 'true',
    files: args.positionals.map((p) => ({ path: resolve(p) })),
    signal: io.signal,
    onProgress: (p) => {
      reporter.progress(p.overallLoaded, p.overallTotal, p.fileName)
    },
  })
  let uploaded = 0
  let failed = 0
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
  io.stdout.write(`uploaded ${uploaded}, failed ${failed}\n`)
  return failed > 0 ? 1 : 0
}
