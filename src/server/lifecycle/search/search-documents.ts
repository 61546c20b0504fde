/**
 * searchDocuments (docs/rules.md#search): the case's documents whose name, category or page text
 * holds every word of the query (each word also as a prefix: "premi" finds "premium"), best
 * first, with the page of the best hit and a snippet around it. Full-text search with tsvector and
 * GIN indexes (migration 007_b_search), the same SQL on PGlite and PostgreSQL.
 */
import type { Queryable } from '../../db/client'
import { documentsByIds, type GetSigner } from '../../domain/document-reads'
import { UserError } from '../../domain/errors'
import { pageInfo, pageOf, Where } from '../../domain/paging'
import type { Connection, DocumentModel } from '../../domain/models'
import type { DocumentSearchFilter, PagingInput } from '../../graphql/schema.generated'
import { HEADLINE_OPTIONS, markSnippet } from './snippet'

/** Hits per page when the caller names no limit. */
export const SEARCH_PAGE_SIZE = 20
/** Longest query accepted. */
export const MAX_QUERY_LENGTH = 500

/**
 * The query as a tsquery: the words PostgreSQL's own parser finds in it (so a query splits like
 * the pages did), each a prefix, all required. Lexemes with a quote or backslash are left out
 * rather than escaped: no word a person types needs them.
 */
const TSQUERY = `to_tsquery('simple', coalesce((
    SELECT string_agg('''' || lexeme || ''':*', ' & ')
      FROM unnest(to_tsvector('simple', $2::text)) AS w
     WHERE lexeme !~ '[''\\\\]'), ''))`

function dateTime(v: unknown, name: string): string | null {
  if (v == null) return null
  const t = Date.parse(String(v))
  if (Number.isNaN(t)) throw new UserError(`filter.${name} must be an ISO-8601 date-time`)
  return new Date(t).toISOString()
}

/** The conditions on the case's documents ($1 is the case, $2 the query). */
function documentWhere(
  caseId: string,
  query: string,
  filter: DocumentSearchFilter | null | undefined,
) {
  const w = new Where()
  w.param(caseId)
  w.param(query)
  w.add('d.case_id = $1 AND d.deleted_at IS NULL AND d.task_id IS NULL')
  if (filter?.fileType != null)
    w.add(filter.fileType.length ? `d.file_type = ANY(${w.param(filter.fileType)})` : 'false')
  if (filter?.categoryId != null) w.add(`d.category_id = ${w.param(filter.categoryId)}`)
  if (filter?.uploadedBy != null) w.add(`d.created_by = ${w.param(filter.uploadedBy)}`)
  const from = dateTime(filter?.from, 'from')
  const to = dateTime(filter?.to, 'to')
  if (from !== null && to !== null && from > to)
    throw new UserError('filter.from must not be after filter.to')
  if (from !== null) w.add(`d.created_at >= ${w.param(from)}`)
  if (to !== null) w.add(`d.created_at <= ${w.param(to)}`)
  return w
}

/** One hit as the resolver returns it (DocumentSearchHit, the document as the reads load it). */
export type SearchHit = {
  readonly document: DocumentModel
  readonly snippet: string
  readonly page: number | null
}

type HitRow = {
  document_id: string
  page: number | null
  source: string | null
  by_name: boolean
  total: number
}

