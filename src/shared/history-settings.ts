/**
 * The history settings (server-wide, changed by administrators): how long the audit trail and
 * the trash keep entries, which actions the recent changes list shows by default, and how many
 * file versions a document keeps. Shared so the server validates and the screen explains the
 * same rules.
 */
import type { HistorySettings as HistorySettingsFields } from './graphql/operations.generated'
import { HISTORY_ACTIONS, isHistoryAction, type HistoryAction } from './history'

/**
 * The settings values as the SDL's `HistorySettings` declares them, without what the server adds
 * per caller (`canChange`, `changes`); the default actions narrowed to the known actions.
 */
export type HistorySettingsValues = Omit<
  HistorySettingsFields,
  'canChange' | 'changes' | 'defaultActions'
> & { readonly defaultActions: readonly HistoryAction[] }

export const DEFAULT_HISTORY_SETTINGS: HistorySettingsValues = {
  historyRetentionDays: null,
  trashRetentionDays: 30,
  defaultActions: HISTORY_ACTIONS.filter((a) => a !== 'extraction'),
  versionsKept: null,
}

/** Longest retention one may set (ten years); longer is "forever". */
export const MAX_RETENTION_DAYS = 3650
/** Most file versions one may keep per document; more is "every version". */
export const MAX_VERSIONS_KEPT = 1000

const wholeIn = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi

/** Why a settings change is refused (the first problem), or null when it is valid. */
export function historySettingsProblem(s: HistorySettingsValues): string | null {
  const days = `a whole number of days from 1 to ${MAX_RETENTION_DAYS}, or forever`
  if (s.historyRetentionDays !== null && !wholeIn(s.historyRetentionDays, 1, MAX_RETENTION_DAYS))
    return `History retention must be ${days}`
  if (s.trashRetentionDays !== null && !wholeIn(s.trashRetentionDays, 1, MAX_RETENTION_DAYS))
    return `Trash retention must be ${days}`
  if (s.versionsKept !== null && !wholeIn(s.versionsKept, 1, MAX_VERSIONS_KEPT))
    return `Versions kept must be a whole number from 1 to ${MAX_VERSIONS_KEPT}, or all`
  const unknown = s.defaultActions.find((a) => !isHistoryAction(a))
  if (unknown !== undefined) return `Unknown action in the default actions: ${unknown}`
  return null
}
