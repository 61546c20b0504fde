/**
 * signS3Uploads: one single-use upload per file. Each signature gets a fresh temporary key
 * (`uploads/<random>/<name>`) recorded in the `uploads` table, so no two signatures ever share
 * an object and no signature can address a registered document's bytes (those live under
 * `documents/`, which is never signed for PUT). Names, types, the per-file maximum size and the
 * user's quota are checked here, before any byte is sent.
 */
import { randomBytes } from 'node:crypto'
import { MAX_FILE_BYTES, MAX_FILES_PER_DROP, SIGNED_URL_TTL_SECONDS } from '../../shared/constants'
import { checkUploadName } from '../../shared/document-name'
import { extensionForMimeType } from '../../shared/file-types'
import { MESSAGES } from '../../shared/messages'
import type { AuthUser } from '../auth/authenticator'
import type { Queryable } from '../db/client'
import type { SignS3UploadDocInput } from '../graphql/schema.generated'
import { UserError } from './errors'
import { assertSupported, type WriteDeps } from './document-writes'

/** One file to sign for, as the SDL declares it (SignS3UploadDocInput). */
export type SignUploadInput = SignS3UploadDocInput

/** Limits of uploads; the server's options set them. */
export type UploadLimits = {
  /** Largest file in bytes (the drop zone's "File is larger than N bytes"). */
  readonly maxFileBytes: number
  /** Bytes one user may store plus have in flight; null for no quota. */
  readonly userQuotaBytes: number | null
  /** Unregistered uploads older than this are swept, and stop counting against the quota. */
  readonly orphanGraceSeconds: number
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: MAX_FILE_BYTES,
  userQuotaBytes: null,
  orphanGraceSeconds: 24 * 3600,
}

/** A random folder: unguessable, and never the same for two signatures. */
export function randomFolder(): string {
  return randomBytes(16).toString('hex')
}

/** A readable, safe last segment for an object key. */
export function safeKeyName(fileName: string, mime: string): string {
  const cleaned = fileName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-120)
  return cleaned || `file.${extensionForMimeType(mime) ?? 'bin'}`
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`

/**
 * Bytes a user stores (every file they uploaded, earlier versions of a document included; a
 * restore shares its version's bytes) and has in flight (unregistered uploads).
 */
export async function quotaUsage(
  q: Queryable,
  userId: string,
  graceSeconds: number,
  exceptKeys: readonly string[] = [],
): Promise<number> {
  const rows = await q.query<{ used: number }>(
    `SELECT (SELECT COALESCE(SUM(size), 0) FROM document_versions
              WHERE created_by = $1 AND restored_from IS NULL)::float8
          + (SELECT COALESCE(SUM(GREATEST(reserved_bytes, COALESCE(received_size, 0))), 0)
               FROM uploads
              WHERE user_id = $1 AND state = 'signed' AND object_key <> ALL($3::text[])
                AND created_at > now() - make_interval(secs => $2))::float8 AS used`,
    [userId, graceSeconds, exceptKeys],
  )
  return rows[0]?.used ?? 0
}

/** The refusal for a quota that `need` more bytes would exceed. */
export function quotaError(used: number, need: number, quota: number): UserError {
  return new UserError(
    `Upload quota exceeded: ${gb(used)} of your ${gb(quota)} are used by your documents and ` +
      `uploads in progress, and this upload needs ${gb(need)} more. Delete documents you no ` +
      `longer need, or ask an administrator to raise your quota.`,
    'FORBIDDEN',
  )
}

/** Checks the declared size of one file; returns it (null when not declared). */
function declaredSize(label: string, size: number | null | undefined, max: number): number | null {
  if (size == null) return null
  if (!Number.isSafeInteger(size) || size < 0) {
    throw new UserError(`${label}: the size must be a whole number of bytes`)
  }
  if (size > max) throw new UserError(`${label}: ${MESSAGES.fileTooLarge(max)}`)
  return size
}

/** signS3Uploads (docs/rules.md#calls): a signed PUT URL and a directUploadKey per file. */
export async function signUploads(
  deps: WriteDeps,
  user: AuthUser,
  docs: readonly SignUploadInput[],
) {
  // One upload (a drop, a chunk of the CLI or the inbox) is at most MAX_FILES_PER_DROP files.
  if (docs.length > MAX_FILES_PER_DROP) {
    throw new UserError(MESSAGES.tooManyFilesAtOnce(MAX_FILES_PER_DROP))
  }
  const limits = deps.uploadLimits
  const prepared = docs.map((d) => {
    const name = checkUploadName(d.fileName)
    if (!name.ok) throw new UserError(name.message)
    const fileType = d.fileType.trim().toLowerCase()
    assertSupported(name.name, fileType)
    const size = declaredSize(`“${name.name}”`, d.size, limits.maxFileBytes)
    // A store that cannot see PUTs (S3) bounds them only by the signed Content-Length, and the
    // quota only by what was reserved: an unbounded upload must not be signed.
    if (size === null && !deps.objects.measuresPuts) {
      throw new UserError(
        `“${name.name}”: give the file's size in bytes (this server cannot measure uploads)`,
      )
    }
    return {
      fileName: d.fileName,
      name: name.name,
      fileType,
      size,
      key: `uploads/${randomFolder()}/${safeKeyName(name.name, fileType)}`,
    }
  })
  await deps.db.tx(async (q) => {
    if (limits.userQuotaBytes != null) {
      // One quota check at a time per user, so parallel calls cannot each pass it.
      await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id])
      const need = prepared.reduce((sum, p) => sum + (p.size ?? 0), 0)
      const used = await quotaUsage(q, user.id, limits.orphanGraceSeconds)
      if (used + need > limits.userQuotaBytes) throw quotaError(used, need, limits.userQuotaBytes)
    }
    await q.query(
      `INSERT INTO uploads (object_key, user_id, file_name, file_type, declared_size, reserved_bytes)
       SELECT u.key, $1, u.name, u.type, u.size, COALESCE(u.size, 0)
         FROM unnest($2::text[], $3::text[], $4::text[], $5::bigint[]) AS u(key, name, type, size)`,
      [
        user.id,
        prepared.map((p) => p.key),
        prepared.map((p) => p.name),
        prepared.map((p) => p.fileType),
        prepared.map((p) => p.size),
      ],
    )
  })
  return Promise.all(
    prepared.map(async (p) => ({
      fileName: p.fileName,
      fileType: p.fileType,
      directUploadKey: p.key,
      signedUrl: await deps.objects.signPut(p.key, p.fileType, SIGNED_URL_TTL_SECONDS, p.size),
    })),
  )
}
