/**
 * A count with its noun in the right number: `1 asset`, `2 assets`, `0 policies`. The plural is
 * given when it is not the singular plus "s".
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`
}

/** The noun alone, for titles that put the count elsewhere ("Delete document"). */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural
}
