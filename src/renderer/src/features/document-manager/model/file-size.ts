const UNITS = ['B', 'KB', 'MB', 'GB'] as const

/** docs/rules.md#formats: a file size in B, KB, MB or GB with one decimal place (1024-based). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '—'
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`
}