/** One page of hits; the caller has checked the case. */
export async function searchDocuments(
  q: Queryable,
  sign: GetSigner,
  caseId: string,
  query: string,
  paging: PagingInput | null | undefined,
  filter: DocumentSearchFilter | null | undefined,
): Promise<Connection<SearchHit>> {
  const text = query.trim()
  if (text === '') throw new UserError('Type a word to search for')
  if (text.length > MAX_QUERY_LENGTH)
    throw new UserError(`A search is at most ${MAX_QUERY_LENGTH} characters`)
  const { limit, offset } = pageOf(paging, SEARCH_PAGE_SIZE)
  const w = documentWhere(caseId, text, filter)
  const rows = await q.query<HitRow>(
    `WITH q AS (SELECT ${TSQUERY} AS q),
     docs AS (
       SELECT d.id, d.name, d.created_at, c.name AS category
         FROM documents d LEFT JOIN categories c ON c.id = d.category_id
        ${w.sql()}),
     page_hits AS (
       SELECT DISTINCT ON (p.document_id) p.document_id, p.page, p.source,
              ts_rank(p.tsv, q.q) AS rank
         FROM q, document_pages p JOIN docs ON docs.id = p.document_id
        WHERE p.tsv @@ q.q
        ORDER BY p.document_id, ts_rank(p.tsv, q.q) DESC, p.page, p.source DESC),
     label_hits AS (
       SELECT docs.id AS document_id, to_tsvector('simple', docs.name) @@ q.q AS by_name
         FROM docs, q
        WHERE to_tsvector('simple', docs.name) @@ q.q
           OR to_tsvector('simple', coalesce(docs.category, '')) @@ q.q),
     hits AS (
       SELECT coalesce(l.document_id, p.document_id) AS document_id, p.page, p.source,
              coalesce(l.by_name, false) AS by_name,
              coalesce(p.rank, 0) + CASE WHEN l.document_id IS NULL THEN 0 ELSE 1 END AS score
         FROM label_hits l FULL JOIN page_hits p ON p.document_id = l.document_id)
     SELECT h.document_id, h.page, h.source, h.by_name, count(*) OVER ()::int AS total
       FROM hits h JOIN docs ON docs.id = h.document_id
      ORDER BY h.score DESC, docs.created_at DESC, h.document_id
      LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  )
  const total = rows[0]?.total ?? (offset > 0 ? await countHits(q, caseId, text, filter) : 0)
  const snippets = await headlines(q, text, rows)
  const docs = new Map(
    (
      await documentsByIds(
        q,
        sign,
        rows.map((r) => r.document_id),
      )
    ).map((d) => [d.id, d]),
  )
  return {
    nodes: rows.flatMap((r) => {
      const document = docs.get(r.document_id)
      return document
        ? [{ document, page: r.page, snippet: snippets.get(r.document_id) ?? '' }]
        : []
    }),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/** The total for a page past the end (the window count comes with rows only). */
async function countHits(
  q: Queryable,
  caseId: string,
  text: string,
  filter: DocumentSearchFilter | null | undefined,
): Promise<number> {
  const w = documentWhere(caseId, text, filter)
  const rows = await q.query<{ n: number }>(
    `WITH q AS (SELECT ${TSQUERY} AS q)
     SELECT count(*)::int AS n
       FROM documents d LEFT JOIN categories c ON c.id = d.category_id, q
      ${w.sql()}
        AND (to_tsvector('simple', d.name) @@ q.q
          OR to_tsvector('simple', coalesce(c.name, '')) @@ q.q
          OR EXISTS (SELECT 1 FROM document_pages p WHERE p.document_id = d.id AND p.tsv @@ q.q))`,
    w.params,
  )
  return rows[0]?.n ?? 0
}

/** The marked snippet of each hit: around the hit on its page, else the name or category. */
async function headlines(
  q: Queryable,
  text: string,
  rows: readonly HitRow[],
): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map()
  const out = await q.query<{ document_id: string; headline: string }>(
    `WITH q AS (SELECT ${TSQUERY} AS q),
     hit AS (SELECT * FROM unnest($1::text[], $3::int[], $4::text[], $5::boolean[])
                          AS h(document_id, page, source, by_name))
     SELECT hit.document_id,
            CASE WHEN hit.page IS NOT NULL THEN
                   ts_headline('simple', p.body, q.q, $6)
                 WHEN hit.by_name THEN ts_headline('simple', d.name, q.q, $6 || ', HighlightAll=true')
                 ELSE ts_headline('simple', coalesce(c.name, ''), q.q, $6 || ', HighlightAll=true')
            END AS headline
       FROM hit CROSS JOIN q
       JOIN documents d ON d.id = hit.document_id
       LEFT JOIN categories c ON c.id = d.category_id
       LEFT JOIN document_pages p
         ON p.document_id = hit.document_id AND p.page = hit.page AND p.source = hit.source`,
    [
      rows.map((r) => r.document_id),
      text,
      rows.map((r) => r.page),
      rows.map((r) => r.source),
      rows.map((r) => r.by_name),
      HEADLINE_OPTIONS,
    ],
  )
  return new Map(out.map((r) => [r.document_id, markSnippet(r.headline)]))
}
