/**
 * Reads of cases, assets and policies. Every list is loaded with a fixed number of batched
 * queries (ids collected, then `= ANY($1)`), never one query per row: CaseDocumentManager for
 * 50 assets, 50 policies and 100 documents is one statement whatever the sizes, and the paged
 * lists are 2-4 statements.
 */
import { memberCasesSql, type CaseScope } from '../auth/authorize'
import type { Queryable } from '../db/client'
import { iso } from '../db/client'
import type {
  Asset,
  Case,
  DocumentRef,
  Policy,
  PolicyVersion,
  QueryAssetsArgs,
  QueryCasesArgs,
  QueryPoliciesArgs,
} from '../graphql/schema.generated'
import { CASE_TRANSITIONS, EXTRACTION_IN_PROGRESS, type Connection } from './models'
import { orderBy, pageInfo, pageOf, queryPage, Where } from './paging'

/** Who created a policy version (`u` joined on `v.created_by`). */
const VERSION_CREATOR_COLUMNS = `u.id AS user_id, u.full_name AS user_full_name,
  u.email AS user_email, u.reviewer AS user_reviewer, u.administrator AS user_administrator`

/**
 * Documents in the trash (deleted_at set) are never read here: every list below filters them.
 *
 * One case as one JSON value: the case, contacts, document refs, assets, policies, versions and
 * their refs. `id` is the SQL expression of the case id (`$1` for one case, a column for a page).
 */
function caseJson(id: string): string {
  return `json_build_object(
    'c', (SELECT row_to_json(x) FROM (
            SELECT c.id, c.ref, c.status, c.title, c.created_at, c.updated_at,
                   l.id AS lender_id, l.name AS lender_name, l.features AS lender_features
              FROM cases c JOIN lenders l ON l.id = c.lender_id WHERE c.id = ${id}) x),
    'contacts', (SELECT coalesce(json_agg(x ORDER BY x.name, x.id), '[]')
                   FROM (SELECT id, name, email FROM insurance_contacts WHERE case_id = ${id}) x),
    'docRefs', (SELECT coalesce(json_agg(json_build_object('id', id, 'updated_at', updated_at)
                                         ORDER BY created_at DESC, id), '[]')
                  FROM documents WHERE case_id = ${id} AND task_id IS NULL AND deleted_at IS NULL),
    'assets', (SELECT coalesce(json_agg(x ORDER BY x.updated_at DESC, x.id), '[]') FROM (
                 SELECT a.id, a.case_id, a.display_name, a.created_at, a.updated_at,
                        t.id AS type_id, t.name AS type_name
                   FROM assets a JOIN asset_types t ON t.id = a.asset_type_id
                  WHERE a.case_id = ${id}) x),
    'assetRefs', (SELECT coalesce(json_agg(json_build_object('entity_id', da.entity_id, 'id', d.id,
                           'updated_at', d.updated_at, 'extraction_status', d.extraction_status)
                           ORDER BY d.created_at DESC, d.id), '[]')
                    FROM document_associations da
                    JOIN documents d ON d.id = da.document_id
                    JOIN assets a ON a.id = da.entity_id
                   WHERE da.entity_type = 'asset' AND a.case_id = ${id} AND d.task_id IS NULL AND d.deleted_at IS NULL),
    'policies', (SELECT coalesce(json_agg(x ORDER BY x.updated_at DESC, x.id), '[]') FROM (
                   SELECT p.id, p.case_id, p.status, p.policy_number, p.created_at, p.updated_at,
                          t.id AS type_id, t.name AS type_name
                     FROM policies p JOIN product_types t ON t.id = p.product_type_id
                    WHERE p.case_id = ${id}) x),
    'policyRefs', (SELECT coalesce(json_agg(json_build_object('entity_id', da.entity_id, 'id', d.id,
                            'updated_at', d.updated_at, 'extraction_status', d.extraction_status)
                            ORDER BY d.created_at DESC, d.id), '[]')
                     FROM document_associations da
                     JOIN documents d ON d.id = da.document_id
                     JOIN policies p ON p.id = da.entity_id
                    WHERE da.entity_type = 'policy' AND p.case_id = ${id} AND d.task_id IS NULL AND d.deleted_at IS NULL),
    'versions', (SELECT coalesce(json_agg(x ORDER BY x.begin_date DESC NULLS LAST, x.created_at DESC, x.id), '[]')
                   FROM (SELECT v.id, v.policy_id, v.term, v.created_at, v.key_document_id,
                                v.policy_begin_date::text AS begin_date,
                                v.policy_end_date::text AS end_date,
                                ${VERSION_CREATOR_COLUMNS}
                           FROM policy_versions v JOIN policies p ON p.id = v.policy_id
                           LEFT JOIN users u ON u.id = v.created_by
                          WHERE p.case_id = ${id}) x),
    'versionRefs', (SELECT coalesce(json_agg(json_build_object('policy_version_id', d.policy_version_id,
                             'id', d.id, 'updated_at', d.updated_at,
                             'extraction_status', d.extraction_status)
                             ORDER BY d.created_at DESC, d.id), '[]')
                      FROM documents d
                      JOIN policy_versions v ON v.id = d.policy_version_id
                      JOIN policies p ON p.id = v.policy_id
                     WHERE p.case_id = ${id} AND d.task_id IS NULL AND d.deleted_at IS NULL)
  )`
}

