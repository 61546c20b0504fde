/**
 * What the local object store asks before and after it stores a PUT: the signed URL proves who
 * issued it, the `uploads` row says whether it may still be written. A URL whose upload is
 * registered (sealed) is refused, so a registered document's bytes can never be replaced; the
 * bytes are placed and their measured size and sha256 recorded under the row's lock, so a
 * registration running at the same time sees either the old bytes with their hash or the new.
 */
import { MESSAGES } from '../../shared/messages'
import type { DbLane } from '../db/client'
import type { GateRefusal, PutGate } from '../objects/local-object-store'
import { quotaError, quotaUsage, type UploadLimits } from './upload-signing'

type UploadRow = { state: string; user_id: string; declared_size: string | number | null }

const NOT_ISSUED =
  'This upload address is not valid: it was never issued, or it has expired and been cleaned up. Sign the upload again.'
const ALREADY_REGISTERED =
  'This upload is already registered and its file can no longer be replaced. Upload the file again to add a new document.'

/** Why `admit` refuses an upload, from its row (null: it may be written). */
function refusal(
  row: UploadRow | undefined,
  contentLength: number | null,
  limits: UploadLimits,
): GateRefusal | null {
  if (!row) return { ok: false, status: 403, message: NOT_ISSUED }
  if (row.state !== 'signed') return { ok: false, status: 409, message: ALREADY_REGISTERED }
  const declared = row.declared_size == null ? null : Number(row.declared_size)
  if (contentLength != null && contentLength > limits.maxFileBytes) {
    return { ok: false, status: 413, message: MESSAGES.fileTooLarge(limits.maxFileBytes) }
  }
  if (declared != null && contentLength != null && contentLength > declared) {
    return {
      ok: false,
      status: 413,
      message: `The file is larger than the ${declared} bytes announced when its upload was signed`,
    }
  }
  return null
}

/**
 * Without a quota, admitting is one statement (the common PUT: no transaction): the reservation
 * is written only when the row allows the PUT; otherwise the row is read to say why not.
 */
const ADMIT_WITHOUT_QUOTA = `
  UPDATE uploads SET reserved_bytes = coalesce($2::bigint, declared_size, $3::bigint)
   WHERE object_key = $1 AND state = 'signed'
     AND ($2::bigint IS NULL OR ($2::bigint <= $3::bigint
          AND (declared_size IS NULL OR $2::bigint <= declared_size)))
  RETURNING declared_size`

/** The gate the server gives its local object store. */
export function createPutGate(db: DbLane, limits: UploadLimits): PutGate {
  const maxBytes = (declared: string | number | null) =>
    Math.min(limits.maxFileBytes, declared == null ? Infinity : Number(declared))
  return {
    async admit(key, contentLength) {
      if (limits.userQuotaBytes == null) {
        const [admitted] = await db.query<Pick<UploadRow, 'declared_size'>>(ADMIT_WITHOUT_QUOTA, [
          key,
          contentLength,
          limits.maxFileBytes,
        ])
        if (admitted) return { ok: true, maxBytes: maxBytes(admitted.declared_size) }
        const [row] = await db.query<UploadRow>(
          'SELECT state, user_id, declared_size FROM uploads WHERE object_key = $1',
          [key],
        )
        // The row shows why; a row that allowed the PUT a moment later was sealed meanwhile
        // (registration is the only change it can see).
        return (
          refusal(row, contentLength, limits) ?? {
            ok: false,
            status: 409,
            message: ALREADY_REGISTERED,
          }
        )
      }
      return db.tx(async (q) => {
        const rows = await q.query<UploadRow>(
          'SELECT state, user_id, declared_size FROM uploads WHERE object_key = $1',
          [key],
        )
        const row = rows[0]
        const refused = refusal(row, contentLength, limits)
        if (refused || !row) return refused ?? { ok: false, status: 403, message: NOT_ISSUED }
        const declared = row.declared_size == null ? null : Number(row.declared_size)
        const reserve = contentLength ?? declared ?? limits.maxFileBytes
        await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [row.user_id])
        const used = await quotaUsage(q, row.user_id, limits.orphanGraceSeconds, [key])
        if (used + reserve > limits.userQuotaBytes!) {
          return {
            ok: false,
            status: 413,
            message: quotaError(used, reserve, limits.userQuotaBytes!).message,
          }
        }
        await q.query('UPDATE uploads SET reserved_bytes = $2 WHERE object_key = $1', [
          key,
          reserve,
        ])
        return { ok: true, maxBytes: maxBytes(row.declared_size) }
      })
    },

    async complete(key, measured, place) {
      return db.tx(async (q) => {
        const rows = await q.query<UploadRow>(
          'SELECT state, user_id, declared_size FROM uploads WHERE object_key = $1 FOR UPDATE',
          [key],
        )
        if (!rows[0]) return { ok: false, status: 403, message: NOT_ISSUED }
        if (rows[0].state !== 'signed') {
          return { ok: false, status: 409, message: ALREADY_REGISTERED }
        }
        await place()
        await q.query(
          `UPDATE uploads SET received_size = $2, received_sha256 = $3, reserved_bytes = $2
            WHERE object_key = $1`,
          [key, measured.size, measured.sha256],
        )
        return { ok: true }
      })
    },
  }
}
