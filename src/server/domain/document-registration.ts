/**
 * createManyDocuments (docs/rules.md#calls): registers uploaded files as documents — all of a call
 * or none, in one transaction with multi-row inserts.
 *
 * Registration seals an upload: its bytes get a fresh key under `documents/` that no URL is ever
 * signed to PUT (a hard link locally, a server-side copy on S3), the upload's row becomes
 * `sealed`, and its temporary key is removed after the commit. The server records the size and
 * sha256 it measured, checks the first bytes against the declared type, and refuses bytes that
 * differ from the sha256 the uploader computed.
 *
 * Idempotent: registering the same directUploadKey again returns its document, and a retry that
 * signed a new upload of the same bytes is recognised by user + case + sha256 + attempt (the
 * uploader's id for one upload of one file): it returns the document of the first, and the
 * duplicate bytes are dropped. Same bytes in another case, or another attempt, are a new
 * document; other bytes under the same name are a new document.
 */
import { utimes } from 'node:fs/promises'
import { MAX_FILES_PER_DROP } from '../../shared/constants'
import { checkUploadName } from '../../shared/document-name'
import { MESSAGES } from '../../shared/messages'
import type { AuthUser } from '../auth/authenticator'
import type { Queryable } from '../db/client'
import { analyzeDocumentsIfGrown } from '../db/pglite-analyze'
import type { CreateDocumentInput } from '../graphql/schema.generated'
import { LocalObjectStore } from '../objects/local-object-store'
import { HEAD_BYTES, isSafeObjectKey, type MeasuredObject } from '../objects/object-store'
import { contentMismatch } from './content-check'
import { insertDocuments } from './document-insert'
import { adoptEarly, freezeEarly, type EarlyFrozen } from './early-freeze'
import { assertSupported, type WriteDeps } from './document-writes'
import { UserError } from './errors'
import { reuseRetries } from './upload-retries'
import { quotaError, quotaUsage, randomFolder, safeKeyName } from './upload-signing'

/** One document to register, as the SDL declares it. */
export type { CreateDocumentInput }

export type Item = CreateDocumentInput & { readonly name: string; readonly type: string }

/** A row of `uploads` as registration reads it. */
export type UploadRow = {
  object_key: string
  user_id: string
  file_type: string
  state: 'signed' | 'sealed'
  document_id: string | null
  received_size: string | number | null
  received_sha256: string | null
  declared_size: string | number | null
}

/** The bytes of a fresh upload, frozen under their document key and measured. */
export type Frozen = { readonly finalKey: string; measured?: MeasuredObject }

/** What registration needs of an upload to name it in its checks and refusals. */
export type UploadItem = {
  readonly directUploadKey: string
  readonly name: string
  readonly type: string
  readonly sha256?: string | null
}

/** The refusal for an upload that was never PUT, or is another user's. */
export const noUpload = (item: UploadItem) =>
  new UserError(
    `No uploaded file for ${item.name} (directUploadKey ${item.directUploadKey}): upload it to its signed URL first`,
  )

/** The upload fields a registration names: the key, the file's name and type, its checks. */
type UploadFields = {
  readonly directUploadKey: string
  readonly fileName: string
  readonly fileType: string
  readonly sha256?: string | null
  readonly attempt?: string | null
}

/** Checks an upload's key, name, type, sha256 and attempt; adds the checked name and type. */
export function checkItem<T extends UploadFields>(
  d: T,
): T & { readonly name: string; readonly type: string; readonly sha256: string | null } {
  const key = d.directUploadKey
  if (!isSafeObjectKey(key) || !key.startsWith('uploads/')) {
    throw new UserError(`Invalid directUploadKey: ${JSON.stringify(key.slice(0, 200))}`)
  }
  const name = checkUploadName(d.fileName)
  if (!name.ok) throw new UserError(name.message)
  const type = d.fileType.trim().toLowerCase()
  assertSupported(name.name, type)
  if (d.sha256 != null && !/^[0-9a-f]{64}$/i.test(d.sha256)) {
    throw new UserError(`“${name.name}”: sha256 must be 64 hexadecimal digits`)
  }
  // eslint-disable-next-line no-control-regex
  if (d.attempt != null && (d.attempt.length > 200 || /[\u0000-\u001f]/.test(d.attempt))) {
    throw new UserError(`“${name.name}”: attempt must be at most 200 printable characters`)
  }
  return { ...d, name: name.name, type, sha256: d.sha256?.toLowerCase() ?? null }
}