/** The SQL of the case reads. */
const CASE_SQL = {
  associatedRefs: `SELECT da.entity_id, d.id, d.updated_at, d.extraction_status
                     FROM document_associations da JOIN documents d ON d.id = da.document_id
                    WHERE da.entity_type = $1 AND da.entity_id = ANY($2) AND d.task_id IS NULL AND d.deleted_at IS NULL
                    ORDER BY d.created_at DESC, d.id`,
  versionsByPolicies: `SELECT v.id, v.policy_id, v.term, v.created_at, v.key_document_id,
                              v.policy_begin_date::text AS begin_date,
                              v.policy_end_date::text AS end_date, ${VERSION_CREATOR_COLUMNS}
                         FROM policy_versions v LEFT JOIN users u ON u.id = v.created_by
                        WHERE v.policy_id = ANY($1)
                        ORDER BY v.policy_begin_date DESC NULLS LAST, v.created_at DESC, v.id`,
  versionRefs: `SELECT d.policy_version_id, d.id, d.updated_at, d.extraction_status
                  FROM documents d
                 WHERE d.policy_version_id = ANY($1) AND d.task_id IS NULL AND d.deleted_at IS NULL
                 ORDER BY d.created_at DESC, d.id`,
  /**
   * CaseDocumentManager in one statement: with PGlite every statement costs a round trip through
   * the WASM protocol, so the case, contacts, document refs, assets, policies, versions and their
   * refs come back as one JSON value, assembled in JS exactly like the batched list reads.
   */
  wholeCase: `SELECT ${caseJson('$1')} AS data`,
  /**
   * The cases list, most recently changed first, with the same nested lists as one case: one
   * statement for the whole page (the JSON of each case correlated to the page's ids).
   */
  /** $3: the member whose cases to list (null: every case, for administrators). */
  casesPage: `SELECT ${caseJson('page_case.id')} AS data
                FROM (SELECT id, updated_at FROM cases
                       WHERE $3::text IS NULL OR id IN (${memberCasesSql('$3')})
                       ORDER BY updated_at DESC, id LIMIT $1 OFFSET $2) page_case
               ORDER BY page_case.updated_at DESC, page_case.id`,
  casesCount: `SELECT count(*)::int AS n FROM cases
                WHERE $1::text IS NULL OR id IN (${memberCasesSql('$1')})`,
} as const

type RefRow = {
  entity_id?: string
  policy_version_id?: string
  id: string
  updated_at: unknown
  extraction_status: string | null
}

