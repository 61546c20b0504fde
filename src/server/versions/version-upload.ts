/**
 * addDocumentVersion (docs/rules.md#document-versions): an uploaded file (signS3Uploads, then
 * PUT) becomes the newest version of a document, sealed like a registration
 * (domain/document-registration.ts): its bytes get a fresh key under `documents/` that no URL is
 * ever signed to PUT, the server's size and sha256 are recorded, the content is checked against
 * the declared type, and the upload's row is sealed with the document's id.
 *
 * Idempotent: the same directUploadKey registered again returns the document unchanged, and a
 * retry that signed a new upload of the same bytes under the same attempt id finds the version
 * the first one made (its duplicate bytes are dropped).
 */
import type { AuthUser } from '../auth/authenticator'
import type { Queryable } from '../db/client'
import {
  checkFresh,
  checkItem,
  measureFresh,
  noUpload,
  type Frozen,
  type UploadRow,
} from '../domain/document-registration'
import type { WriteDeps } from '../domain/document-writes'
import { UserError } from '../domain/errors'
import { quotaError, quotaUsage, randomFolder, safeKeyName } from '../domain/upload-signing'
import type { AddDocumentVersionInput } from '../graphql/schema.generated'
import { addVersionFromObject } from './document-versions'

type Checked = ReturnType<typeof checkItem<AddDocumentVersionInput>>

/** What the transaction leaves to do once it has committed. */
type Outcome = { readonly removeAfter: readonly string[] }

/** Registers the upload as the document's newest version (or finds the retry's earlier one). */
export async function addDocumentVersion(
  deps: WriteDeps,
  user: AuthUser,
  input: AddDocumentVersionInput,
): Promise<void> {
  const item = checkItem(input)
  const key = item.directUploadKey
  const before = await deps.db.query<UploadRow>(
    'SELECT object_key, user_id, state FROM uploads WHERE object_key = $1',
    [key],
  )
  // Another user's upload is as unknown as one never signed.
  if (before[0]?.user_id !== user.id) throw noUpload(item)
  const frozen = new Map<string, Frozen>()
  const finalKeyOf = () => `documents/${randomFolder()}/${safeKeyName(item.name, item.type)}`
  const { objects } = deps
  try {
    if (!objects.measuresPuts && before[0].state === 'signed') {
      // S3: copy first and measure the copy, which nobody can change, outside the transaction.
      if ((await objects.head(key)) === null) throw noUpload(item)
      const entry: Frozen = { finalKey: finalKeyOf() }
      frozen.set(key, entry)
      await objects.freeze(key, entry.finalKey)
      entry.measured = await objects.measure(entry.finalKey)
    }
    const outcome = await deps.db.tx((q) => register(q, deps, user, item, frozen, finalKeyOf))
    await Promise.all(outcome.removeAfter.map((k) => objects.delete(k))).catch((err: unknown) =>
      console.error('addDocumentVersion: cleanup failed', err),
    )
  } catch (err) {
    await Promise.all([...frozen.values()].map((f) => objects.delete(f.finalKey))).catch(
      () => undefined, // left for the orphan sweep
    )
    throw err
  }
}

/** The transaction: lock the upload, measure and check, add the version, seal. */
async function register(
  q: Queryable,
  deps: WriteDeps,
  user: AuthUser,
  item: Checked,
  frozen: Map<string, Frozen>,
  finalKeyOf: () => string,
): Promise<Outcome> {
  const key = item.directUploadKey
  const rows = await q.query<UploadRow>(
    `SELECT object_key, user_id, file_type, state, document_id, received_size, received_sha256,
            declared_size
       FROM uploads WHERE object_key = $1 FOR UPDATE`,
    [key],
  )
  const row = rows[0]
  if (row === undefined || row.user_id !== user.id) throw noUpload(item)
  if (row.state === 'sealed') {
    if (row.document_id !== item.id) {
      throw new UserError(
        `“${item.name}” is already registered as another document; upload it again to add it as a new version`,
      )
    }
    // A retry of a registration that committed: the document as it is.
    return { removeAfter: [] }
  }
  const measured = await measureFresh(deps, item, row, frozen, finalKeyOf)
  await checkFresh(deps, item, row, measured)
  const finalKey = frozen.get(key)!.finalKey
  const seal = () =>
    q.query(
      `UPDATE uploads SET state = 'sealed', document_id = $2, sealed_at = now()
        WHERE object_key = $1`,
      [key, item.id],
    )
  if (item.attempt != null) {
    const earlier = await q.query(
      `SELECT 1 FROM document_versions
        WHERE document_id = $1 AND created_by = $2 AND sha256 = $3 AND upload_attempt = $4`,
      [item.id, user.id, measured.sha256, item.attempt],
    )
    if (earlier.length > 0) {
      // The same upload retried under a new signature: registered once, its copy dropped.
      await seal()
      return { removeAfter: [key, finalKey] }
    }
  }
  const quota = deps.uploadLimits.userQuotaBytes
  if (quota != null && !deps.objects.measuresPuts) {
    // S3 PUTs are not admitted by the server: the quota is checked on what was stored.
    await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id])
    const used = await quotaUsage(q, user.id, deps.uploadLimits.orphanGraceSeconds, [key])
    if (used + measured.size > quota) throw quotaError(used, measured.size, quota)
  }
  const added = await addVersionFromObject(q, {
    documentId: item.id,
    objectKey: finalKey,
    fileName: item.name,
    fileType: item.type,
    size: measured.size,
    sha256: measured.sha256,
    userId: user.id,
    attempt: item.attempt ?? null,
  })
  await seal()
  // The version's name for its bytes is on disk before the rows pointing at it commit.
  await deps.objects.persist?.()
  return { removeAfter: [key, ...added.unreferencedKeys] }
}
