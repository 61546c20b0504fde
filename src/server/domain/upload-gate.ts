/**
 * What the local object store asks before and after it stores a PUT: the signed URL proves who
 * issued it, the `uploads` row says whether it may still be written. A URL whose upload is
 * registered (sealed) is refused, so a registered document's bytes can never be replaced; the
 * bytes are placed and their measured size and sha256 recorded under the row's lock, so a
 * registration running at the same time sees either the old bytes with their hash or the new.
 */
import { MESSAGES } from '../../shared/messages'
import type { DbLane } from '../db/client'
import type { PutGate } from '../objects/local-object-store'
import { quotaError, quotaUsage, type UploadLimits } from './upload-signing'

type UploadRow = { state: string; user_id: string; declared_size: string | number | null }

const NOT_ISSUED =
  'This upload address is not valid: it was never issued, or it has expired and been cleaned up. Sign the upload again.'
const ALREADY_REGISTERED =
  'This upload is already registered and its file can no longer be replaced. Upload the file again to add a new document.'

/** The gate the server gives its local object store. */
export function createPutGate(db: DbLane, limits: UploadLimits): PutGate {
  return {
    async admit(key, contentLength) {
      return db.tx(async (q) => {
        const rows = await q.query<UploadRow>(
          'SELECT state, user_id, declared_size FROM uploads WHERE object_key = $1',
          [key],
        )
        const row = rows[0]
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
        const reserve = contentLength ?? declared ?? limits.maxFileBytes
        if (limits.userQuotaBytes != null) {
          await q.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [row.user_id])
          const used = await quotaUsage(q, row.user_id, limits.orphanGraceSeconds, [key])
          if (used + reserve > limits.userQuotaBytes) {
            return {
              ok: false,
              status: 413,
              message: quotaError(used, reserve, limits.userQuotaBytes).message,
            }
          }
        }
        await q.query('UPDATE uploads SET reserved_bytes = $2 WHERE object_key = $1', [
          key,
          reserve,
        ])
        return { ok: true, maxBytes: Math.min(limits.maxFileBytes, declared ?? Infinity) }
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
