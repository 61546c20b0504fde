/**
 * The local upload file (docs/glossary.md#batch): the local file id (name + last-modified time) and
 * the file key (name + size + last-modified time), as pure functions. The file key identifies a
 * file in the watched inbox's journal and is its upload attempt id; it never identifies the bytes:
 * the server recognises a retry by the sha256 of the content together with the attempt.
 */

/** What identifies a local file: its name, its size in bytes, its last-modified time in ms. */
export type LocalFileFacts = {
  readonly name: string
  readonly size: number
  /** Milliseconds since the epoch, as a browser File's `lastModified` (integer). */
  readonly lastModified: number
}

/**
 * docs/glossary.md#batch: the local file id, built from the file name and the last-modified time.
 */
export function localFileId(file: Pick<LocalFileFacts, 'name' | 'lastModified'>): string {
  return `${file.name}-${Math.trunc(file.lastModified)}`
}

/**
 * docs/glossary.md#batch: the file key, built from the file name, its size and the last-modified
 * time.
 */
export function fileKey(file: LocalFileFacts): string {
  return `${file.name}-${file.size}-${Math.trunc(file.lastModified)}`
}
