/**
 * The inbox journal: an append-only file of JSON lines in the watched folder, fsynced before the
 * step it records is considered done, so a crash, a restart or a file that appears twice never
 * uploads a file twice and never loses one (docs/architecture.md#inbox-flow). Concurrent appends
 * are group-committed: one write and one fsync for every record queued meanwhile.
 *
 * Records are per file key (docs/glossary.md#batch: name, size, last-modified), which names a file,
 * never its bytes: what is registered is recorded with the sha256 of the bytes sent.
 * - `signed`: the directUploadKey was obtained, the PUT may have started (a resumed upload is
 *   sent under the same attempt id, so the server registers one document for the same bytes);
 * - `registered`: createManyDocuments returned the document id for the bytes with this sha256:
 *   a file under this key with exactly these bytes is never uploaded again; other bytes under the
 *   same name, size and time are a new upload;
 * - `moved`: the file is in processed/ or failed/;
 * - `failed`: refused or failed for good, with the reason.
 */
import { open, readFile } from 'node:fs/promises'
import type { FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import { fsyncDir } from '../../server/durable-file'

export const JOURNAL_FILE_NAME = '.case-inbox-journal.jsonl'

export type JournalRecord =
  | {
      readonly t: 'signed'
      readonly key: string
      readonly name: string
      readonly directUploadKey: string
    }
  | {
      readonly t: 'registered'
      readonly key: string
      readonly name: string
      readonly documentId: string
      /** The bytes registered (absent in journals of older versions: then nothing is known). */
      readonly sha256?: string
    }
  | { readonly t: 'moved'; readonly key: string; readonly name: string; readonly to: string }
  | { readonly t: 'failed'; readonly key: string; readonly name: string; readonly message: string }

export type JournalEntry = {
  readonly status: JournalRecord['t']
  readonly directUploadKey?: string
  /** Every content registered under this key: sha256 → document id. */
  readonly registered: ReadonlyMap<string, string>
}

export type InboxJournal = {
  /** The folded state of a file key, or undefined when the journal never saw it. */
  readonly get: (key: string) => JournalEntry | undefined
  /** Appends a record; resolves once it is on disk (fsync). */
  readonly append: (record: JournalRecord) => Promise<void>
  readonly close: () => Promise<void>
  /** Every record read at open plus those appended since (tests, diagnostics). */
  readonly records: () => readonly JournalRecord[]
}

const NONE: ReadonlyMap<string, string> = new Map()

function fold(map: Map<string, JournalEntry>, r: JournalRecord): void {
  const prev = map.get(r.key)
  // Registered contents stay registered: moving, or a later failure to move, never forgets them.
  let registered = prev?.registered ?? NONE
  if (r.t === 'registered' && r.sha256) registered = new Map(registered).set(r.sha256, r.documentId)
  const directUploadKey = r.t === 'signed' ? r.directUploadKey : prev?.directUploadKey
  map.set(r.key, { status: r.t, registered, ...(directUploadKey ? { directUploadKey } : {}) })
}

/** Opens (or creates) the journal at `path` and replays it. A torn last line is ignored. */
export async function openInboxJournal(path: string): Promise<InboxJournal> {
  const state = new Map<string, JournalEntry>()
  const all: JournalRecord[] = []
  let created = false
  const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err
    created = true
    return ''
  })
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    try {
      const r = JSON.parse(line) as JournalRecord
      if (typeof r.key === 'string' && typeof r.t === 'string') {
        all.push(r)
        fold(state, r)
      }
    } catch {
      // A line cut by a crash mid-write: the step it recorded was not acknowledged, so replaying
      // without it is safe (the step is redone, idempotently).
    }
  }
  // A torn last line without its newline would glue onto the next record: start on a new line.
  const handle: FileHandle = await open(path, 'a')
  if (text.length > 0 && !text.endsWith('\n')) await handle.write('\n')
  // A new journal's name must survive a power loss like its records (each fsynced below).
  if (created) await fsyncDir(dirname(path))

  let pending: { line: string; resolve: () => void; reject: (e: unknown) => void }[] = []
  let flushing: Promise<void> | undefined
  const flush = async (): Promise<void> => {
    while (pending.length > 0) {
      const batch = pending
      pending = []
      try {
        await handle.write(batch.map((p) => p.line).join(''))
        await handle.datasync()
        batch.forEach((p) => p.resolve())
      } catch (err) {
        batch.forEach((p) => p.reject(err))
      }
    }
    flushing = undefined
  }

  return {
    get: (key) => state.get(key),
    records: () => all,
    append(record) {
      all.push(record)
      fold(state, record)
      return new Promise<void>((resolve, reject) => {
        pending.push({
          line: `${JSON.stringify({ ...record, at: new Date().toISOString() })}\n`,
          resolve,
          reject,
        })
        flushing ??= flush()
      })
    },
    async close() {
      while (flushing) await flushing
      await handle.close()
    },
  }
}
