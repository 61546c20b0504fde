/**
 * How the document manager shows a moment, by the user's "date display" setting
 * (docs/rules.md#settings). US is the spec's document date: a US date-time with the time zone
 * (docs/rules.md#formats); the others are what back offices elsewhere read.
 */
import { format, formatDistanceStrict, isValid } from 'date-fns'
import type { DateDisplay } from '../../../../../shared/graphql/operations.generated'
import { DOCUMENT_CREATED_FORMAT } from '../../review/review-format'

const FORMATS: Readonly<Record<Exclude<DateDisplay, 'relative'>, string>> = {
  us: DOCUMENT_CREATED_FORMAT,
  international: 'dd/MM/yyyy HH:mm',
  iso: 'yyyy-MM-dd HH:mm',
}

/** What each choice looks like, for the settings screen. */
export const DATE_DISPLAY_LABELS: Readonly<Record<DateDisplay, string>> = {
  relative: 'Relative (3 days ago)',
  us: 'US (MM/dd/yyyy, with the time zone)',
  international: 'International (dd/MM/yyyy)',
  iso: 'ISO (yyyy-MM-dd)',
}

/** A moment as the setting shows it; '' when there is none or it is not a date. */
export function formatMoment(
  value: string | Date | null | undefined,
  display: DateDisplay,
  now: Date = new Date(),
): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (!isValid(date)) return ''
  if (display === 'relative') {
    // Under a minute reads "just now" rather than "0 seconds ago".
    if (Math.abs(now.getTime() - date.getTime()) < 60_000) return 'just now'
    return formatDistanceStrict(date, now, { addSuffix: true })
  }
  return format(date, FORMATS[display])
}

/** The full moment, for a tooltip beside a relative one. */
export function fullMoment(value: string | Date | null | undefined): string {
  return formatMoment(value, 'us')
}
