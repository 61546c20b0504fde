/**
 * Spec §3 "Local upload file": the local file id (name + last-modified time) and the file key
 * (name + size + last-modified time), as pure functions. The file key is the idempotency key sent
 * to signS3Uploads as `clientKey`, so a retried or re-appearing file signs the same
 * directUploadKey and registers one document, never two.
 */

/** What identifies a local file: its name, its size in bytes, its last-modified time in ms. */
export type LocalFileFacts = {
  readonly name: string
  readonly size: number
  /** Milliseconds since the epoch, as a browser File's `lastModified` (integer). */
  readonly lastModified: number
}

/** Spec §3: the local file id, built from the file name and the last-modified time. */
export function localFileId(file: Pick<LocalFileFacts, 'name' | 'lastModified'>): string {
  return `${file.name}-${Math.trunc(file.lastModified)}`
}

/** Spec §3: the file key, built from the file name, its size and the last-modified time. */
export function fileKey(file: LocalFileFacts): string {
  return `${file.name}-${file.size}-${Math.trunc(file.lastModified)}`
}
