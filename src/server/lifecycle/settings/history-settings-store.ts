/**
 * The history settings, stored server-wide (server_settings 'history', JSON) and enforced by the
 * server: the purge (lifecycle/trash/purge.ts) applies the retentions, the versions kept bound
 * the versions a document keeps. A change is recorded in the trail without a case.
 */
import type { Db, Queryable } from '../../db/client'
import { UserError } from '../../domain/errors'
import { HISTORY_ACTIONS, isHistoryAction } from '../../../shared/history'
import {
  DEFAULT_HISTORY_SETTINGS,
  historySettingsProblem,
  type HistorySettingsValues,
} from '../../../shared/history-settings'
import { recordHistory } from '../history/record-history'

const KEY = 'history'

/** Stored JSON over the defaults; anything unreadable falls back to its default. */
export function parseHistorySettings(text: string | null | undefined): HistorySettingsValues {
  let raw: Record<string, unknown> = {}
  try {
    const v: unknown = text ? JSON.parse(text) : {}
    if (v !== null && typeof v === 'object') raw = v as Record<string, unknown>
  } catch {
    raw = {}
  }
  const d = DEFAULT_HISTORY_SETTINGS
  const numOrNull = (v: unknown, fallback: number | null) =>
    v === null ? null : typeof v === 'number' ? v : fallback
  const actions = Array.isArray(raw.defaultActions)
    ? raw.defaultActions.filter((a): a is string => typeof a === 'string').filter(isHistoryAction)
    : d.defaultActions
  const parsed: HistorySettingsValues = {
    historyRetentionDays: numOrNull(raw.historyRetentionDays, d.historyRetentionDays),
    trashRetentionDays: numOrNull(raw.trashRetentionDays, d.trashRetentionDays),
    defaultActions: HISTORY_ACTIONS.filter((a) => actions.includes(a)),
    versionsKept: numOrNull(raw.versionsKept, d.versionsKept),
  }
  return historySettingsProblem(parsed) === null ? parsed : d
}

/** The current history settings. */
export async function loadHistorySettings(q: Queryable): Promise<HistorySettingsValues> {
  const rows = await q.query<{ value: string }>(
    'SELECT value FROM server_settings WHERE key = $1',
    [KEY],
  )
  return parseHistorySettings(rows[0]?.value)
}

const forever = (v: number | null, unit: string) => (v === null ? 'forever' : `${v} ${unit}`)

/** One line per changed setting ("Trash kept 30 days → 60 days"). */
export function describeSettingsChange(
  a: HistorySettingsValues,
  b: HistorySettingsValues,
): string[] {
  const out: string[] = []
  if (a.historyRetentionDays !== b.historyRetentionDays)
    out.push(
      `History kept ${forever(a.historyRetentionDays, 'days')} → ${forever(b.historyRetentionDays, 'days')}`,
    )
  if (a.trashRetentionDays !== b.trashRetentionDays)
    out.push(
      `Trash kept ${forever(a.trashRetentionDays, 'days')} → ${forever(b.trashRetentionDays, 'days')}`,
    )
  if (a.versionsKept !== b.versionsKept)
    out.push(`Versions kept ${a.versionsKept ?? 'all'} → ${b.versionsKept ?? 'all'}`)
  if (a.defaultActions.join() !== b.defaultActions.join())
    out.push(`Actions shown by default: ${b.defaultActions.join(', ') || 'none'}`)
  return out
}

/** Validates and stores new settings, recording the change; returns what is now in force. */
export async function saveHistorySettings(
  db: Db,
  next: HistorySettingsValues,
  userId: string | null,
): Promise<HistorySettingsValues> {
  const problem = historySettingsProblem(next)
  if (problem !== null) throw new UserError(problem)
  const value: HistorySettingsValues = {
    ...next,
    defaultActions: HISTORY_ACTIONS.filter((a) => next.defaultActions.includes(a)),
  }
  return db.tx(async (q) => {
    // The row lock orders concurrent changes: each one's "before" is the other's "after".
    await q.query(
      `INSERT INTO server_settings (key, value) VALUES ($1, '{}') ON CONFLICT (key) DO NOTHING`,
      [KEY],
    )
    const rows = await q.query<{ value: string }>(
      'SELECT value FROM server_settings WHERE key = $1 FOR UPDATE',
      [KEY],
    )
    const before = parseHistorySettings(rows[0]?.value)
    await q.query('UPDATE server_settings SET value = $2 WHERE key = $1', [
      KEY,
      JSON.stringify(value),
    ])
    const changes = describeSettingsChange(before, value)
    if (changes.length > 0) {
      await recordHistory(q, {
        caseId: null,
        userId,
        action: 'settings',
        entityType: 'settings',
        entityId: KEY,
        summary: `History settings changed: ${changes.join('; ')}`,
        before,
        after: value,
      })
    }
    return value
  })
}
