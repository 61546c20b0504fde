/**
 * DocumentExtractionStatus (docs/rules.md#calls, docs/rules.md#extraction-status): id, status and
 * progress of up to EXTRACTION_STATUS_LIMIT documents of a case — the given ones, or the queued and
 * running ones when no ids are given. One indexed query: cheap enough for the renderer to poll.
 */
import type { Queryable } from '../db/client'
import type { DocumentExtractionStatus } from '../graphql/schema.generated'
import { UserError } from '../domain/errors'
import { EXTRACTION_STATUS_LIMIT } from '../../shared/constants'
import { JOB_MESSAGES } from './job-messages'

type Row = {
  id: string
  extraction_status: string | null
  extraction_progress: number | null
  extraction_error: string | null
}

/** The extraction status of a case's documents (docs/rules.md#limits: 50). */
export async function documentExtractionStatus(
  q: Queryable,
  classId: string,
  ids: readonly string[] | null | undefined,
): Promise<readonly DocumentExtractionStatus[]> {
  if (ids != null && ids.length > EXTRACTION_STATUS_LIMIT)
    throw new UserError(JOB_MESSAGES.tooManyIds(EXTRACTION_STATUS_LIMIT))
  const cases = await q.query(`SELECT id FROM cases WHERE id = $1`, [classId])
  if (cases.length === 0) throw new UserError(JOB_MESSAGES.caseNotFound, 'NOT_FOUND')
  const rows =
    ids != null
      ? await q.query<Row>(
          `SELECT id, extraction_status, extraction_progress, extraction_error FROM documents
            WHERE case_id = $1 AND id = ANY($2::text[]) AND deleted_at IS NULL
            ORDER BY created_at DESC, id LIMIT $3`,
          [classId, ids, EXTRACTION_STATUS_LIMIT],
        )
      : await q.query<Row>(
          `SELECT id, extraction_status, extraction_progress, extraction_error FROM documents
            WHERE case_id = $1 AND extraction_status IN ('queued', 'running') AND deleted_at IS NULL
            ORDER BY created_at DESC, id LIMIT $2`,
          [classId, EXTRACTION_STATUS_LIMIT],
        )
  return rows.map((r) => ({
    id: r.id,
    extractionStatus: r.extraction_status,
    extractionProgress: r.extraction_progress,
    extractionError: r.extraction_error,
  }))
}
