/**
 * The archive writer: selected documents → one zip on disk. Each document's signed URL is fetched
 * (it must be ok; documents without a signed link are skipped, docs/rules.md#archive) and streamed
 * entry by entry into yazl, whose output goes straight to `<target>.partial` and is renamed when
 * complete (constant memory: one body in flight, backpressure end to end; never a half-written
 * zip).
 *
 * Compression: types that are already compressed are stored, the rest deflated. Stored: the
 * COMPRESSED_MIME_TYPES (jpeg, png, gif, docx, xlsx, pptx) AND pdf: PDF page content and images
 * are Flate/DCT/CCITT-compressed inside the file, so deflating a PDF again saves a few percent at
 * the cost of most of the CPU time; csv, eml, doc, xls and ppt deflate well and are deflated.
 */
import type { IncomingMessage } from 'node:http'
import { pipeline } from 'node:stream/promises'
import yazl from 'yazl'
import type { Events } from '../../shared/contract'
import { COMPRESSED_MIME_TYPES, mimeForExtension } from '../../shared/file-types'
import { MESSAGES } from '../../shared/messages'
import { entryNameFor, uniqueEntryNames } from './archive-names'
import { useNativeCrc32ForYazl } from './fast-crc32'
import { httpGet, isOk } from './http-get'
import { openPartialFile } from './partial-file'

export type ArchiveProgress = Omit<Events['archive.progress'], 'jobId'>

/** A document as the writer needs it: its name and type, and a signed link (may be missing). */
export type ArchiveDocument = {
  readonly id: string
  readonly name: string
  readonly fileExt?: string | null
  readonly fileType?: string | null
  readonly signed?: string | null
}

/** A failure with one of the internal messages of docs/rules.md#messages. */
export class ArchiveError extends Error {
  override readonly name = 'ArchiveError'
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message)
  }
}

export type WriteArchiveRequest = {
  readonly documents: readonly ArchiveDocument[]
  /** The zip's full path; the folder must exist. */
  readonly targetPath: string
  readonly signal?: AbortSignal
  readonly onProgress?: (progress: ArchiveProgress) => void
  /** Entry timestamps (defaults to now). */
  readonly mtime?: Date
}

export type WriteArchiveResult = {
  readonly path: string
  /** Documents written into the archive. */
  readonly count: number
  /** Names of selected documents skipped for having no signed link. */
  readonly skipped: readonly string[]
  readonly bytes: number
}

/** PDF is stored too (see the module comment); everything in COMPRESSED_MIME_TYPES is stored. */
const STORED_MIME_TYPES: ReadonlySet<string> = new Set([
  ...COMPRESSED_MIME_TYPES,
  'application/pdf',
])

/** Whether a document's bytes are stored as they are (true) or deflated (false). */
export function isStored(doc: Pick<ArchiveDocument, 'fileType' | 'fileExt' | 'name'>): boolean {
  const mime =
    doc.fileType?.toLowerCase() ||
    mimeForExtension(doc.fileExt ?? '') ||
    mimeForExtension(doc.name.split('.').pop() ?? '')
  return mime !== undefined && STORED_MIME_TYPES.has(mime)
}

const PROGRESS_INTERVAL_MS = 100
/** Responses requested ahead of the entry being written. */
const PREFETCH = 4

const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err))

