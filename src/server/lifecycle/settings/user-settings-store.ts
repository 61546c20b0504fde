/**
 * Each user's document-manager settings (src/shared/user-settings.ts), one JSON row per user,
 * validated here: a change names only what it changes, the rest stays.
 */
import { isoOrNull, type Db, type Queryable } from '../../db/client'
import { UserError } from '../../domain/errors'
import {
  DATE_DISPLAYS,
  DEFAULT_USER_SETTINGS,
  ROW_DENSITIES,
  userSettingsProblem,
  type UserSettingsValues,
} from '../../../shared/user-settings'

export type StoredUserSettings = UserSettingsValues & { readonly updatedAt: string | null }

/** Stored JSON over the defaults; a value that is not valid any more falls back to its default. */
export function parseUserSettings(raw: unknown): UserSettingsValues {
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const d = DEFAULT_USER_SETTINGS
  const pick = <T extends string>(v: unknown, list: readonly T[], fallback: T): T =>
    typeof v === 'string' && (list as readonly string[]).includes(v) ? (v as T) : fallback
  const s: UserSettingsValues = {
    defaultCategoryId: typeof r.defaultCategoryId === 'string' ? r.defaultCategoryId : null,
    extractOnUpload: typeof r.extractOnUpload === 'boolean' ? r.extractOnUpload : d.extractOnUpload,
    archiveNamePattern: typeof r.archiveNamePattern === 'string' ? r.archiveNamePattern : null,
    dateDisplay: pick(r.dateDisplay, DATE_DISPLAYS, d.dateDisplay),
    rowDensity: pick(r.rowDensity, ROW_DENSITIES, d.rowDensity),
  }
  return userSettingsProblem(s) === null ? s : { ...s, archiveNamePattern: null }
}

/** The user's settings (the defaults until they change one). */
export async function loadUserSettings(q: Queryable, userId: string): Promise<StoredUserSettings> {
  const rows = await q.query<{ settings: unknown; updated_at: unknown }>(
    'SELECT settings, updated_at FROM user_settings WHERE user_id = $1',
    [userId],
  )
  return { ...parseUserSettings(rows[0]?.settings), updatedAt: isoOrNull(rows[0]?.updated_at) }
}

/** Applies a change (only the keys it names) and returns the settings now in force. */
export async function updateUserSettings(
  db: Db,
  userId: string,
  change: Partial<{ -readonly [K in keyof UserSettingsValues]: UserSettingsValues[K] | null }>,
): Promise<StoredUserSettings> {
  return db.tx(async (q) => {
    await q.query(
      `INSERT INTO user_settings (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
      [userId],
    )
    const rows = await q.query<{ settings: unknown }>(
      'SELECT settings FROM user_settings WHERE user_id = $1 FOR UPDATE',
      [userId],
    )
    const current = parseUserSettings(rows[0]?.settings)
    const next: UserSettingsValues = {
      defaultCategoryId:
        change.defaultCategoryId !== undefined
          ? change.defaultCategoryId
          : current.defaultCategoryId,
      extractOnUpload: change.extractOnUpload ?? current.extractOnUpload,
      archiveNamePattern:
        change.archiveNamePattern !== undefined
          ? change.archiveNamePattern?.trim() || null
          : current.archiveNamePattern,
      dateDisplay: change.dateDisplay ?? current.dateDisplay,
      rowDensity: change.rowDensity ?? current.rowDensity,
    }
    const problem = userSettingsProblem(next)
    if (problem !== null) throw new UserError(problem)
    if (next.defaultCategoryId !== null) {
      const found = await q.query('SELECT 1 FROM categories WHERE id = $1', [
        next.defaultCategoryId,
      ])
      if (found.length === 0)
        throw new UserError(`Category ${next.defaultCategoryId} not found`, 'NOT_FOUND')
    }
    const saved = await q.query<{ updated_at: unknown }>(
      `UPDATE user_settings SET settings = $2::jsonb, updated_at = now() WHERE user_id = $1
       RETURNING updated_at`,
      [userId, JSON.stringify(next)],
    )
    return { ...next, updatedAt: isoOrNull(saved[0]?.updated_at) }
  })
}
