/**
 * pdf.js (pdfjs-dist 4, legacy build: the one that runs on Node 20), loaded once with its worker
 * module in this thread, after which the two built-ins its bundled core-js polyfills replace
 * globally are put back; and the one in-thread "worker" every document is read through. The legacy build swaps the native `Array.prototype.push` and `JSON.parse`
 * for JavaScript versions (fixes for older engines that Node 20 does not need); left in place they
 * made every array push in the process slower, and text extraction about a third slower.
 * Additions (Set methods, Promise.withResolvers…) are standard and stay.
 */
const nativePush = Array.prototype.push
const nativeJsonParse = JSON.parse

const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
// The "fake worker" pdf.js uses in Node: loaded now (not on the first document), so its own
// polyfills are installed before the built-ins are restored below.
const worker = (await import('pdfjs-dist/legacy/build/pdf.worker.mjs')) as unknown
;(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker

if (Array.prototype.push !== nativePush)
  Object.defineProperty(Array.prototype, 'push', {
    value: nativePush,
    writable: true,
    configurable: true,
    enumerable: false,
  })
if (JSON.parse !== nativeJsonParse) JSON.parse = nativeJsonParse

export const getDocument = pdfjs.getDocument

type PortListener = (event: { data: unknown }) => void

/**
 * The channel between pdf.js's document API and its worker code, both in this thread: pdf.js's
 * own in-thread channel (its LoopbackPort) as it is — each message structured-cloned and delivered
 * in a later microtask — except in how a message is copied. Structured-cloning every text run of
 * a page (its string, its transform, its font) was about a sixth of reading a text PDF, and the
 * hundreds of small messages that pace the text stream cost as much again. A text content chunk is
 * handed over as a copy of its containers (the message, the chunk, its list of runs and of
 * styles), which is all the worker reuses after sending one: it starts a new list for the next
 * chunk and builds each run and each transform anew. Other messages of plain data (objects,
 * arrays, strings, numbers) are copied in JavaScript, which for small messages is several times
 * faster than structuredClone and gives the same copy; anything else (typed arrays, errors,
 * transfers) is structured-cloned as before.
 */
class InThreadPort {
  readonly #listeners = new Map<PortListener, (() => void) | null>()
  readonly #deferred = Promise.resolve()

  postMessage(
    message: unknown,
    transfer?: NonNullable<Parameters<typeof structuredClone>[1]>['transfer'],
  ): void {
    const data =
      textChunkCopy(message) ??
      (transfer === undefined || transfer.length === 0 ? plainCopy(message, 0) : NOT_PLAIN)
    const event = {
      data: data !== NOT_PLAIN ? data : structuredClone(message, transfer ? { transfer } : {}),
    }
    void this.#deferred.then(() => {
      for (const [listener] of this.#listeners) listener.call(this, event)
    })
  }

  addEventListener(
    _name: string,
    listener: PortListener,
    options: { signal?: AbortSignal } | null = null,
  ): void {
    const signal = options?.signal
    let stop: (() => void) | null = null
    if (signal instanceof AbortSignal) {
      if (signal.aborted) return
      const onAbort = (): void => this.removeEventListener('message', listener)
      stop = () => signal.removeEventListener('abort', onAbort)
      signal.addEventListener('abort', onAbort)
    }
    this.#listeners.set(listener, stop)
  }

  removeEventListener(_name: string, listener: PortListener): void {
    this.#listeners.get(listener)?.()
    this.#listeners.delete(listener)
  }

  terminate(): void {
    for (const [, stop] of this.#listeners) stop?.()
    this.#listeners.clear()
  }
}

/** A value plainCopy cannot copy as structuredClone would: it is structured-cloned. */
const NOT_PLAIN: unique symbol = Symbol('not plain data')

/** Plain data deeper than this (or a cycle) is left to structuredClone. */
const MAX_PLAIN_DEPTH = 32

/**
 * A deep copy of plain data (primitives, dense arrays, objects whose prototype is Object's or
 * null), as structuredClone makes it; NOT_PLAIN for anything else.
 */
function plainCopy(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' || typeof value === 'symbol' ? NOT_PLAIN : value
  }
  if (depth > MAX_PLAIN_DEPTH) return NOT_PLAIN
  const proto: unknown = Object.getPrototypeOf(value)
  if (Array.isArray(value)) {
    // Holes and extra properties are kept by structuredClone: such arrays are left to it.
    if (proto !== Array.prototype || Object.keys(value).length !== value.length) return NOT_PLAIN
    const out = new Array<unknown>(value.length)
    for (let i = 0; i < value.length; i++) {
      const v = plainCopy(value[i], depth + 1)
      if (v === NOT_PLAIN) return NOT_PLAIN
      out[i] = v
    }
    return out
  }
  if (proto !== Object.prototype && proto !== null) return NOT_PLAIN
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    const v = plainCopy((value as Record<string, unknown>)[key], depth + 1)
    if (v === NOT_PLAIN) return NOT_PLAIN
    out[key] = v
  }
  return out
}

/** pdf.js's stream message kind for a chunk of data (its StreamKind.ENQUEUE). */
const STREAM_ENQUEUE = 4

/** A copy of a text content chunk's message down to its lists; undefined for any other message. */
function textChunkCopy(message: unknown): unknown {
  const m = message as { stream?: unknown; chunk?: unknown } | null
  if (m === null || typeof m !== 'object' || m.stream !== STREAM_ENQUEUE) return undefined
  const chunk = m.chunk as { items?: unknown; styles?: unknown } | null | undefined
  if (chunk === null || typeof chunk !== 'object' || !Array.isArray(chunk.items)) return undefined
  if (chunk.styles === null || typeof chunk.styles !== 'object') return undefined
  if (Object.keys(chunk).some((k) => k !== 'items' && k !== 'styles' && k !== 'lang'))
    return undefined
  return {
    ...m,
    chunk: { ...chunk, items: [...(chunk.items as unknown[])], styles: { ...chunk.styles } },
  }
}

const port = new InThreadPort()
;(
  worker as { WorkerMessageHandler: { initializeFromPort(port: InThreadPort): void } }
).WorkerMessageHandler.initializeFromPort(port)

/**
 * The worker every document is opened with (one set-up for the process, not one per document;
 * destroying a document leaves it running).
 */
export const pdfWorker = new pdfjs.PDFWorker({
  // Typed as a Web Worker; pdf.js uses only its message methods.
  port: port as unknown as null,
  // Errors only, as each document asks (pdf-reader.ts): the worker's own side is set once, here.
  verbosity: pdfjs.VerbosityLevel.ERRORS,
})
