/**
 * The merge panel's state and rules (docs/rules.md#merge), pure: the documents in order (moved by
 * drag or by the keyboard), each page kept or removed and turned, and the input mergeDocuments
 * gets — its page list only when the user changed a page.
 */
import {
  normaliseRotation,
  selectionProblem,
  type MergePageInput,
  type Rotation,
} from '../../../../../shared/merge'

export type MergePageState = {
  readonly page: number
  readonly rotation: Rotation
  readonly removed: boolean
}

export type MergeItem = {
  readonly documentId: string
  readonly name: string
  readonly fileType: string
  readonly signed: string | null
  /** Null until the document's pages are counted (an image has one). */
  readonly pages: readonly MergePageState[] | null
}

/** A document as the panel starts from it. */
export type MergeSource = Pick<MergeItem, 'documentId' | 'name' | 'fileType' | 'signed'>

/** The documents in the order they were selected, pages not counted yet (images: one). */
export function startMerge(documents: readonly MergeSource[]): MergeItem[] {
  return documents.map((d) => ({
    ...d,
    pages: d.fileType.startsWith('image/') ? pagesOf(1) : null,
  }))
}

const pagesOf = (count: number): MergePageState[] =>
  Array.from({ length: count }, (_, i) => ({ page: i + 1, rotation: 0, removed: false }))

/** The page count of a document, once read. */
export function withPageCount(
  items: readonly MergeItem[],
  documentId: string,
  count: number,
): MergeItem[] {
  return items.map((i) =>
    i.documentId === documentId && i.pages === null ? { ...i, pages: pagesOf(count) } : i,
  )
}

/** Moves the document at `from` to position `to` (a drag, or one step with the keyboard). */
export function moveItem(items: readonly MergeItem[], from: number, to: number): MergeItem[] {
  if (from === to || from < 0 || from >= items.length) return [...items]
  const next = [...items]
  const [moved] = next.splice(from, 1)
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved!)
  return next
}

function changePage(
  items: readonly MergeItem[],
  documentId: string,
  page: number,
  change: (p: MergePageState) => MergePageState,
): MergeItem[] {
  return items.map((i) =>
    i.documentId === documentId && i.pages
      ? { ...i, pages: i.pages.map((p) => (p.page === page ? change(p) : p)) }
      : i,
  )
}

/** Turns a page a quarter clockwise (1) or anticlockwise (-1). */
export function rotatePage(
  items: readonly MergeItem[],
  documentId: string,
  page: number,
  direction: 1 | -1,
): MergeItem[] {
  return changePage(items, documentId, page, (p) => ({
    ...p,
    rotation: normaliseRotation(p.rotation + 90 * direction)!,
  }))
}

/** Removes a page from the result, or puts it back. */
export function togglePage(
  items: readonly MergeItem[],
  documentId: string,
  page: number,
): MergeItem[] {
  return changePage(items, documentId, page, (p) => ({ ...p, removed: !p.removed }))
}

/** Pages the result will have (null while a document's pages are not counted yet). */
export function keptPages(items: readonly MergeItem[]): number | null {
  if (items.some((i) => i.pages === null)) return null
  return items.reduce((n, i) => n + i.pages!.filter((p) => !p.removed).length, 0)
}

/**
 * The documents and, when a page was removed or turned, the page list of mergeDocuments (every
 * kept page in order); without changes the server takes every page.
 */
export function mergeSelection(items: readonly MergeItem[]): {
  readonly documentIds: string[]
  readonly pages: MergePageInput[] | null
} {
  const documentIds = items.map((i) => i.documentId)
  const changed = items.some((i) => i.pages?.some((p) => p.removed || p.rotation !== 0))
  if (!changed) return { documentIds, pages: null }
  return {
    documentIds,
    pages: items.flatMap((i) =>
      (i.pages ?? [])
        .filter((p) => !p.removed)
        .map((p) => ({ documentId: i.documentId, page: p.page, rotation: p.rotation })),
    ),
  }
}

/** Why the Merge button cannot open the panel for a selection (null: it can). */
export function mergeUnavailable(
  selected: readonly {
    readonly name: string
    readonly isMergeable?: boolean | null
    readonly mergeBlockedReason?: string | null
  }[],
): string | null {
  const problem = selectionProblem(selected.map((_, i) => String(i)))
  if (problem) return problem
  const blocked = selected.find((d) => d.isMergeable === false)
  return blocked
    ? `“${blocked.name}” cannot be merged: ${blocked.mergeBlockedReason ?? 'not a PDF, JPEG or PNG'}`
    : null
}
