/**
 * Team users, their roles and case memberships, as the server's CLI (`add-user`, `grant`,
 * `revoke`) and the server's `users` option change them. Cases are named by id or by ref.
 * A new password revokes every session of the user (a stolen token dies with the old password).
 */
import type { Db, Queryable } from '../db/client'
import { UserError } from '../domain/errors'
import type { AuthUser, TeamUserInput } from './authenticator'
import { hashPassword } from './password'

/**
 * The channel on which a change of a user's password, roles or sessions is announced (payload:
 * the user id), so every server process sharing the database drops that user's cached sessions
 * at once, also when the change came from the command line.
 */
export const AUTH_CHANGES_CHANNEL = 'case_server_auth_changes'

/** Announces, when the transaction commits, that a user's sessions or roles changed. */
async function announce(q: Queryable, userId: string): Promise<void> {
  await q.query('SELECT pg_notify($1, $2)', [AUTH_CHANGES_CHANNEL, userId])
}

/** Role and membership changes of `grant` and `revoke`. */
export type RoleChange = {
  readonly cases?: readonly string[]
  readonly reviewer?: boolean
  readonly administrator?: boolean
}

/** Case ids for ids or refs; an unknown one is an error naming it. */
export async function resolveCases(q: Queryable, refs: readonly string[]): Promise<string[]> {
  if (refs.length === 0) return []
  const rows = await q.query<{ id: string; ref: string | null }>(
    'SELECT id, ref FROM cases WHERE id = ANY($1::text[]) OR ref = ANY($1::text[])',
    [[...refs]],
  )
  return refs.map((r) => {
    const hit = rows.find((c) => c.id === r) ?? rows.find((c) => c.ref === r)
    if (!hit) throw new UserError(`Case ${r} not found`, 'NOT_FOUND')
    return hit.id
  })
}

async function addMemberships(q: Queryable, userId: string, caseIds: readonly string[]) {
  if (caseIds.length === 0) return
  await q.query(
    `INSERT INTO case_members (case_id, user_id)
     SELECT c, $1 FROM unnest($2::text[]) AS c ON CONFLICT DO NOTHING`,
    [userId, [...caseIds]],
  )
}

/** Revokes every session of a user (logout everywhere); returns how many ended. */
export async function revokeSessions(q: Queryable, userId: string): Promise<number> {
  const rows = await q.query('DELETE FROM sessions WHERE user_id = $1 RETURNING token_hash', [
    userId,
  ])
  return rows.length
}

/** Creates or updates a team user (same email, case-insensitive); memberships are added. */
export async function saveUser(db: Db, u: TeamUserInput): Promise<AuthUser> {
  const hash = await hashPassword(u.password)
  return db.tx(async (q) => {
    const caseIds = await resolveCases(q, u.cases ?? [])
    const rows = await q.query<{ id: string }>(
      `INSERT INTO users (id, full_name, email, password_hash, reviewer, administrator)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ((lower(email))) DO UPDATE
         SET full_name = EXCLUDED.full_name, password_hash = EXCLUDED.password_hash,
             reviewer = EXCLUDED.reviewer, administrator = EXCLUDED.administrator
       RETURNING id`,
      [
        crypto.randomUUID(),
        u.fullName,
        u.email.trim(),
        hash,
        u.reviewer ?? false,
        u.administrator ?? false,
      ],
    )
    const id = rows[0]!.id
    await revokeSessions(q, id)
    await addMemberships(q, id, caseIds)
    await announce(q, id)
    return {
      id,
      fullName: u.fullName,
      email: u.email.trim(),
      reviewer: u.reviewer ?? false,
      administrator: u.administrator ?? false,
    }
  })
}

async function userIdOf(q: Queryable, email: string): Promise<string> {
  const rows = await q.query<{ id: string }>(
    'SELECT id FROM users WHERE lower(email) = lower($1) AND password_hash IS NOT NULL',
    [email.trim()],
  )
  if (!rows[0]) throw new UserError(`No team user ${email}`, 'NOT_FOUND')
  return rows[0].id
}

/** Adds roles and memberships to a user; returns the user's id. */
export async function grant(db: Db, email: string, change: RoleChange): Promise<string> {
  return db.tx(async (q) => {
    const id = await userIdOf(q, email)
    await addMemberships(q, id, await resolveCases(q, change.cases ?? []))
    if (change.reviewer) await q.query('UPDATE users SET reviewer = true WHERE id = $1', [id])
    if (change.administrator) {
      await q.query('UPDATE users SET administrator = true WHERE id = $1', [id])
    }
    await announce(q, id)
    return id
  })
}

/** Removes roles and memberships from a user; returns the user's id. */
export async function revoke(db: Db, email: string, change: RoleChange): Promise<string> {
  return db.tx(async (q) => {
    const id = await userIdOf(q, email)
    const caseIds = await resolveCases(q, change.cases ?? [])
    if (caseIds.length) {
      await q.query('DELETE FROM case_members WHERE user_id = $1 AND case_id = ANY($2::text[])', [
        id,
        caseIds,
      ])
    }
    if (change.reviewer) await q.query('UPDATE users SET reviewer = false WHERE id = $1', [id])
    if (change.administrator) {
      await q.query('UPDATE users SET administrator = false WHERE id = $1', [id])
    }
    await announce(q, id)
    return id
  })
}

/** Sets a new password and revokes every session of the user. */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password)
  await db.tx(async (q) => {
    await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, hash])
    await revokeSessions(q, userId)
    await announce(q, userId)
  })
}

/** A user's roles and cases, as the CLI prints them after a change. */
export async function describeUser(q: Queryable, userId: string): Promise<string> {
  const [u] = await q.query<{ email: string; reviewer: boolean; administrator: boolean }>(
    'SELECT email, reviewer, administrator FROM users WHERE id = $1',
    [userId],
  )
  const cases = await q.query<{ label: string }>(
    `SELECT coalesce(c.ref, c.id) AS label FROM case_members m JOIN cases c ON c.id = m.case_id
      WHERE m.user_id = $1 ORDER BY 1`,
    [userId],
  )
  const roles = [u?.administrator ? 'administrator' : null, u?.reviewer ? 'reviewer' : null]
    .filter(Boolean)
    .join(', ')
  return `${u?.email ?? userId}: ${roles || 'processor'}; cases: ${
    u?.administrator ? 'all' : cases.map((c) => c.label).join(', ') || 'none'
  }`
}
