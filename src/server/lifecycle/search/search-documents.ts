/**
 * searchDocuments (docs/rules.md#search): the case's documents that hold every word of the query
 * (each word also as a prefix: "premi" finds "premium") somewhere in their words — the text of
 * their pages, their name or their category, so "harbourmaster roof" finds a document named
 * "Harbourmaster report" whose text speaks of the roof. Those whose name or category alone holds
 * every word come first, then the newest. Each hit comes with the page holding most of the
 * query's words and a snippet around them.
 *
 * Full-text search with tsvector and GIN indexes (migration 007_b_search), the same SQL on PGlite
 * and PostgreSQL. Documents are found through their distinct words (one row each, however many
 * pages they have), or through their name or category holding one of the words and then checked
 * for the rest; only the documents of the page of hits shown are then read page by page.
 */
import type { Queryable } from '../../db/client'
import { documentsByIds, type GetSigner } from '../../domain/document-reads'
import { UserError } from '../../domain/errors'
import type { Connection, DocumentModel } from '../../domain/models'
import { pageInfo, pageOf, Where } from '../../domain/paging'
import type { DocumentSearchFilter, PagingInput } from '../../graphql/schema.generated'
import { HEADLINE_OPTIONS, markSnippet } from './snippet'

/** Hits per page when the caller names no limit. */
export const SEARCH_PAGE_SIZE = 20
/** Longest query accepted. */
export const MAX_QUERY_LENGTH = 500

/**
 * The query's words as tsquery text, joined by `op` (& all, | any): the words PostgreSQL's own
 * parser finds in it ($1) — so a query splits as the pages did — each a prefix. Lexemes holding a
 * quote or a backslash are left out rather than escaped: no word a person types needs them. Made
 * in a statement of its own, so the searches get it as a plain parameter and their plans use the
 * GIN indexes.
 */
function lexemes(op: '&' | '|'): string {
  return `coalesce((
    SELECT string_agg(chr(39) || lexeme || chr(39) || ':*', ' ${op} ')
      FROM unnest(to_tsvector('simple', $1::text)) AS w
     WHERE strpos(lexeme, chr(39)) = 0 AND strpos(lexeme, chr(92)) = 0), '')`
}

/** The query of every word ($2), and of any word ($3). */
const ALL = `to_tsquery('simple', $2)`
const SOME = `to_tsquery('simple', $3)`

/** A document's words, its name's and its category's together (d, its category c, its words w). */
const ALL_WORDS = `coalesce(w.tsv, ''::tsvector) || to_tsvector('simple', d.name)
                    || to_tsvector('simple', coalesce(c.name, ''))`

/**
 * Whether the name or the category alone holds every word (d, its category c): such documents
 * come first. Only a document found through its name or its category can: the others are known
 * not to without reading their name again.
 */
const BY_LABEL = `(to_tsvector('simple', d.name) @@ ${ALL}
                  OR coalesce(to_tsvector('simple', c.name) @@ ${ALL}, false))`

/**
 * The documents that hold every word, each once, and whether their label alone does (BY_LABEL).
 * Either their pages' words hold them all (GIN on document_words), or some word is in their name
 * (GIN on the name's tsvector) or their category — then their words, name and category together
 * must hold them all. Words are looked up in every case; the caller's WHERE keeps the case's
 * documents. A category's documents are read only when its name holds a word (the fence keeps
 * that order without table statistics: HIT_DOCUMENT).
 */
const HITS = `found AS (
    SELECT w.document_id AS id, false AS by_label FROM document_words w WHERE w.tsv @@ ${ALL}
    UNION ALL
    SELECT d.id, ${BY_LABEL} FROM documents d
      LEFT JOIN categories c ON c.id = d.category_id
      LEFT JOIN document_words w ON w.document_id = d.id
     WHERE to_tsvector('simple', d.name) @@ ${SOME} AND ${ALL_WORDS} @@ ${ALL}
    UNION ALL
    SELECT d.id, ${BY_LABEL} FROM categories c
      CROSS JOIN LATERAL (SELECT d.id, d.name FROM documents d
                           WHERE d.category_id = c.id AND d.case_id = $1 OFFSET 0) d
      LEFT JOIN document_words w ON w.document_id = d.id
     WHERE to_tsvector('simple', c.name) @@ ${SOME} AND ${ALL_WORDS} @@ ${ALL}),
  hits AS (SELECT id, bool_or(by_label) AS by_label FROM found GROUP BY id)`

