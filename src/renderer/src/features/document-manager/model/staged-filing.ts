/**
 * How each file waiting in the upload panel will be filed — category, links, extraction — and the
 * rules of editing them: one file at a time, or all files at once ("apply to all"). Pure, so the
 * rules are unit-tested without a screen.
 */
import { countOf } from '../../../format/plural'

export type FilingCategory = {
  readonly id: string
  readonly name: string
  readonly supportExtraction: boolean
}

export type FilingLink = { readonly entityId: string; readonly entityType: 'asset' | 'policy' }

export type StagedFiling = {
  readonly category: FilingCategory | null
  readonly links: readonly FilingLink[]
  /** Asked for; it applies only when the category supports extraction. */
  readonly extract: boolean
}

export const EMPTY_FILING: StagedFiling = { category: null, links: [], extract: false }

/** Extraction applies only to categories that support it. */
export function extracts(f: StagedFiling): boolean {
  return f.extract && f.category?.supportExtraction === true
}

/** One line under a file's name: "Declarations · 2 links · extract", or "No category". */
export function filingSummary(f: StagedFiling): string {
  const parts = [f.category?.name ?? 'No category']
  if (f.links.length > 0) parts.push(countOf(f.links.length, 'link'))
  if (extracts(f)) parts.push('extract')
  return parts.join(' · ')
}

/** The filings with `change` made to the files in `targets` (one file, or every file). */
export function changeFilings<K>(
  filings: ReadonlyMap<K, StagedFiling>,
  targets: readonly K[],
  change: Partial<StagedFiling>,
): Map<K, StagedFiling> {
  const next = new Map(filings)
  for (const k of targets) next.set(k, { ...(filings.get(k) ?? EMPTY_FILING), ...change })
  return next
}

/** "Apply to all": every file gets the whole filing of `source`. */
export function applyToAll<K>(
  filings: ReadonlyMap<K, StagedFiling>,
  keys: readonly K[],
  source: K,
): Map<K, StagedFiling> {
  const filing = filings.get(source) ?? EMPTY_FILING
  return changeFilings(filings, keys, filing)
}

const sameLink = (a: FilingLink, b: FilingLink) =>
  a.entityId === b.entityId && a.entityType === b.entityType

/**
 * What "All files" shows: the category and extraction every file shares (undefined where they
 * differ: the editor says "mixed"), and the links every file has.
 */
export function sharedFiling(filings: readonly StagedFiling[]): {
  readonly category: FilingCategory | null | undefined
  readonly extract: boolean | undefined
  readonly links: readonly FilingLink[]
} {
  const first = filings[0] ?? EMPTY_FILING
  const categoryId = (f: StagedFiling) => f.category?.id ?? null
  return {
    category: filings.every((f) => categoryId(f) === categoryId(first))
      ? first.category
      : undefined,
    extract: filings.every((f) => f.extract === first.extract) ? first.extract : undefined,
    links: first.links.filter((l) => filings.every((f) => f.links.some((m) => sameLink(l, m)))),
  }
}

/**
 * "All files" links edited from `before` (the shared links) to `after`: each file gains the added
 * links and loses the removed ones, and keeps the links only it has.
 */
export function changeSharedLinks<K>(
  filings: ReadonlyMap<K, StagedFiling>,
  keys: readonly K[],
  before: readonly FilingLink[],
  after: readonly FilingLink[],
): Map<K, StagedFiling> {
  const added = after.filter((l) => !before.some((b) => sameLink(b, l)))
  const removed = before.filter((l) => !after.some((a) => sameLink(a, l)))
  const next = new Map(filings)
  for (const k of keys) {
    const f = filings.get(k) ?? EMPTY_FILING
    const kept = f.links.filter((l) => !removed.some((r) => sameLink(r, l)))
    const links = [...kept, ...added.filter((a) => !kept.some((l) => sameLink(l, a)))]
    next.set(k, { ...f, links })
  }
  return next
}