/** Writes the archive; rejects with an ArchiveError (or the abort reason when cancelled). */
export async function writeArchive(request: WriteArchiveRequest): Promise<WriteArchiveResult> {
  const { signal } = request
  const withLink = request.documents.filter((d) => typeof d.signed === 'string' && d.signed !== '')
  const skipped = request.documents.filter((d) => !withLink.includes(d)).map((d) => d.name)
  // docs/rules.md#archive: an archive of zero documents fails (also when none of them has a signed
  // link).
  if (withLink.length === 0) throw new ArchiveError(MESSAGES.noDocumentsToDownload)
  signal?.throwIfAborted()

  const names = uniqueEntryNames(withLink.map(entryNameFor))
  const mtime = request.mtime ?? new Date()
  const total = withLink.length
  let done = 0
  let bytes = 0
  let lastEmit = 0
  const progress = (force: boolean) => {
    const now = Date.now()
    if (!force && now - lastEmit < PROGRESS_INTERVAL_MS) return
    lastEmit = now
    request.onProgress?.({ done, total, bytes })
  }

  useNativeCrc32ForYazl()
  const zip = new yazl.ZipFile()
  const partial = openPartialFile(request.targetPath)
  let failure: Error | undefined
  /** Responses received and not yet fully read: destroyed when the archive fails. */
  const opened = new Set<IncomingMessage>()
  const fail = (err: Error) => {
    failure ??= err
    for (const res of opened) res.destroy()
    opened.clear()
    // Tear the chain down; the pipeline below rejects and the partial file is deleted.
    ;(zip.outputStream as unknown as { destroy: (e: Error) => void }).destroy(err)
  }
  zip.on('error', (err: Error) =>
    fail(
      err instanceof ArchiveError ? err : new ArchiveError(MESSAGES.errorCreatingZip(err.message)),
    ),
  )
  const onAbort = () => fail(signal!.reason as Error)
  signal?.addEventListener('abort', onAbort, { once: true })

  // The next PREFETCH responses are requested while an entry streams, so the server's per-file
  // latency (open, signature check, first bytes) hides behind the transfer. Each waits paused
  // with at most a socket buffer of data: memory stays constant.
  const inflight = new Map<number, Promise<IncomingMessage>>()
  const requestBody = (i: number): Promise<IncomingMessage> => {
    let pending = inflight.get(i)
    if (!pending) {
      pending = httpGet(withLink[i]!.signed!, signal)
      pending.then(
        // A response arriving after the archive failed is not wanted: close it at once.
        (res) => (failure ? res.destroy() : opened.add(res)),
        () => undefined,
      )
      inflight.set(i, pending)
    }
    return pending
  }
  const downloadFailed = (doc: ArchiveDocument, err: unknown) =>
    fail(
      signal?.aborted
        ? (signal.reason as Error)
        : new ArchiveError(MESSAGES.failedToDownload(doc.name, reasonOf(err))),
    )

  withLink.forEach((doc, i) => {
    zip.addReadStreamLazy(names[i]!, { compress: !isStored(doc), mtime }, (callback) => {
      if (failure) return
      const pending = requestBody(i)
      inflight.delete(i)
      for (let k = i + 1; k <= i + PREFETCH && k < withLink.length; k++) void requestBody(k)
      pending.then(
        (res: IncomingMessage) => {
          if (failure) return
          if (!isOk(res)) {
            res.resume()
            // An internal message of docs/rules.md#messages; the HTTP status stays in the detail
            // for the log.
            callback(
              new ArchiveError(MESSAGES.failedToFetchDocument(doc.name), `HTTP ${res.statusCode}`),
              res,
            )
            return
          }
          // yazl pipes the body but does not listen for its errors: a connection cut mid-body
          // must fail the archive, not leave it waiting.
          res.on('error', (err) => downloadFailed(doc, err))
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length
            progress(false)
          })
          res.on('end', () => {
            opened.delete(res)
            if (!res.complete) return downloadFailed(doc, new Error('connection closed early'))
            done++
            progress(true)
          })
          callback(null, res)
        },
        (err: unknown) => downloadFailed(doc, err),
      )
    })
  })
  zip.end()

  try {
    await pipeline(zip.outputStream, partial.stream)
    if (failure) throw failure
    await partial.commit()
  } catch (err) {
    await partial.discard()
    signal?.removeEventListener('abort', onAbort)
    const cause = failure ?? (err as Error)
    if (signal?.aborted) throw signal.reason
    if (cause instanceof ArchiveError) throw cause
    throw new ArchiveError(MESSAGES.errorCreatingZip(reasonOf(cause)))
  }
  signal?.removeEventListener('abort', onAbort)
  return { path: request.targetPath, count: total, skipped, bytes }
}
