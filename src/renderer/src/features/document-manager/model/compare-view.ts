/**
 * The compare screen's view of a comparison (docs/rules.md#comparison) as pure functions: values
 * as a reviewer reads them, the term's flags recomputed for the dates the user edits, and the
 * rows that stand out.
 */
import { format, isValid, parseISO } from 'date-fns'
import { rowFlags } from '../../../../../shared/renewal/comparison-rules'

/** A row as the screen shows it (the API's PolicyComparisonRow). */
export type CompareRow = {
  readonly field: string
  readonly label: string
  readonly type: string
  readonly form: string
  readonly current?: unknown
  readonly proposed?: unknown
  readonly printed?: string | null
  readonly status: string
  readonly flags: readonly string[]
}

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A stored value as text: money in dollars, dates MM/dd/yyyy (docs/rules.md#formats), '—' for none. */
export function formatFieldValue(type: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (type === 'Currency' && typeof value === 'number') return MONEY.format(value)
  if (type === 'Date' && typeof value === 'string') {
    const d = parseISO(value)
    if (isValid(d)) return format(d, 'MM/dd/yyyy')
  }
  return String(value)
}

/**
 * The rows with the flags of the two date rows recomputed for the new term the user edits (the
 * other flags do not depend on it).
 */
export function withTermFlags<R extends CompareRow>(
  rows: readonly R[],
  term: { readonly begin: string | null; readonly end: string | null },
  currentEnd: string | null,
  today: string,
): R[] {
  return rows.map((r) =>
    r.field === 'policy.effectiveDate' || r.field === 'policy.expirationDate'
      ? {
          ...r,
          flags: rowFlags(r.field, r.current, r.proposed, {
            newBegin: term.begin,
            newEnd: term.end,
            currentEnd,
            today,
          }),
        }
      : r,
  )
}

/** Changed rows, and rows with a flag, stand out. */
export function rowStandsOut(row: CompareRow): boolean {
  return row.status === 'changed' || row.flags.length > 0
}

/** Whether a row can be taken into the new version: a checklist value the document has. */
export function canTake(row: CompareRow): boolean {
  return row.form === 'policy checklist' && row.proposed !== null && row.proposed !== undefined
}

/** Today in the user's calendar, yyyy-MM-dd. */
export function todayLocal(now = new Date()): string {
  return format(now, 'yyyy-MM-dd')
}
