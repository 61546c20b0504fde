/**
 * Authorisation: who may do what on which case. EVERY root field of the schema calls one of
 * these before it reads or changes anything (tests/server/auth walks every root field for
 * each role and a non-member, so a new field without a check fails the suite).
 *
 *   requireUser(ctx)                                → AuthUser   signed in (me, categories…)
 *   requireAdministrator(ctx)                       → Promise<AuthUser>  server-wide settings
 *   requireCase(ctx, caseId, action)                → AuthUser
 *   requireCases(ctx, caseIds, action)              → AuthUser   all of them (batch writes)
 *   requireAnyCase(ctx, action)                     → AuthUser   member of some case (uploads
 *                                                                 signed before a case is named)
 *   requireDocument(ctx, documentId, action)        → case id
 *   requireDocuments(ctx, documentIds, action)      → Map<document id, case id>
 *   requirePolicy(ctx, policyId, action)            → case id
 *   requireAsset(ctx, assetId, action)              → case id
 *   requireEntity(ctx, 'policy' | 'asset', id, action) → case id
 *   requirePolicyVersion(ctx, versionId, action)    → case id
 *   canSeeCase(ctx, caseId)                         → boolean    nullable reads (`case(id)`)
 *   caseScope(ctx)                                  → CaseScope  lists: pass to Where.inCases
 *
 * Actions: 'read' (see, download: signed GET URLs), 'write' (upload, rename, categorise, link,
 * delete, trigger extraction), 'review' (accept/reject extractions, save forms, create policy
 * versions), 'administer' (server-wide: only administrators).
 *
 * Roles: an administrator may read and write every case; a member of a case may read and write
 * it (a processor); 'review' needs the reviewer flag as well (administrators too). The embedded
 * desktop user is an administrator and a reviewer.
 *
 * Errors: an id that does not exist and a case the caller is not a member of get the SAME
 * NOT_FOUND error (`Document <id> not found`), so ids of other cases cannot be probed; a member
 * without the role gets FORBIDDEN with a message saying which role is needed.
 */
import type { Queryable } from '../db/client'
import { UserError } from '../domain/errors'
import { userOf, type GraphQLContext } from '../graphql/context'
import type { AuthUser } from './authenticator'

export type Action = 'read' | 'write' | 'review' | 'administer'

/** Which cases a list may show: null = every case (administrators), else the member's cases. */
export type CaseScope = { readonly memberId: string } | null

/** SQL subquery of the case ids a user is a member of; `userParam` is its placeholder. */
export function memberCasesSql(userParam: string): string {
  return `SELECT case_id FROM case_members WHERE user_id = ${userParam}`
}

/** The refusal for an id that is missing or not visible to the caller (indistinguishable). */
export function notFound(kind: string, id: string): UserError {
  return new UserError(`${kind} ${id} not found`, 'NOT_FOUND')
}

const ROLE_MESSAGES: Record<'review' | 'administer', string> = {
  review: 'Only a reviewer may do this: ask an administrator for the reviewer role',
  administer: 'Only an administrator may do this',
}

/** The caller, or UNAUTHENTICATED. For fields that are the caller's own (me, logout). */
export function requireUser(ctx: GraphQLContext): AuthUser {
  return userOf(ctx)
}

/**
 * The caller with roles as stored now. Sessions are cached for a few seconds (authenticator.ts);
 * the rare actions that need a role read it again, so a revoked role stops them at once.
 */
async function withCurrentRoles(ctx: GraphQLContext, action: Action): Promise<AuthUser> {
  const user = userOf(ctx)
  if (action !== 'review' && action !== 'administer') return user
  const [row] = await ctx.services.db.query<{ reviewer: boolean; administrator: boolean }>(
    'SELECT reviewer, administrator FROM users WHERE id = $1',
    [user.id],
  )
  return { ...user, reviewer: row?.reviewer === true, administrator: row?.administrator === true }
}

/** The caller when an administrator, else FORBIDDEN. */
export async function requireAdministrator(ctx: GraphQLContext): Promise<AuthUser> {
  const user = await withCurrentRoles(ctx, 'administer')
  if (!user.administrator) throw new UserError(ROLE_MESSAGES.administer, 'FORBIDDEN')
  return user
}

/** The role check once the caller is known to see the case (pure). */
export function roleRefusal(user: AuthUser, action: Action): UserError | null {
  if (action === 'administer' && !user.administrator) {
    return new UserError(ROLE_MESSAGES.administer, 'FORBIDDEN')
  }
  if (action === 'review' && !user.reviewer) {
    return new UserError(ROLE_MESSAGES.review, 'FORBIDDEN')
  }
  return null
}

/** The scope of list queries for the caller. */
export function caseScope(ctx: GraphQLContext): CaseScope {
  const user = userOf(ctx)
  return user.administrator ? null : { memberId: user.id }
}

/** The cases among `caseIds` the user may see (existing ones only). */
async function visibleCases(
  q: Queryable,
  user: AuthUser,
  caseIds: readonly string[],
): Promise<Set<string>> {
  const ids = [...new Set(caseIds)]
  if (ids.length === 0) return new Set()
  const rows = user.administrator
    ? await q.query<{ id: string }>('SELECT id FROM cases WHERE id = ANY($1::text[])', [ids])
    : await q.query<{ id: string }>(
        `SELECT case_id AS id FROM case_members WHERE user_id = $1 AND case_id = ANY($2::text[])`,
        [user.id, ids],
      )
  return new Set(rows.map((r) => r.id))
}

