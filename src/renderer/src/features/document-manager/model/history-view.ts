/**
 * The recent changes screen's rules (docs/rules.md#recent-changes), pure: what an entry opens (its
 * document, or the form field it changed), the filter sent to caseHistory, and the page line.
 */
import type { HistoryFilter } from '../../../../../shared/graphql/operations.generated'
import { assetUrl, policyUrl } from './tree'

/** The search parameter naming the form field a review form scrolls to and focuses. */
export const FORM_FIELD_PARAM = 'field'

/** The part of a history entry these rules read. */
export type HistoryEntryView = {
  readonly action: string
  readonly documentId?: string | null
  readonly entityType?: string | null
  readonly entityId?: string | null
  readonly after?: unknown
}

/** Where an entry leads: a document of the case, a form field, or nowhere (a purge, settings). */
export type HistoryTarget =
  | { readonly kind: 'document'; readonly documentId: string }
  | { readonly kind: 'form'; readonly url: string; readonly fields: readonly string[] }
  | null

/** The fields a form save changed, in the order recorded (their prefixes). */
export function changedFields(entry: HistoryEntryView): string[] {
  return entry.action === 'form' && entry.after !== null && typeof entry.after === 'object'
    ? Object.keys(entry.after as Record<string, unknown>)
    : []
}

/** The form URL that opens at one field. */
export function formFieldUrl(formUrl: string, field: string): string {
  return `${formUrl}?${FORM_FIELD_PARAM}=${encodeURIComponent(field)}`
}

/**
 * What an entry opens. A document that is gone (purged, or in the trash: `exists` says) opens
 * nothing; a form entry opens its policy checklist or asset edit form.
 */
export function historyTarget(
  entry: HistoryEntryView,
  loanId: string,
  exists: (documentId: string) => boolean,
): HistoryTarget {
  if (entry.action === 'form' && entry.entityId) {
    const url =
      entry.entityType === 'policy'
        ? policyUrl(loanId, entry.entityId)
        : entry.entityType === 'asset'
          ? assetUrl(loanId, entry.entityId)
          : null
    return url ? { kind: 'form', url, fields: changedFields(entry) } : null
  }
  if (entry.documentId && exists(entry.documentId))
    return { kind: 'document', documentId: entry.documentId }
  return null
}

/** The filter as the screen holds it: days as yyyy-MM-dd (local), '' for "any". */
export type HistoryFilterState = {
  /** null: the history settings' default actions. */
  readonly actions: readonly string[] | null
  readonly userId: string
  readonly documentId: string
  readonly from: string
  readonly to: string
}

export const EMPTY_HISTORY_FILTER: HistoryFilterState = {
  actions: null,
  userId: '',
  documentId: '',
  from: '',
  to: '',
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A local day's first (or last) moment as an ISO instant; null for anything not a day. */
export function dayBoundary(day: string, end: boolean): string | null {
  if (!DAY.test(day)) return null
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)
  return Number.isNaN(at.getTime()) ? null : at.toISOString()
}

/** The caseHistory filter: the days whole (from its start, to its end). */
export function historyFilter(
  s: HistoryFilterState,
  defaultActions: readonly string[],
): HistoryFilter {
  const from = dayBoundary(s.from, false)
  const to = dayBoundary(s.to, true)
  return {
    action: [...(s.actions ?? defaultActions)],
    ...(s.userId ? { userId: s.userId } : {}),
    ...(s.documentId ? { documentId: s.documentId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  }
}

/** "1–50 of 120", "No changes". */
export function pageLine(offset: number, shown: number, total: number): string {
  if (total === 0) return 'No changes'
  return `${offset + 1}–${offset + shown} of ${total}`
}
