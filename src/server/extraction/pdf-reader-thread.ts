/**
 * PDFs read in a thread of their own (pdf-reader-worker.ts), for a machine with a core to spare:
 * pdf.js's parsing of a text PDF is about half of the engine's time on it, and the other half
 * (matching the page's lines) needs only the page's tokens. The reader reads every page of an
 * open document in turn and posts it, so the pages after the one being matched are being read
 * meanwhile: one message per page, never a request per page (a round trip between threads waits
 * for the other thread to be scheduled, which on a busy machine costs more than the reading).
 * The same PdfSource as openPdf's, with the same results and failures.
 */
import { availableParallelism } from 'node:os'
import type { Worker } from 'node:worker_threads'
import { startModuleWorker } from '../worker-module'
import { ExtractionError, FAILURE_MESSAGES, type ExtractionFailureReason } from './extraction-error'
import { unpackPageRead } from './page-read-codec'
import { openPdf, type PdfSource } from './pdf-reader'
import type { Failure, FromReader, PageRead, ToReader } from './pdf-reader-protocol'

/** One core has nothing to overlap: the reader stays in the engine's thread. */
const PDF_READER_THREAD = availableParallelism() >= 2

/** Open a PDF from its bytes, read in the reader's thread when there is one (see above). */
export function openPdfSource(
  bytes: Uint8Array,
  password?: string,
  inThread = PDF_READER_THREAD,
): Promise<PdfSource> {
  return inThread ? openInThread(bytes, password) : openPdf(bytes, password)
}

type Settle<T> = { resolve(v: T): void; reject(e: unknown): void }

/** A promise with its settle (Promise.withResolvers is not in Node 20). */
function deferred<T>(): Settle<T> & { promise: Promise<T> } {
  let settle: Settle<T> | undefined
  const promise = new Promise<T>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return { promise, ...(settle as Settle<T>) }
}

interface DocState {
  opened: Settle<{ pages: number; hasForm: boolean }>
  /** Per page: its read, settled as the reader posts it. */
  pages: Map<number, Promise<PageRead>>
  waiting: Map<number, Settle<PageRead>>
  renders: Map<
    number,
    Settle<{ rgba: Uint8ClampedArray; width: number; height: number; ink: number }>
  >
}

let reader: { thread: Worker; docs: Map<number, DocState> } | undefined
let nextDoc = 1
let nextRender = 1

function toError(f: Failure): Error {
  if (f.reason !== undefined)
    return new ExtractionError(f.reason as ExtractionFailureReason, f.message)
  return new Error(f.message)
}

function startReader(): NonNullable<typeof reader> {
  const thread = startModuleWorker(import.meta.url, 'pdf-reader-worker', {
    maxOldGenerationSizeMb: 2048,
  })
  const docs = new Map<number, DocState>()
  const r = { thread, docs }
  thread.on('message', (m: FromReader) => onMessage(docs, m))
  const gone = (why: string): void => {
    if (reader === r) reader = undefined
    const e = new ExtractionError('broken', `${FAILURE_MESSAGES.broken} (PDF reader: ${why})`)
    for (const d of docs.values()) {
      d.opened.reject(e)
      for (const w of d.waiting.values()) w.reject(e)
      for (const w of d.renders.values()) w.reject(e)
    }
    docs.clear()
  }
  thread.on('error', (e) => gone(e.message))
  thread.on('exit', (code) => gone(`exited with code ${code}`))
  // Idle, it keeps no process alive (unref'd after the listeners: adding one refs it again);
  // while a document is open it does, as the document's reads are awaited.
  thread.unref()
  return r
}

function onMessage(docs: Map<number, DocState>, m: FromReader): void {
  const d = docs.get(m.doc)
  if (d === undefined) return
  switch (m.type) {
    case 'opened':
      d.opened.resolve({ pages: m.pages, hasForm: m.hasForm })
      break
    case 'open-failed':
      d.opened.reject(toError(m.failure))
      break
    case 'page':
      settlePage(d, m.page).resolve(unpackPageRead(m.read))
      break
    case 'page-failed':
      settlePage(d, m.page).reject(toError(m.failure))
      break
    case 'rendered':
      d.renders.get(m.id)?.resolve(m)
      d.renders.delete(m.id)
      break
    case 'render-failed':
      d.renders.get(m.id)?.reject(toError(m.failure))
      d.renders.delete(m.id)
      break
  }
}

/** The settle of page n's read, its promise made now if nobody asked for it yet. */
function settlePage(d: DocState, n: number): Settle<PageRead> {
  void pageRead(d, n)
  const s = d.waiting.get(n)
  d.waiting.delete(n)
  return s ?? { resolve: () => undefined, reject: () => undefined }
}

function pageRead(d: DocState, n: number): Promise<PageRead> {
  const known = d.pages.get(n)
  if (known !== undefined) return known
  const { promise, resolve, reject } = deferred<PageRead>()
  // A page read ahead and failed is not an unhandled rejection until the engine asks for it.
  promise.catch(() => undefined)
  d.pages.set(n, promise)
  d.waiting.set(n, { resolve, reject })
  return promise
}

async function openInThread(bytes: Uint8Array, password?: string): Promise<PdfSource> {
  if (bytes.length === 0) throw new ExtractionError('empty', FAILURE_MESSAGES.empty)
  reader ??= startReader()
  const { thread, docs } = reader
  const doc = nextDoc++
  const opened = deferred<{ pages: number; hasForm: boolean }>()
  const d: DocState = { opened, pages: new Map(), waiting: new Map(), renders: new Map() }
  docs.set(doc, d)
  if (docs.size === 1) thread.ref()
  const send = (m: ToReader, transfer?: ArrayBuffer[]): void => thread.postMessage(m, transfer)
  // The reader gets a copy (the caller keeps its bytes).
  const copy = new Uint8Array(bytes)
  send({ type: 'open', doc, bytes: copy, ...(password !== undefined ? { password } : {}) }, [
    copy.buffer,
  ])
  const forget = (id: number): void => {
    if (docs.delete(id) && docs.size === 0) thread.unref()
  }
  let info
  try {
    info = await opened.promise
  } catch (e) {
    forget(doc)
    send({ type: 'close', doc })
    throw e
  }
  return {
    pages: info.pages,
    hasForm: info.hasForm,
    async formFields(n) {
      return (await pageRead(d, n)).fields
    },
    async textTokens(n) {
      return (await pageRead(d, n)).text
    },
    renderPage(n, dpi) {
      const id = nextRender++
      const { promise, resolve, reject } = deferred<{
        rgba: Uint8ClampedArray
        width: number
        height: number
        ink: number
      }>()
      d.renders.set(id, { resolve, reject })
      send({ type: 'render', doc, id, page: n, dpi })
      return promise
    },
    async close() {
      forget(doc)
      send({ type: 'close', doc })
    },
  }
}
