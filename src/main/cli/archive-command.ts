/** `cli archive --server <url> --token <t> --case <id> --out <folder> [--documents <ids>]` */
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { ArchiveDocument } from '../../shared/contract'
import { CASE_DOCUMENTS_LIMIT } from '../../shared/constants'
import {
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
} from '../../shared/graphql/operations.generated'
import { teamGraphqlUrl } from '../services/graphql-client'
import { archiveFileName } from '../services/archive-names'
import { writeArchive } from '../services/archive-writer'
import { createGraphqlClient, type GraphqlClient } from '../services/graphql-client'
import { checkFlags, optionalFlag, requireFlag, type ParsedArgs } from './cli-args'
import type { CliIo } from './cli-io'
import { createReporter } from './progress-reporter'

/** Every document of the case, page by page (spec §9: 100 per query). */
async function caseDocuments(
  client: GraphqlClient,
  caseId: string,
  signal: AbortSignal,
): Promise<ArchiveDocument[]> {
  const all: ArchiveDocument[] = []
  for (let offset = 0; ; offset += CASE_DOCUMENTS_LIMIT) {
    const data = await client.request(
      CaseDocumentManagerDocumentsDocument,
      { id: caseId, limit: CASE_DOCUMENTS_LIMIT, offset },
      signal,
    )
    for (const d of data.documents.nodes) {
      all.push({
        id: d.id,
        name: d.name,
        fileExt: d.fileExt,
        fileType: d.fileType,
        signed: d.signed,
      })
    }
    if (
      data.documents.nodes.length < CASE_DOCUMENTS_LIMIT ||
      all.length >= data.documents.totalCount
    ) {
      return all
    }
  }
}

/** Writes the case's documents (or the listed ones) into one zip in the folder. */
export async function runArchive(args: ParsedArgs, io: CliIo): Promise<number> {
  checkFlags(args, ['server', 'token', 'case', 'out', 'documents', 'name'])
  const client = createGraphqlClient({
    url: teamGraphqlUrl(requireFlag(args, 'server')),
    token: requireFlag(args, 'token'),
  })
  const caseId = requireFlag(args, 'case')
  const folder = resolve(requireFlag(args, 'out'))
  const wanted = optionalFlag(args, 'documents')
    ?.split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')

  const found = await client.request(CaseDocumentManagerDocument, { id: caseId }, io.signal)
  if (found.case === null) throw new Error(`No case ${caseId}`)
  const documents = await caseDocuments(client, caseId, io.signal)
  let selected = documents
  let missing = 0
  if (wanted !== undefined) {
    selected = documents.filter((d) => wanted.includes(d.id))
    for (const id of wanted) {
      if (!documents.some((d) => d.id === id)) {
        missing++
        io.stdout.write(`failed ${id}: not a document of case ${caseId}\n`)
      }
    }
  }
  await mkdir(folder, { recursive: true })
  const target = join(
    folder,
    archiveFileName({ caseRef: found.case.ref, fileName: optionalFlag(args, 'name') }),
  )
  const reporter = createReporter(io.stdout)
  const result = await writeArchive({
    documents: selected,
    targetPath: target,
    signal: io.signal,
    onProgress: (p) => reporter.progress(p.done, p.total, `${p.done}/${p.total} documents`),
  })
  for (const name of result.skipped) reporter.line(`skipped ${name}: no signed link`)
  reporter.finish()
  io.stdout.write(`archived ${result.count} to ${result.path}\n`)
  return missing > 0 ? 1 : 0
}