/**
 * The hit's document when the conditions keep it, looked up by its key for each hit. The fence
 * (OFFSET 0) keeps this join order whatever the planner believes about the tables: PGlite has no
 * autovacuum, so a table's statistics may say "a few rows" long after it holds thousands, and
 * the planner then scans every document of the case once per hit.
 */
const HIT_DOCUMENT = (w: Where) =>
  `(SELECT d.* FROM documents d ${w.sql()} AND d.id = h.id OFFSET 0)`

function dateTime(v: unknown, name: string): string | null {
  if (v == null) return null
  const t = Date.parse(String(v))
  if (Number.isNaN(t)) throw new UserError(`filter.${name} must be an ISO-8601 date-time`)
  return new Date(t).toISOString()
}

/** The query's words: all of them as one tsquery, and any of them as one. */
type QueryWords = { every: string; some: string }

/**
 * The conditions on the case's documents ($1 is the case, $2 the query of every word, $3 of any
 * word).
 */
function documentWhere(
  caseId: string,
  words: QueryWords,
  filter: DocumentSearchFilter | null | undefined,
) {
  const w = new Where()
  w.param(caseId)
  w.param(words.every)
  w.param(words.some)
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

type HitRow = { document_id: string; total: number }

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
  const [words] = await q.query<QueryWords>(
    `SELECT ${lexemes('&')} AS every, ${lexemes('|')} AS some`,
    [text],
  )
  const w = documentWhere(caseId, words!, filter)
  // Punctuation alone has no word to look for.
  if (words!.every === '') return { nodes: [], pageInfo: pageInfo(offset, 0, 0), totalCount: 0 }
  const rows = await q.query<HitRow>(
    `WITH ${HITS}
     SELECT d.id AS document_id, count(*) OVER ()::int AS total
       FROM hits h CROSS JOIN LATERAL ${HIT_DOCUMENT(w)} d
      ORDER BY h.by_label DESC, d.created_at DESC, d.id
      LIMIT ${w.param(limit)} OFFSET ${w.param(offset)}`,
    w.params,
  )
  const total = rows[0]?.total ?? (offset > 0 ? await countHits(q, caseId, words!, filter) : 0)
  const best = await bestPages(q, words!.some, rows)
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
      const at = best.get(r.document_id)
      return document ? [{ document, page: at?.page ?? null, snippet: at?.snippet ?? '' }] : []
    }),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/** The total for a page past the end (the window count comes with rows only). */
async function countHits(
  q: Queryable,
  caseId: string,
  words: QueryWords,
  filter: DocumentSearchFilter | null | undefined,
): Promise<number> {
  const w = documentWhere(caseId, words, filter)
  const rows = await q.query<{ n: number }>(
    `WITH ${HITS}
     SELECT count(*)::int AS n FROM hits h CROSS JOIN LATERAL ${HIT_DOCUMENT(w)} d`,
    w.params,
  )
  return rows[0]?.n ?? 0
}

/**
 * For each hit, the page holding most of the query's words (any of them: a document's words may
 * be spread over its pages) and the snippet around them; else its name when it holds one of the
 * words, else its category, marked.
 */
async function bestPages(
  q: Queryable,
  some: string,
  rows: readonly HitRow[],
): Promise<Map<string, { readonly page: number | null; readonly snippet: string }>> {
  if (rows.length === 0) return new Map()
  const out = await q.query<{ document_id: string; page: number | null; headline: string }>(
    `WITH q AS (SELECT to_tsquery('simple', $2) AS q),
     best AS (
       SELECT DISTINCT ON (p.document_id) p.document_id, p.page, p.body
         FROM document_pages p, q
        WHERE p.document_id = ANY($1) AND p.tsv @@ q.q
        ORDER BY p.document_id, ts_rank(p.tsv, q.q) DESC, p.page, p.source DESC)
     SELECT h.document_id, best.page,
            CASE WHEN best.page IS NOT NULL THEN ts_headline('simple', best.body, q.q, $3)
                 WHEN to_tsvector('simple', d.name) @@ q.q THEN ts_headline('simple', d.name, q.q, $3 || ', HighlightAll=true')
                 ELSE ts_headline('simple', coalesce(c.name, ''), q.q, $3 || ', HighlightAll=true')
            END AS headline
       FROM unnest($1::text[]) AS h(document_id)
       CROSS JOIN q
       JOIN documents d ON d.id = h.document_id
       LEFT JOIN categories c ON c.id = d.category_id
       LEFT JOIN best ON best.document_id = h.document_id`,
    [rows.map((r) => r.document_id), some, HEADLINE_OPTIONS],
  )
  return new Map(
    out.map((r) => [r.document_id, { page: r.page, snippet: markSnippet(r.headline) }]),
  )
}
