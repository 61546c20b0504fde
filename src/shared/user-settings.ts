/**
 * Each user's document-manager settings, stored on the server per user and applied at once:
 * the default category and "extract on upload" of new uploads, the archive name (the standard
 * one of docs/rules.md#archive or a custom pattern), how dates are shown, and compact or
 * comfortable rows (docs/rules.md#settings). Shared so the server validates and the renderer
 * applies the same rules.
 */

import type {
  DateDisplay,
  RowDensity,
  UserSettings as UserSettingsFields,
} from './graphql/operations.generated'
import type { Same } from './same-type'

/** The SDL's enums as run-time lists, for parsing stored settings. */
export const DATE_DISPLAYS = ['relative', 'us', 'international', 'iso'] as const
export const ROW_DENSITIES = ['compact', 'comfortable'] as const
// A value added to either enum in the SDL fails to compile here until it is listed.
const _datesListed: Same<(typeof DATE_DISPLAYS)[number], DateDisplay> = true
const _densitiesListed: Same<(typeof ROW_DENSITIES)[number], RowDensity> = true
void _datesListed
void _densitiesListed

/**
 * The settings values as the SDL's `UserSettings` declares them,
 * without the time of the last change.
 */
export type UserSettingsValues = Omit<UserSettingsFields, 'updatedAt'>

/**
 * Until a user chooses: dates as docs/rules.md#formats shows a document's (US, with the time zone),
 * compact rows.
 */
export const DEFAULT_USER_SETTINGS: UserSettingsValues = {
  defaultCategoryId: null,
  extractOnUpload: false,
  archiveNamePattern: null,
  dateDisplay: 'us',
  rowDensity: 'compact',
}

/** The tokens an archive name pattern may hold. */
export const ARCHIVE_TOKENS = ['ref', 'title', 'date', 'timestamp', 'count'] as const

const MAX_PATTERN = 120
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f]/

/** Why an archive name pattern is refused, or null. */
export function archivePatternProblem(pattern: string): string | null {
  const p = pattern.trim()
  if (p === '') return 'The archive name pattern is empty: leave it unset to use the standard name'
  if (p.length > MAX_PATTERN)
    return `The archive name pattern is longer than ${MAX_PATTERN} characters`
  for (const m of p.matchAll(/\{([^}]*)\}/g)) {
    if (!(ARCHIVE_TOKENS as readonly string[]).includes(m[1]!))
      return `Unknown placeholder {${m[1]}} in the archive name pattern: use ${ARCHIVE_TOKENS.map((t) => `{${t}}`).join(', ')}`
  }
  if (UNSAFE.test(p.replace(/\{[a-z]+\}/g, '')))
    return 'The archive name pattern may not hold / \\ : * ? " < > | or control characters'
  return null
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The archive's file name from a pattern ({ref}, {title}, {date} yyyy-MM-dd, {timestamp}
 * yyyyMMdd-HHmmss, {count}), with `.zip` added when missing; characters a file name may not hold
 * that come from the case's data become '_'.
 */
export function archiveNameFromPattern(
  pattern: string,
  values: {
    readonly ref: string | null
    readonly title: string
    readonly count: number
    readonly now: Date
  },
): string {
  const d = values.now
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
  const timestamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`
  const safe = (s: string) => s.replace(new RegExp(UNSAFE.source, 'g'), '_')
  const token: Record<(typeof ARCHIVE_TOKENS)[number], string> = {
    ref: safe(values.ref ?? 'case'),
    title: safe(values.title),
    date,
    timestamp,
    count: String(values.count),
  }
  const name = pattern
    .trim()
    .replace(/\{([a-z]+)\}/g, (_, t: string) => token[t as keyof typeof token] ?? '')
  return /\.zip$/i.test(name) ? name : `${name}.zip`
}

/** Why a settings value is refused (the first problem), or null. */
export function userSettingsProblem(s: UserSettingsValues): string | null {
  if (!(DATE_DISPLAYS as readonly string[]).includes(s.dateDisplay))
    return `Date display must be one of ${DATE_DISPLAYS.join(', ')}`
  if (!(ROW_DENSITIES as readonly string[]).includes(s.rowDensity))
    return `Rows must be ${ROW_DENSITIES.join(' or ')}`
  return s.archiveNamePattern === null ? null : archivePatternProblem(s.archiveNamePattern)
}
