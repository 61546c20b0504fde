/**
 * caseHistory: the case's audit trail, newest first, filtered by action, user, document, entity
 * and date range, one page at a time with its total (one statement: the count comes with the rows).
 */
import { iso, type Queryable } from '../../db/client'
import { UserError } from '../../domain/errors'
import { pageInfo, pageOf, Where, windowTotal } from '../../domain/paging'
import type { Connection } from '../../domain/models'
import type { HistoryEntry, HistoryFilter, PagingInput } from '../../graphql/schema.generated'

/** Entries per page when the caller names no limit. */
export const HISTORY_PAGE_SIZE = 50

type Row = {
  id: string
  case_id: string | null
  at: unknown
  user_id: string | null
  full_name: string | null
  email: string | null
  reviewer: boolean | null
  administrator: boolean | null
  action: string
  document_id: string | null
  document_name: string | null
  entity_type: string | null
  entity_id: string | null
  summary: string
  before: { readonly [key: string]: unknown } | null
  after: { readonly [key: string]: unknown } | null
  total?: number
}

function dateTime(v: unknown, name: string): string | null {
  if (v == null) return null
  const t = Date.parse(String(v))
  if (Number.isNaN(t)) throw new UserError(`filter.${name} must be an ISO-8601 date-time`)
  return new Date(t).toISOString()
}

const ENTRY_COLUMNS = `h.id::text AS id, h.case_id, h.at, h.user_id, u.full_name, u.email,
  u.reviewer, u.administrator, h.action, h.document_id, h.document_name, h.entity_type,
  h.entity_id, h.summary, h.before, h.after`

function toEntry(r: Row): HistoryEntry {
  return {
    id: r.id,
    caseId: r.case_id,
    at: iso(r.at),
    user:
      r.user_id !== null
        ? {
            id: r.user_id,
            fullName: r.full_name ?? '',
            email: r.email ?? '',
            reviewer: r.reviewer === true,
            administrator: r.administrator === true,
          }
        : null,
    action: r.action,
    documentId: r.document_id,
    documentName: r.document_name,
    entityType: r.entity_type,
    entityId: r.entity_id,
    summary: r.summary,
    before: r.before ?? null,
    after: r.after ?? null,
  }
}

/** Server-wide entries (changes of the history settings), newest first. */
export async function serverWideHistory(q: Queryable, limit: number): Promise<HistoryEntry[]> {
  const rows = await q.query<Row>(
    `SELECT ${ENTRY_COLUMNS} FROM history_entries h LEFT JOIN users u ON u.id = h.user_id
      WHERE h.case_id IS NULL ORDER BY h.at DESC, h.id DESC LIMIT $1`,
    [limit],
  )
  return rows.map(toEntry)
}

/** The WHERE clause of a filter on one case. */
export function historyWhere(caseId: string, filter: HistoryFilter | null | undefined): Where {
  const w = new Where()
  w.add(`h.case_id = ${w.param(caseId)}`)
  if (filter?.action != null)
    w.add(filter.action.length ? `h.action = ANY(${w.param(filter.action)})` : 'false')
  if (filter?.userId != null) w.add(`h.user_id = ${w.param(filter.userId)}`)
  if (filter?.documentId != null) w.add(`h.document_id = ${w.param(filter.documentId)}`)
  if (filter?.entityType != null) w.add(`h.entity_type = ${w.param(filter.entityType)}`)
  if (filter?.entityId != null) w.add(`h.entity_id = ${w.param(filter.entityId)}`)
  const from = dateTime(filter?.from, 'from')
  const to = dateTime(filter?.to, 'to')
  if (from !== null && to !== null && from > to)
    throw new UserError('filter.from must not be after filter.to')
  if (from !== null) w.add(`h.at >= ${w.param(from)}`)
  if (to !== null) w.add(`h.at <= ${w.param(to)}`)
  return w
}

/** A page of the case's history, newest first. The caller has checked the case. */
export async function caseHistory(
  q: Queryable,
  caseId: string,
  paging: PagingInput | null | undefined,
  filter: HistoryFilter | null | undefined,
): Promise<Connection<HistoryEntry>> {
  const { limit, offset } = pageOf(paging, HISTORY_PAGE_SIZE)
  const w = historyWhere(caseId, filter)
  const where = w.sql()
  const countParams = [...w.params]
  const rows = await q.query<Row>(
    `SELECT ${ENTRY_COLUMNS}, count(*) OVER ()::int AS total
       FROM history_entries h LEFT JOIN users u ON u.id = h.user_id
       ${where}
      ORDER BY h.at DESC, h.id DESC LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  )
  const total = await windowTotal(
    q,
    rows,
    offset,
    `SELECT count(*)::int AS n FROM history_entries h ${where}`,
    countParams,
  )
  return {
    nodes: rows.map(toEntry),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/** The users who appear in a case's history, by name. */
export async function caseHistoryUsers(q: Queryable, caseId: string) {
  const rows = await q.query<{
    id: string
    full_name: string
    email: string
    reviewer: boolean
    administrator: boolean
  }>(
    `SELECT u.id, u.full_name, u.email, u.reviewer, u.administrator FROM users u
      WHERE u.id IN (SELECT DISTINCT user_id FROM history_entries WHERE case_id = $1)
      ORDER BY u.full_name, u.id`,
    [caseId],
  )
  return rows.map((r) => ({
    id: r.id,
    fullName: r.full_name,
    email: r.email,
    reviewer: r.reviewer,
    administrator: r.administrator,
  }))
}
