/**
 * The audit trail's one writer. Every change to a case's documents and forms calls
 * `recordHistory` with the transaction that makes the change, so the entry and the change commit
 * or roll back together: no change without its entry, no entry for a change that did not happen.
 */
import type { Queryable } from '../../db/client'
import type { HistoryAction } from '../../../shared/history'

/** One change, as written to the trail. */
export type HistoryEntryInput = {
  /** Null for a server-wide change (the history settings), listed with those settings. */
  readonly caseId: string | null
  /** Who made the change; null for the system (the extraction worker, retention rules). */
  readonly userId: string | null
  readonly action: HistoryAction
  readonly documentId?: string | null
  /** The document's name at the time (kept: the entry outlives a purged document). */
  readonly documentName?: string | null
  /** What else the change concerns: `policy`/`asset` (a form), `policyVersion`, `settings`. */
  readonly entityType?: string | null
  readonly entityId?: string | null
  /** One line a person reads in the recent changes list. */
  readonly summary: string
  /** JSON-serialisable values before and after the change. */
  readonly before?: unknown
  readonly after?: unknown
}

const json = (v: unknown): string | null => (v === undefined ? null : JSON.stringify(v))

/** Writes one history entry inside the caller's transaction. */
export async function recordHistory(q: Queryable, entry: HistoryEntryInput): Promise<void> {
  await recordHistories(q, [entry])
}

/** Writes several entries with one statement (a batch upload, a bulk update). */
export async function recordHistories(
  q: Queryable,
  entries: readonly HistoryEntryInput[],
): Promise<void> {
  if (entries.length === 0) return
  await q.query(
    `INSERT INTO history_entries (case_id, user_id, action, document_id, document_name,
                                  entity_type, entity_id, summary, before, after)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                          $7::text[], $8::text[], $9::jsonb[], $10::jsonb[])`,
    [
      entries.map((e) => e.caseId),
      entries.map((e) => e.userId),
      entries.map((e) => e.action),
      entries.map((e) => e.documentId ?? null),
      entries.map((e) => e.documentName ?? null),
      entries.map((e) => e.entityType ?? null),
      entries.map((e) => e.entityId ?? null),
      entries.map((e) => e.summary),
      entries.map((e) => json(e.before)),
      entries.map((e) => json(e.after)),
    ],
  )
}