/**
 * True when the caller may see the case, for reads that answer null for a case they cannot see
 * (as for one that does not exist). Administrators see every case: no query is spent on them
 * (the read itself finds a missing case), which keeps the desktop's hottest read one statement.
 */
export async function canSeeCase(ctx: GraphQLContext, caseId: string): Promise<boolean> {
  const user = userOf(ctx)
  if (user.administrator) return true
  return (await visibleCases(ctx.services.db, user, [caseId])).has(caseId)
}

/** The caller, when they may do `action` on every one of the cases; else NOT_FOUND/FORBIDDEN. */
export async function requireCases(
  ctx: GraphQLContext,
  caseIds: readonly string[],
  action: Action,
): Promise<AuthUser> {
  const user = userOf(ctx)
  const visible = await visibleCases(ctx.services.db, user, caseIds)
  const hidden = caseIds.find((id) => !visible.has(id))
  if (hidden !== undefined) throw notFound('Case', hidden)
  const current = await withCurrentRoles(ctx, action)
  const refusal = roleRefusal(current, action)
  if (refusal) throw refusal
  return current
}

/** The caller, when they may do `action` on the case. */
export function requireCase(ctx: GraphQLContext, caseId: string, action: Action) {
  return requireCases(ctx, [caseId], action)
}

/**
 * The caller, when they may do `action` on at least one case: for calls that name no case yet
 * (signing uploads without a case id; registration then checks the case itself).
 */
export async function requireAnyCase(ctx: GraphQLContext, action: Action): Promise<AuthUser> {
  const user = userOf(ctx)
  if (!user.administrator) {
    const rows = await ctx.services.db.query(
      'SELECT 1 FROM case_members WHERE user_id = $1 LIMIT 1',
      [user.id],
    )
    if (rows.length === 0) {
      throw new UserError('You are not a member of any case: ask an administrator', 'FORBIDDEN')
    }
  }
  const current = await withCurrentRoles(ctx, action)
  const refusal = roleRefusal(current, action)
  if (refusal) throw refusal
  return current
}

/** Finds the case of each id with `sql` (`id`, `case_id` columns, `$1` = ids), then checks. */
async function requireOwned(
  ctx: GraphQLContext,
  kind: string,
  sql: string,
  ids: readonly string[],
  action: Action,
): Promise<Map<string, string>> {
  const user = userOf(ctx)
  const wanted = [...new Set(ids)]
  const rows = wanted.length
    ? await ctx.services.db.query<{ id: string; case_id: string }>(sql, [wanted])
    : []
  const caseOf = new Map(rows.map((r) => [r.id, r.case_id]))
  const visible = await visibleCases(ctx.services.db, user, [...caseOf.values()])
  for (const id of wanted) {
    const c = caseOf.get(id)
    if (c === undefined || !visible.has(c)) throw notFound(kind, id)
  }
  const refusal = roleRefusal(await withCurrentRoles(ctx, action), action)
  if (refusal) throw refusal
  return caseOf
}

const OWNER_SQL = {
  Document: 'SELECT id, case_id FROM documents WHERE id = ANY($1::text[])',
  Policy: 'SELECT id, case_id FROM policies WHERE id = ANY($1::text[])',
  Asset: 'SELECT id, case_id FROM assets WHERE id = ANY($1::text[])',
  'Policy version': `SELECT v.id, p.case_id FROM policy_versions v
                       JOIN policies p ON p.id = v.policy_id WHERE v.id = ANY($1::text[])`,
} as const

async function requireOne(
  ctx: GraphQLContext,
  kind: keyof typeof OWNER_SQL,
  id: string,
  action: Action,
): Promise<string> {
  return (await requireOwned(ctx, kind, OWNER_SQL[kind], [id], action)).get(id)!
}

/** The case of the document, when the caller may do `action` on it. */
export function requireDocument(ctx: GraphQLContext, documentId: string, action: Action) {
  return requireOne(ctx, 'Document', documentId, action)
}

/**
 * The case of each document, when the caller may do `action` on all of them: the check of the
 * calls over several documents (merge, versions), which are being built beside this.
 * @public
 */
export function requireDocuments(
  ctx: GraphQLContext,
  documentIds: readonly string[],
  action: Action,
): Promise<Map<string, string>> {
  return requireOwned(ctx, 'Document', OWNER_SQL.Document, documentIds, action)
}

/** The case of the policy, when the caller may do `action` on it. */
export function requirePolicy(ctx: GraphQLContext, policyId: string, action: Action) {
  return requireOne(ctx, 'Policy', policyId, action)
}

/** The case of the asset, when the caller may do `action` on it. */
export function requireAsset(ctx: GraphQLContext, assetId: string, action: Action) {
  return requireOne(ctx, 'Asset', assetId, action)
}

/** The case of a policy or an asset (the entities that have forms). */
export function requireEntity(
  ctx: GraphQLContext,
  type: 'policy' | 'asset',
  id: string,
  action: Action,
): Promise<string> {
  return type === 'policy' ? requirePolicy(ctx, id, action) : requireAsset(ctx, id, action)
}

/**
 * The case of the policy version, when the caller may do `action` on it: the check of the calls
 * that create and compare policy versions, which are being built beside this.
 * @public
 */
export function requirePolicyVersion(ctx: GraphQLContext, versionId: string, action: Action) {
  return requireOne(ctx, 'Policy version', versionId, action)
}
