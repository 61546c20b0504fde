/**
 * The CLI's batch journal: what `cli upload` has done for one batch (the same server, case and
 * files), so a rerun after a crash, a kill or a failure resumes where it stopped. A file already
 * registered is not sent again; a file that was on its way is sent with the same attempt id, so
 * the server answers with its document if it had registered it. Once every file of the batch is
 * uploaded the journal is removed, and running the same command again is a new upload.
 *
 * A file counts as already registered only when its bytes are those registered (sha256): name,
 * size and time say which file it is, never what it holds.
 *
 * Written as a whole to a temporary file, fsynced and renamed, so a kill leaves the old or the
 * new journal, never half of one.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { writeFileDurable } from '../../server/durable-file'
import { sha256OfFile } from '../services/file-hash'

type FileEntry = {
  /** Size and modification time when the attempt began: a file changed since is a new upload. */
  readonly size: number
  readonly mtimeMs: number
  readonly attempt: string
  readonly documentId?: string
  /** The sha256 of the bytes registered as `documentId`. */
  readonly sha256?: string
}

export type UploadJournal = {
  /** The attempt id for a file, the one it had if it is unchanged since. */
  readonly attemptFor: (path: string, size: number, mtimeMs: number) => string
  /** The document of a file registered by an earlier run, if its bytes are those registered. */
  readonly registered: (path: string, size: number, mtimeMs: number) => Promise<string | undefined>
  readonly markRegistered: (path: string, documentId: string, sha256: string) => void
  /** Writes the journal to disk (call before uploading and after each registration). */
  readonly save: () => Promise<void>
  /** Removes the journal: the batch is complete. */
  readonly remove: () => Promise<void>
}

/** Where journals live: `$XDG_STATE_HOME/case-manager/uploads` (or ~/.local/state/…). */
export function defaultJournalDir(): string {
  const base = process.env.XDG_STATE_HOME || join(homedir(), '.local', 'state')
  return join(base, 'case-manager', 'uploads')
}

/** Opens (or starts) the journal of the batch: server + case + the set of files. */
export async function openUploadJournal(
  dir: string,
  batch: {
    readonly server: string
    readonly caseId: string
    readonly paths: readonly string[]
    /** A new version of this document: another batch than an upload of the same file. */
    readonly newVersionOf?: string | null
  },
): Promise<UploadJournal> {
  const key: unknown[] = [batch.server, batch.caseId, [...batch.paths].sort()]
  if (batch.newVersionOf != null) key.push(batch.newVersionOf)
  const id = createHash('sha256').update(JSON.stringify(key)).digest('hex').slice(0, 24)
  const path = join(dir, `batch-${id}.json`)
  let files: Record<string, FileEntry> = {}
  try {
    files = (JSON.parse(await readFile(path, 'utf8')) as { files: Record<string, FileEntry> }).files
  } catch {
    // No journal (a new batch) or an unreadable one: start afresh.
  }
  const unchanged = (e: FileEntry | undefined, size: number, mtimeMs: number) =>
    e !== undefined && e.size === size && e.mtimeMs === mtimeMs
  let saving = Promise.resolve()
  return {
    attemptFor(file, size, mtimeMs) {
      const e = files[file]
      if (unchanged(e, size, mtimeMs)) return e!.attempt
      const attempt = randomUUID()
      files[file] = { size, mtimeMs, attempt }
      return attempt
    },
    async registered(file, size, mtimeMs) {
      const e = files[file]
      if (!unchanged(e, size, mtimeMs) || !e!.documentId || !e!.sha256) return undefined
      // Same name, size and time may hold other bytes (a scanner writing the same name again).
      const now = await sha256OfFile(file).catch(() => null)
      return now?.sha256 === e!.sha256 ? e!.documentId : undefined
    },
    markRegistered(file, documentId, sha256) {
      const e = files[file]
      if (e) files[file] = { ...e, documentId, sha256 }
    },
    save() {
      const text = JSON.stringify({ server: batch.server, caseId: batch.caseId, files })
      saving = saving
        .catch(() => undefined) // a failed save does not stop the next one
        .then(() => writeFileDurable(path, text, { mode: 0o600 }))
      return saving
    },
    async remove() {
      await saving
      await rm(path, { force: true })
    },
  }
}
