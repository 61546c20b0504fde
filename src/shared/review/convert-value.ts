/** Matches a date-only ISO text, which `new Date()` would read as UTC midnight (a day early in the US). */
const ISO_DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * Converts an extracted value for the field type on accept (docs/rules.md#value-conversion):
 * Boolean turns a real boolean into the text 'true'/'false'; Date turns a truthy value into a Date
 * and anything else into null; Number and Currency turn the text 'NaN' into null; other types are
 * unchanged.
 */
export function convertExtractedValue(type: string, value: unknown): unknown {
  switch (type) {
    case 'Boolean':
      return typeof value === 'boolean' ? String(value) : value
    case 'Date':
      return value ? toDate(value) : null
    case 'Number':
    case 'Currency':
      return value === 'NaN' ? null : value
    default:
      return value
  }
}

/** A Date for a truthy extracted value; a date-only text is read as a local calendar date. */
function toDate(value: unknown): Date {
  if (value instanceof Date) return new Date(value.getTime())
  if (typeof value === 'string') {
    const match = ISO_DATE_ONLY.exec(value.trim())
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
    return new Date(value)
  }
  if (typeof value === 'number') return new Date(value)
  return new Date(String(value))
}
