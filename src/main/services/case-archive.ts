/**
 * The ONE archive service, for the desktop, the browser shell and the CLI: a case and the ids of
 * its documents (or all of them) in, one zip out. The documents' names and signed links come from
 * the case server over the caller's own connection — never from the page — so nothing here needs
 * policing: an id of another case, or of nothing, is simply not found.
 */
import { CASE_DOCUMENTS_LIMIT } from '../../shared/constants'
import {
  ArchiveCaseDocumentsDocument,
  ArchiveDocumentsDocument,
  type ArchiveCaseDocumentsResult,
} from '../../shared/graphql/operations.generated'
import { MESSAGES } from '../../shared/messages'
import { archiveFileName } from './archive-names'
import {
  ArchiveError,
  writeArchive,
  type ArchiveDocument,
  type ArchiveProgress,
} from './archive-writer'
import type { GraphqlClient } from './graphql-client'

/** The case does not exist (or the caller may not see it). */
export class UnknownCaseError extends Error {
  override readonly name = 'UnknownCaseError'
}

export type ArchiveSelection = {
  readonly caseRef: string | null
  /** In the order asked for (or the server's order for a whole case). */
  readonly documents: readonly ArchiveDocument[]
  /** Asked-for ids that are not documents of the case. */
  readonly missing: readonly string[]
}

type Page = Pick<ArchiveCaseDocumentsResult, 'case' | 'documents'>

/**
 * Reads every page of a query that lists a case's documents (docs/rules.md#limits: 100 per query).
 */
async function allPages(fetchPage: (offset: number) => Promise<Page>) {
  const documents: ArchiveDocument[] = []
  let caseRef: string | null = null
  for (let offset = 0; ; offset += CASE_DOCUMENTS_LIMIT) {
    const page = await fetchPage(offset)
    if (page.case === null) return null
    caseRef = page.case.ref
    documents.push(...page.documents.nodes)
    const last =
      page.documents.nodes.length < CASE_DOCUMENTS_LIMIT ||
      documents.length >= page.documents.totalCount
    if (last) return { caseRef, documents }
  }
}

/** The case's documents to archive: those named by `documentIds`, or all when it is null. */
export async function selectArchive(
  client: GraphqlClient,
  caseId: string,
  documentIds: readonly string[] | null,
  signal?: AbortSignal,
): Promise<ArchiveSelection> {
  const ids = documentIds === null ? null : [...new Set(documentIds)]
  const found = await allPages((offset) =>
    ids === null
      ? client.request(
          ArchiveCaseDocumentsDocument,
          { caseId, limit: CASE_DOCUMENTS_LIMIT, offset },
          signal,
        )
      : client.request(
          ArchiveDocumentsDocument,
          { caseId, ids, limit: CASE_DOCUMENTS_LIMIT, offset },
          signal,
        ),
  )
  if (found === null) throw new UnknownCaseError(`No case ${caseId}`)
  if (documentIds === null) return { ...found, missing: [] }
  const byId = new Map(found.documents.map((d) => [d.id, d]))
  return {
    caseRef: found.caseRef,
    documents: documentIds.flatMap((id) => byId.get(id) ?? []),
    missing: documentIds.filter((id) => !byId.has(id)),
  }
}

export type CaseArchiveRequest = {
  readonly client: GraphqlClient
  readonly caseId: string
  /** null: every document of the case. */
  readonly documentIds: readonly string[] | null
  /** A name that overrides case-{ref}-documents-{timestamp}.zip (docs/rules.md#archive). */
  readonly fileName?: string
  /**
   * Where to write, given the default file name: a path, or null to stop (a cancelled dialog).
   * Asked after the documents are known, so an empty or unknown selection fails before it.
   */
  readonly chooseTarget: (defaultName: string) => Promise<string | null>
  readonly signal?: AbortSignal
  readonly onProgress?: (progress: ArchiveProgress) => void
}

export type CaseArchiveResult = {
  readonly path: string
  readonly count: number
  /** Names of documents skipped for having no signed link. */
  readonly skipped: readonly string[]
  /** Asked-for ids that are not documents of the case. */
  readonly missing: readonly string[]
}

/** Selects, asks where, writes; null when the target was not chosen. */
export async function archiveCase(r: CaseArchiveRequest): Promise<CaseArchiveResult | null> {
  const first = await selectArchive(r.client, r.caseId, r.documentIds, r.signal)
  // docs/rules.md#archive: an archive of zero documents fails — before anyone is asked where to
  // save it.
  if (first.documents.length === 0) throw new ArchiveError(MESSAGES.noDocumentsToDownload)
  const name = archiveFileName({ caseRef: first.caseRef, fileName: r.fileName })
  const startedAt = Date.now()
  const target = await r.chooseTarget(name)
  if (target === null) return null
  // Signed links expire (15 minutes): a dialog left open a while needs fresh ones.
  const selection =
    Date.now() - startedAt > 60_000
      ? await selectArchive(r.client, r.caseId, r.documentIds, r.signal)
      : first
  const written = await writeArchive({
    documents: selection.documents,
    targetPath: target,
    signal: r.signal,
    onProgress: r.onProgress,
  })
  return {
    path: written.path,
    count: written.count,
    skipped: written.skipped,
    missing: selection.missing,
  }
}