function groupRefs(rows: readonly RefRow[], key: (r: RefRow) => string | undefined) {
  const map = new Map<string, { refs: DocumentRef[]; inProgress: boolean }>()
  for (const r of rows) {
    const k = key(r)
    if (k == null) continue
    let g = map.get(k)
    if (!g) map.set(k, (g = { refs: [], inProgress: false }))
    g.refs.push({ id: r.id, updatedAt: iso(r.updated_at) })
    if (r.extraction_status != null && EXTRACTION_IN_PROGRESS.has(r.extraction_status)) {
      g.inProgress = true
    }
  }
  return map
}

type AssetRow = {
  id: string
  case_id: string
  display_name: string
  created_at: unknown
  updated_at: unknown
  type_id: string
  type_name: string
}

/** Assets from their rows and their document refs (pure: no queries). */
function buildAssets(rows: readonly AssetRow[], refRows: readonly RefRow[]): Asset[] {
  const refs = groupRefs(refRows, (r) => r.entity_id)
  return rows.map((r) => ({
    id: r.id,
    caseId: r.case_id,
    displayName: r.display_name,
    assetType: { id: r.type_id, name: r.type_name },
    documents: refs.get(r.id)?.refs ?? [],
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }))
}

/** Assets with their type and document refs (1 batched query). */
export async function hydrateAssets(q: Queryable, rows: readonly AssetRow[]): Promise<Asset[]> {
  if (rows.length === 0) return []
  return buildAssets(
    rows,
    await q.query<RefRow>(CASE_SQL.associatedRefs, ['asset', rows.map((r) => r.id)]),
  )
}

type PolicyRow = {
  id: string
  case_id: string
  status: string
  policy_number: string | null
  created_at: unknown
  updated_at: unknown
  type_id: string
  type_name: string
}

type VersionRow = {
  id: string
  policy_id: string
  term: string | null
  created_at: unknown
  key_document_id: string | null
  begin_date: string | null
  end_date: string | null
  user_id: string | null
  user_full_name: string | null
  user_email: string | null
  user_reviewer: boolean | null
  user_administrator: boolean | null
}

/**
 * The current version (docs/rules.md#current-version): the newest term — the latest begin date,
 * then the latest created — so a renewal starting in the future is the one the checklist shows
 * once it is created. The rows come in that order.
 */
export function currentVersion<V>(versions: readonly V[]): V | null {
  return versions[0] ?? null
}

/** SQL of the id of a policy's current version; `policy` is the SQL of the policy id. */
export function currentVersionIdSql(policy: string): string {
  return `(SELECT cv.id FROM policy_versions cv WHERE cv.policy_id = ${policy}
            ORDER BY cv.policy_begin_date DESC NULLS LAST, cv.created_at DESC, cv.id LIMIT 1)`
}

/** Policies from their rows, versions and document refs (pure: no queries). */
function buildPolicies(
  rows: readonly PolicyRow[],
  versionRows: readonly VersionRow[],
  assocRows: readonly RefRow[],
  versionRefRows: readonly RefRow[],
): Policy[] {
  const versionRefs = groupRefs(versionRefRows, (r) => r.policy_version_id)
  const assocRefs = groupRefs(assocRows, (r) => r.entity_id)
  const versionsByPolicy = new Map<string, PolicyVersion[]>()
  const versionInProgress = new Set<string>()
  for (const v of versionRows) {
    const g = versionRefs.get(v.id)
    if (g?.inProgress) versionInProgress.add(v.policy_id)
    let list = versionsByPolicy.get(v.policy_id)
    if (!list) versionsByPolicy.set(v.policy_id, (list = []))
    list.push({
      id: v.id,
      term: v.term,
      createdAt: iso(v.created_at),
      policyBeginDate: v.begin_date,
      policyEndDate: v.end_date,
      keyDocumentId: v.key_document_id,
      createdBy:
        v.user_id != null
          ? {
              id: v.user_id,
              fullName: v.user_full_name ?? '',
              email: v.user_email ?? '',
              reviewer: v.user_reviewer === true,
              administrator: v.user_administrator === true,
            }
          : null,
      documents: g?.refs ?? [],
    })
  }
  return rows.map((r) => {
    const versions = versionsByPolicy.get(r.id) ?? []
    const assoc = assocRefs.get(r.id)
    return {
      id: r.id,
      caseId: r.case_id,
      status: r.status,
      policyNumber: r.policy_number,
      productType: { id: r.type_id, name: r.type_name },
      policyVersions: versions,
      policyVersion: currentVersion(versions),
      documents: assoc?.refs ?? [],
      hasExtractionsInProgress: (assoc?.inProgress ?? false) || versionInProgress.has(r.id),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    }
  })
}

