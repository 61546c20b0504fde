/**
 * The name the renderer asks the archive writer for (docs/rules.md#archive): the user's pattern
 * when they set one (docs/rules.md#settings); without one no name is sent and the writer applies
 * the standard rule itself.
 */
import { archiveNameFromPattern } from '../../../../../shared/user-settings'

/** The standard rule as the settings screen states it, for this case. */
export function standardArchiveRule(ref: string | null): string {
  return ref ? `case-${ref}-documents-{timestamp}.zip` : 'documents.zip'
}

/** The fileName of `archive.download`: the pattern's name, or undefined for the standard rule. */
export function archiveFileNameFor(
  pattern: string | null,
  c: { readonly ref: string | null; readonly title: string; readonly count: number },
  now: Date = new Date(),
): string | undefined {
  return pattern === null ? undefined : archiveNameFromPattern(pattern, { ...c, now })
}
