/**
 * mergeDocuments (docs/rules.md#merge): two or more mergeable documents of one case become one PDF,
 * built on the server from the stored objects (nothing passes through a client), stored as a new
 * object, and registered in one transaction — a new document, or the target's new version — with
 * its `merge` entry in the case's history and, when asked, the originals moved to the trash. Any
 * refusal or failure leaves no document, object or history entry behind.
 */
import type { Readable } from 'node:stream'
import { createHash } from 'node:crypto'
import { checkDocumentName } from '../../../shared/document-name'
import { extensionOf } from '../../../shared/file-types'
import { mergeBlockedReason, MERGE_MESSAGES, selectionProblem } from '../../../shared/merge'
import type { AuthUser } from '../../auth/authenticator'
import { deletePermission } from '../../domain/document-reads'
import type { WriteDeps } from '../../domain/document-writes'
import { UserError } from '../../domain/errors'
import { randomFolder, safeKeyName } from '../../domain/upload-signing'
import type { MergeDocumentsInput } from '../../graphql/schema.generated'
import type { FileReader } from '../search/file-reader'
import type { MergeSource } from './merge-pdf'
import { registerMerge, type MergeOriginal, type MergeRegistered } from './merge-register'

type OriginalRow = MergeOriginal & {
  readonly case_id: string
  readonly file_type: string
  readonly file_problem: 'encrypted' | 'broken' | null
  readonly extraction_status: string | null
  readonly key_policy_number: string | null
  readonly is_key: boolean
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}

/** The new document's name: the one given (checked), or the first document's with "(merged)". */
export function mergedName(given: string | null | undefined, firstName: string): string {
  const base = given ?? `${firstName.replace(/\.[^.]*$/, '')} (merged)`
  const check = checkDocumentName(base)
  if (!check.ok) throw new UserError(check.message)
  return extensionOf(check.name) === 'pdf' ? check.name : `${check.name}.pdf`
}

/**
 * Checks the selection against the case of each document (`caseOf`, from the authorisation, which
 * refused the documents the caller may not see as not found).
 */
function checkCases(input: MergeDocumentsInput, caseOf: ReadonlyMap<string, string>): void {
  if (input.documentIds.some((id) => caseOf.get(id) !== input.caseId))
    throw new UserError(MERGE_MESSAGES.twoCases)
  if (input.targetId != null && caseOf.get(input.targetId) !== input.caseId)
    throw new UserError(MERGE_MESSAGES.targetOutsideCase)
}

async function loadOriginals(deps: WriteDeps, ids: readonly string[]): Promise<OriginalRow[]> {
  const rows = await deps.db.query<OriginalRow>(
    `SELECT d.id, d.case_id, d.name, d.file_type, d.direct_upload_key, d.category_id,
            d.policy_version_id, d.extraction_status, t.file_problem,
            (SELECT p.policy_number FROM policy_versions v JOIN policies p ON p.id = v.policy_id
              WHERE v.key_document_id = d.id ORDER BY v.created_at LIMIT 1) AS key_policy_number,
            EXISTS (SELECT 1 FROM policy_versions v WHERE v.key_document_id = d.id) AS is_key
       FROM documents d LEFT JOIN document_text_index t ON t.document_id = d.id
      WHERE d.id = ANY($1) AND d.deleted_at IS NULL`,
    [ids],
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((id) => {
    const row = byId.get(id)
    if (!row) throw new UserError(`Document ${id} not found`, 'NOT_FOUND')
    return row
  })
}

/** Refuses what can be told before any file is read. */
function checkOriginals(input: MergeDocumentsInput, originals: readonly OriginalRow[]): void {
  for (const o of originals) {
    const blocked = mergeBlockedReason(o.file_type, o.file_problem)
    if (blocked) throw new UserError(`“${o.name}”: ${blocked}`)
  }
  if (!input.deleteOriginals) return
  for (const o of originals) {
    if (o.id === input.targetId) continue
    const p = deletePermission(o.extraction_status, o.key_policy_number, o.is_key)
    if (!p.authorized)
      throw new UserError(
        `“${o.name}” cannot be moved to the trash (${p.reason}): nothing was merged. Merge without deleting the originals, or wait.`,
      )
  }
}

/** Merges, building the file in `pdf`'s worker thread; returns the id of the result's document. */
export async function mergeDocuments(
  deps: WriteDeps,
  pdf: FileReader,
  user: AuthUser,
  input: MergeDocumentsInput,
  caseOf: ReadonlyMap<string, string>,
): Promise<string> {
  const problem = selectionProblem(input.documentIds)
  if (problem) throw new UserError(problem)
  checkCases(input, caseOf)
  if (input.targetId != null && (input.name != null || input.category != null))
    throw new UserError('A merge into an existing document keeps its name and category')
  const originals = await loadOriginals(deps, input.documentIds)
  checkOriginals(input, originals)
  const name =
    input.targetId == null ? mergedName(input.name, originals[0]!.name) : originals[0]!.name

  const sources: MergeSource[] = []
  for (const o of originals) {
    const bytes = await readAll(await deps.objects.read(o.direct_upload_key))
    sources.push({ id: o.id, name: o.name, fileType: o.file_type, bytes })
  }
  // Parsed and written by pdf-lib off the API's event loop (it runs synchronously).
  const built = await pdf.merge(sources, input.pages)
  const bytes = Buffer.from(built.bytes)
  const { plan, sourcePages } = built
  if (bytes.length > deps.uploadLimits.maxFileBytes)
    throw new UserError(
      `The merged document would be ${bytes.length} bytes, more than the ${deps.uploadLimits.maxFileBytes} a document may have`,
    )

  const key = `documents/${randomFolder()}/${safeKeyName(name, 'application/pdf')}`
  await deps.objects.write(key, bytes, 'application/pdf', bytes.length)
  let registered: MergeRegistered
  try {
    registered = await deps.db.tx((q) =>
      registerMerge(q, deps, user, input, {
        name,
        key,
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        originals,
        plan,
        sourcePages,
      }),
    )
  } catch (err) {
    // Nothing points at the object: remove it now (a failed removal is the orphan sweep's).
    await deps.objects.delete(key).catch(() => undefined)
    throw err
  }
  // Versions the target no longer keeps (docs/rules.md#document-versions): their files go too.
  for (const k of registered.unreferencedKeys) await deps.objects.delete(k).catch(() => undefined)
  return registered.id
}