/** Policies with product type, versions, document refs and hasExtractionsInProgress (3 queries). */
export async function hydratePolicies(q: Queryable, rows: readonly PolicyRow[]): Promise<Policy[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [versionRows, assocRows] = await Promise.all([
    q.query<VersionRow>(CASE_SQL.versionsByPolicies, [ids]),
    q.query<RefRow>(CASE_SQL.associatedRefs, ['policy', ids]),
  ])
  const versionRefRows = versionRows.length
    ? await q.query<RefRow>(CASE_SQL.versionRefs, [versionRows.map((v) => v.id)])
    : []
  return buildPolicies(rows, versionRows, assocRows, versionRefRows)
}

/**
 * CaseDocumentManager (docs/rules.md#calls): the whole case in ONE statement, or null when unknown.
 */
export async function loadCase(q: Queryable, id: string): Promise<Case | null> {
  const row = (await q.query<{ data: CaseJson | null }>(CASE_SQL.wholeCase, [id]))[0]?.data
  return row ? caseFromJson(row) : null
}

/** A case from its JSON value (pure: no queries); null when the case row is missing. */
function caseFromJson(row: CaseJson): Case | null {
  if (!row.c) return null
  const c = row.c
  return {
    id: c.id,
    ref: c.ref,
    status: c.status,
    ...caseHead(c),
    insuranceContacts: row.contacts.map((x) => ({ id: x.id, name: x.name, email: x.email })),
    title: c.title,
    documents: row.docRefs.map((d) => ({ id: d.id, updatedAt: iso(d.updated_at) })),
    assets: buildAssets(row.assets, row.assetRefs),
    policies: buildPolicies(row.policies, row.versions, row.policyRefs, row.versionRefs),
    createdAt: iso(c.created_at),
    updatedAt: iso(c.updated_at),
  }
}

/** A case's transitions and lender, from its row (case-text.ts writes them the same way). */
export function caseHead(c: {
  status: string
  lender_id: string
  lender_name: string
  lender_features: unknown
}) {
  return {
    availableTransitions: CASE_TRANSITIONS[c.status] ?? [],
    lender: { id: c.lender_id, name: c.lender_name, features: parseFeatures(c.lender_features) },
  }
}

type CaseJson = {
  c: {
    id: string
    ref: string | null
    status: string
    title: string
    created_at: string
    updated_at: string
    lender_id: string
    lender_name: string
    lender_features: unknown
  } | null
  contacts: { id: string; name: string; email: string | null }[]
  docRefs: { id: string; updated_at: string }[]
  assets: AssetRow[]
  assetRefs: RefRow[]
  policies: PolicyRow[]
  policyRefs: RefRow[]
  versions: VersionRow[]
  versionRefs: RefRow[]
}

function parseFeatures(v: unknown): { key: string; enabled: boolean }[] {
  const list = typeof v === 'string' ? (JSON.parse(v) as unknown) : v
  if (!Array.isArray(list)) return []
  return list.map((f: { key?: unknown; enabled?: unknown }) => ({
    key: String(f.key),
    enabled: f.enabled === true,
  }))
}