/** Registers the documents; returns their ids in input order, and which were newly created. */
export async function createDocuments(
  deps: WriteDeps,
  user: AuthUser,
  docs: readonly CreateDocumentInput[],
): Promise<{ ids: string[]; created: string[] }> {
  // One upload (a drop, a chunk of the CLI or the inbox) is at most MAX_FILES_PER_DROP files.
  if (docs.length > MAX_FILES_PER_DROP) {
    throw new UserError(MESSAGES.tooManyFilesAtOnce(MAX_FILES_PER_DROP))
  }
  const items = docs.map(checkItem)
  const keys = [...new Set(items.map((i) => i.directUploadKey))]
  const itemOf = new Map(items.map((i) => [i.directUploadKey, i]))
  const before = await deps.db.query<UploadRow>(
    `SELECT object_key, user_id, state, received_size, received_sha256
       FROM uploads WHERE object_key = ANY($1)`,
    [keys],
  )
  const rowOf = new Map(before.map((r) => [r.object_key, r]))
  for (const item of items) {
    // Another user's upload is as unknown as one never signed.
    if (rowOf.get(item.directUploadKey)?.user_id !== user.id) throw noUpload(item)
  }
  const frozen = new Map<string, Frozen>()
  const finalKeyOf = (key: string) =>
    `documents/${randomFolder()}/${safeKeyName(itemOf.get(key)!.name, itemOf.get(key)!.type)}`
  const { objects } = deps
  // Local store: the files' second names, fresh times and first bytes before the transaction
  // (adopted in it only if still the bytes their row records).
  let early = new Map<string, EarlyFrozen>()
  try {
    if (objects instanceof LocalObjectStore) {
      early = await freezeEarly(
        objects,
        before.filter((r) => r.state === 'signed' && r.received_sha256 != null),
        finalKeyOf,
      )
    } else if (!objects.measuresPuts) {
      // S3: copy first and measure the copy, which nobody can change, outside the transaction.
      const fresh = keys.filter((k) => rowOf.get(k)!.state === 'signed')
      await Promise.all(
        fresh.map(async (key) => {
          if ((await objects.head(key)) === null) throw noUpload(itemOf.get(key)!)
          const entry: Frozen = { finalKey: finalKeyOf(key) }
          frozen.set(key, entry)
          await objects.freeze(key, entry.finalKey)
          entry.measured = await objects.measure(entry.finalKey)
        }),
      )
    }
    const result = await deps.db.tx((q) =>
      register(q, deps, user, items, frozen, finalKeyOf, early),
    )
    await analyzeDocumentsIfGrown(deps.db, result.created.length).catch((err: unknown) =>
      console.error('createManyDocuments: ANALYZE documents failed', err),
    )
    // Sealed: the temporary names go; dropped duplicates go too.
    await Promise.all([
      ...result.sealedKeys.map((k) => objects.delete(k)),
      ...result.dropped.map((k) => objects.delete(k)),
    ]).catch((err: unknown) => console.error('createManyDocuments: cleanup failed', err))
    return { ids: result.ids, created: result.created }
  } catch (err) {
    await Promise.all([...frozen.values()].map((f) => objects.delete(f.finalKey))).catch(
      () => undefined, // left for the orphan sweep
    )
    throw err
  } finally {
    // Early names the transaction did not adopt (it froze those files again under their lock).
    await Promise.all([...early.values()].map((e) => objects.delete(e.finalKey))).catch(
      () => undefined, // left for the orphan sweep
    )
  }
}

