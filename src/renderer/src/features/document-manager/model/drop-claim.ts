/**
 * Drops of one file onto a document (its row or its preview) add a new version of it
 * (docs/rules.md#document-versions) instead of staging a new upload: the document's handler claims
 * the drop, and the drop zone around everything leaves a claimed drop alone.
 */

const claimed = new WeakSet<object>()

/** Marks a native drop event as handled by a document. */
export function claimDrop(event: object): void {
  claimed.add(event)
}

/** Whether a document already took this drop (the drop zone then ignores it). */
export function isClaimedDrop(event: object | null | undefined): boolean {
  return event !== null && event !== undefined && claimed.has(event)
}

/** The one file a drop carries, or null (no file, or several: those are a regular upload). */
export function singleDroppedFile(files: ArrayLike<File> | null | undefined): File | null {
  return files && files.length === 1 ? (files[0] ?? null) : null
}

/** Whether a drag carries files (so a document may offer itself as a drop target). */
export function dragHasFiles(types: readonly string[] | null | undefined): boolean {
  return types?.includes('Files') ?? false
}
