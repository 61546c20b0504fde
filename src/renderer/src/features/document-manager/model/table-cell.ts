import { format, isValid, parseISO } from 'date-fns'
import { CONFLICT_DATE_FORMAT, formatDocumentCreatedAt } from '../../review/review-format'

/** Rows shown per sheet: enough to identify a spreadsheet without freezing the pane. */
export const TABLE_PREVIEW_MAX_ROWS = 500

/** A spreadsheet time of day beside its date (spreadsheet dates carry no time zone). */
const SHEET_DATE_TIME_FORMAT = `${CONFLICT_DATE_FORMAT} hh:mm a`
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATE_TIME_WITH_ZONE =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/

/**
 * The text of one spreadsheet or CSV cell, with dates in the formats of
 * docs/rules.md#formats: a date as MM/dd/yyyy, a spreadsheet date with a time of day as
 * MM/dd/yyyy hh:mm a (a workbook's times have no zone: they are read as UTC and shown as written),
 * and an ISO instant with its zone as the documents' US date-time with the time zone. Everything
 * else is shown as it is.
 */
export function formatCell(v: unknown): string {
  if (v == null) return ''
  if (v instanceof Date) {
    if (!isValid(v)) return ''
    const wall = new Date(v.getTime() + v.getTimezoneOffset() * 60_000)
    const midnight = v.getUTCHours() + v.getUTCMinutes() + v.getUTCSeconds() === 0
    return format(wall, midnight ? CONFLICT_DATE_FORMAT : SHEET_DATE_TIME_FORMAT)
  }
  if (typeof v === 'string') {
    const text = v.trim()
    if (ISO_DATE.test(text)) {
      const d = parseISO(text)
      return isValid(d) ? format(d, CONFLICT_DATE_FORMAT) : v
    }
    if (ISO_DATE_TIME_WITH_ZONE.test(text)) return formatDocumentCreatedAt(text) || v
  }
  return String(v)
}