/** The transaction: lock the uploads, measure and check, insert, seal. */
async function register(
  q: Queryable,
  deps: WriteDeps,
  user: AuthUser,
  items: readonly Item[],
  frozen: Map<string, Frozen>,
  finalKeyOf: (key: string) => string,
  early: Map<string, EarlyFrozen>,
) {
  const keys = [...new Set(items.map((i) => i.directUploadKey))]
  const rows = await q.query<UploadRow>(
    `SELECT object_key, user_id, file_type, state, document_id, received_size, received_sha256,
            declared_size
       FROM uploads WHERE object_key = ANY($1) ORDER BY object_key FOR UPDATE`,
    [keys],
  )
  const rowOf = new Map(rows.map((r) => [r.object_key, r]))
  const docOfKey = new Map<string, string>()
  const sealedKeys: string[] = []
  const dropped: string[] = []

  // Retries of registered uploads: their document, in the same case.
  const sealedDocs = rows.filter((r) => r.state === 'sealed' && r.document_id)
  if (sealedDocs.length) {
    // A document in the trash counts as deleted: its retry must not come back as a success.
    const existing = await q.query<{ id: string; case_id: string }>(
      'SELECT id, case_id FROM documents WHERE id = ANY($1) AND deleted_at IS NULL',
      [sealedDocs.map((r) => r.document_id)],
    )
    const caseOf = new Map(existing.map((d) => [d.id, d.case_id]))
    for (const r of sealedDocs) {
      const item = items.find((i) => i.directUploadKey === r.object_key)!
      const caseId = caseOf.get(r.document_id!)
      if (caseId === undefined) {
        throw new UserError(
          `“${item.name}” was registered before and its document has since been deleted; restore it from the trash or upload the file again`,
        )
      }
      if (caseId !== item.classId) {
        throw new UserError(
          `“${item.name}” is already registered in another case; upload it again to add it to this case`,
        )
      }
      docOfKey.set(r.object_key, r.document_id!)
    }
  }

  // Fresh uploads: freeze (local, under the row lock), measure, check.
  const fresh = items.filter((i, n) => {
    const r = rowOf.get(i.directUploadKey)
    if (!r || r.user_id !== user.id) throw noUpload(i)
    return (
      r.state === 'signed' && items.findIndex((x) => x.directUploadKey === i.directUploadKey) === n
    )
  })
  // The disk work of every file (a second name, a fresh time, the first bytes) runs at once,
  // inside the transaction that holds their rows; the checks then go in the files' order, so
  // the file named in a refusal is the first refused one.
  const frozenHere = await adoptEarly(deps.objects, fresh, rowOf, early, frozen)
  const measuring = await Promise.allSettled(
    fresh.map((item) =>
      measureFresh(deps, item, rowOf.get(item.directUploadKey)!, frozen, finalKeyOf),
    ),
  )
  for (const [n, item] of fresh.entries()) {
    const row = rowOf.get(item.directUploadKey)!
    const outcome = measuring[n]!
    if (outcome.status === 'rejected') throw outcome.reason
    await checkFresh(deps, item, row, outcome.value)
  }
  const quota = deps.uploadLimits.userQuotaBytes
  if (quota != null && fresh.length && !deps.objects.measuresPuts) {
    // S3 PUTs are not admitted by the server: the quota is checked on what was stored.
    await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id])
    const need = fresh.reduce((s, i) => s + frozen.get(i.directUploadKey)!.measured!.size, 0)
    const used = await quotaUsage(q, user.id, deps.uploadLimits.orphanGraceSeconds, keys)
    if (used + need > quota) throw quotaError(used, need, quota)
  }

  const { toCreate, aliases } = await reuseRetries(q, user, fresh, frozen, docOfKey, dropped)
  const created = await insertDocuments(q, user, toCreate, (key) => frozen.get(key)!, docOfKey)
  for (const [key, first] of aliases) docOfKey.set(key, docOfKey.get(first)!)

  const sealNow = fresh.map((i) => i.directUploadKey)
  if (sealNow.length) {
    await q.query(
      `UPDATE uploads u SET state = 'sealed', document_id = s.doc, sealed_at = now()
         FROM unnest($1::text[], $2::text[]) AS s(key, doc) WHERE u.object_key = s.key`,
      [sealNow, sealNow.map((k) => docOfKey.get(k)!)],
    )
    sealedKeys.push(...sealNow)
  }
  // The documents' names for their bytes are on disk before the rows pointing at them commit
  // (those adopted from before the transaction already are).
  if (frozenHere > 0) await deps.objects.persist?.()
  return {
    ids: items.map((i) => docOfKey.get(i.directUploadKey)!),
    created,
    sealedKeys,
    dropped,
  }
}

