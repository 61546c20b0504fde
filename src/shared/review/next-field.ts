import { getFormField, type FormValues } from './field-path'
import { needsReview } from './review-state'

/**
 * The prefix of the next field that needs review (new or conflict, docs/rules.md#review) after
 * `current` in the form's order, wrapping around to the start; null when no field needs review.
 * With no current prefix (or one not in the list) the search starts at the first field.
 */
export function nextFieldNeedingReview(
  values: FormValues,
  prefixes: readonly string[],
  current?: string | null,
): string | null {
  const start = current == null ? -1 : prefixes.indexOf(current)
  for (let step = 1; step <= prefixes.length; step += 1) {
    const prefix = prefixes[(start + step + prefixes.length) % prefixes.length] as string
    const field = getFormField(values, prefix)
    if (field !== undefined && needsReview(field)) return prefix
  }
  return null
}