/**
 * The cases the scope may see (a member's cases; all for administrators), most recently changed
 * first, each with everything `case(id)` returns (contacts, document refs, assets, policies and
 * their versions): two statements per page whatever its size.
 */
export async function listCases(
  q: Queryable,
  args: QueryCasesArgs,
  scope: CaseScope,
): Promise<Connection<Case>> {
  const { limit, offset } = pageOf(args.paging, 50)
  const [rows, count] = await Promise.all([
    q.query<{ data: CaseJson }>(CASE_SQL.casesPage, [limit, offset, scope?.memberId ?? null]),
    q.query<{ n: number }>(CASE_SQL.casesCount, [scope?.memberId ?? null]),
  ])
  const total = count[0]?.n ?? 0
  const nodes = rows.flatMap((r) => caseFromJson(r.data) ?? [])
  return {
    nodes,
    pageInfo: pageInfo(offset, nodes.length, total),
    totalCount: total,
  }
}

/**
 * AllAssetsAndPolicies (docs/rules.md#calls), assets half: default limit 50, updatedAt descending
 * (docs/rules.md#limits).
 */
export async function listAssets(
  q: Queryable,
  args: QueryAssetsArgs,
  scope: CaseScope,
): Promise<Connection<Asset>> {
  const { limit, offset } = pageOf(args.paging, 50)
  const w = new Where()
  w.inCases('a.case_id', scope)
  w.id('a.case_id', args.filter?.caseId)
  w.text('a.display_name', args.filter?.displayName)
  const order = orderBy(
    args.sorting,
    { displayName: 'a.display_name', createdAt: 'a.created_at', updatedAt: 'a.updated_at' },
    'a.updated_at DESC',
    'a.id',
  )
  const { rows, total } = await queryPage<AssetRow>(q, {
    select: `a.id, a.case_id, a.display_name, a.created_at, a.updated_at,
             t.id AS type_id, t.name AS type_name`,
    from: 'assets a JOIN asset_types t ON t.id = a.asset_type_id',
    where: w,
    order,
    limit,
    offset,
  })
  return {
    nodes: await hydrateAssets(q, rows),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/**
 * AllAssetsAndPolicies (docs/rules.md#calls), policies half: default limit 50, updatedAt
 * descending.
 */
export async function listPolicies(
  q: Queryable,
  args: QueryPoliciesArgs,
  scope: CaseScope,
): Promise<Connection<Policy>> {
  const { limit, offset } = pageOf(args.paging, 50)
  const w = new Where()
  w.inCases('p.case_id', scope)
  w.id('p.case_id', args.filter?.caseId)
  w.text('p.policy_number', args.filter?.policyNumber)
  w.text('p.status', args.filter?.status)
  const order = orderBy(
    args.sorting,
    {
      policyNumber: 'p.policy_number',
      status: 'p.status',
      createdAt: 'p.created_at',
      updatedAt: 'p.updated_at',
    },
    'p.updated_at DESC',
    'p.id',
  )
  const { rows, total } = await queryPage<PolicyRow>(q, {
    select: `p.id, p.case_id, p.status, p.policy_number, p.created_at, p.updated_at,
             t.id AS type_id, t.name AS type_name`,
    from: 'policies p JOIN product_types t ON t.id = p.product_type_id',
    where: w,
    order,
    limit,
    offset,
  })
  return {
    nodes: await hydratePolicies(q, rows),
    pageInfo: pageInfo(offset, rows.length, total),
    totalCount: total,
  }
}

/** One policy with its versions and document refs, or null when unknown. */
export async function policyById(q: Queryable, id: string): Promise<Policy | null> {
  const rows = await q.query<PolicyRow>(
    `SELECT p.id, p.case_id, p.status, p.policy_number, p.created_at, p.updated_at,
            t.id AS type_id, t.name AS type_name
       FROM policies p JOIN product_types t ON t.id = p.product_type_id
      WHERE p.id = $1`,
    [id],
  )
  return (await hydratePolicies(q, rows))[0] ?? null
}