/**
 * The checks of a fresh upload's measured bytes: the per-file maximum, the type it was signed
 * with, the content against the declared type, and the uploader's sha256.
 */
export async function checkFresh(
  deps: WriteDeps,
  item: UploadItem,
  row: UploadRow,
  measured: MeasuredObject,
): Promise<void> {
  if (measured.size > deps.uploadLimits.maxFileBytes) {
    throw new UserError(`“${item.name}”: ${MESSAGES.fileTooLarge(deps.uploadLimits.maxFileBytes)}`)
  }
  // S3 holds a PUT to the signed Content-Length; a store that does not is caught here.
  if (row.declared_size != null && measured.size !== Number(row.declared_size)) {
    throw new UserError(
      `“${item.name}” is ${measured.size} bytes but was signed for ${Number(row.declared_size)}; upload it again`,
    )
  }
  if (item.type !== row.file_type) {
    throw new UserError(
      `“${item.name}” was signed as ${row.file_type} but registered as ${item.type}; sign it again with its real type`,
    )
  }
  const wrong = await contentMismatch(measured.head, item.type)
  if (wrong !== null) {
    throw new UserError(
      `“${item.name}” is declared as ${item.type} but its content is ${wrong}; it was not registered`,
    )
  }
  if (item.sha256 && item.sha256 !== measured.sha256) {
    throw new UserError(
      `“${item.name}” changed on the way: the server received other bytes than the uploader read (sha256 differs). Upload it again`,
    )
  }
}

/** Size, sha256 and head of a fresh upload, frozen under a document key first (local). */
export async function measureFresh(
  deps: WriteDeps,
  item: UploadItem,
  row: UploadRow,
  frozen: Map<string, Frozen>,
  finalKeyOf: (key: string) => string,
): Promise<MeasuredObject> {
  const { objects } = deps
  const done = frozen.get(item.directUploadKey)
  if (done?.measured) return done.measured
  if ((await objects.head(item.directUploadKey)) === null) throw noUpload(item)
  const entry: Frozen = { finalKey: finalKeyOf(item.directUploadKey) }
  frozen.set(item.directUploadKey, entry)
  await objects.freeze(item.directUploadKey, entry.finalKey)
  if (objects instanceof LocalObjectStore) {
    // The link shares the PUT's modification time: make it fresh so the orphan sweep's grace
    // period starts now, not when the bytes arrived.
    const now = new Date()
    await utimes(objects.pathOf(entry.finalKey), now, now)
  }
  // Measured while the PUT was stored, under this row's lock; a store that crashed between
  // placing the bytes and recording them is measured again.
  entry.measured =
    row.received_sha256 != null && row.received_size != null
      ? {
          size: Number(row.received_size),
          sha256: row.received_sha256,
          head: await objects.readHead(entry.finalKey, HEAD_BYTES),
        }
      : await objects.measure(entry.finalKey)
  return entry.measured
}
