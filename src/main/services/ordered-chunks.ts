/**
 * Items that finish out of order (typed by several workers at once), handed on in their request
 * order as fixed-size chunks: chunk `c` is ready as soon as every item up to its last is settled,
 * not when the whole batch is. Skipped items (refused ones) take no place in a chunk.
 */

type Deferred<T> = {
  readonly promise: Promise<T>
  readonly resolve: (value: T) => void
  readonly reject: (err: unknown) => void
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (err: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  // Awaited by whoever asks for the chunk; never an unhandled rejection meanwhile.
  promise.catch(() => undefined)
  return { promise, resolve, reject }
}

export type OrderedChunks<T> = {
  /** Item `index` is settled: `undefined` skips it. Each index once. */
  readonly settle: (index: number, item: T | undefined) => void
  /** Every item is settled: the last, short chunk is ready, and there are no more after it. */
  readonly end: () => void
  /** Settling stopped on an error: every chunk not yet ready rejects with it. */
  readonly fail: (err: unknown) => void
  /** Chunk `c` once ready; `undefined` past the last chunk. */
  readonly chunk: (c: number) => Promise<readonly T[] | undefined>
}

/** Chunks of `size` items over `count` items settled by index. */
export function createOrderedChunks<T>(count: number, size: number): OrderedChunks<T> {
  const settled = new Array<{ item: T | undefined } | undefined>(count)
  const chunks: Deferred<readonly T[] | undefined>[] = []
  let next = 0 // items [0, next) are settled and passed on
  let ready = 0 // chunks [0, ready) are resolved
  let filling: T[] = []
  let ended: { error?: unknown } | undefined

  const slot = (c: number) => (chunks[c] ??= deferred())
  const release = () => {
    slot(ready++).resolve(filling)
    filling = []
  }
  return {
    settle: (index, item) => {
      settled[index] = { item }
      while (next < count && settled[next] !== undefined) {
        const { item: value } = settled[next]!
        settled[next++] = undefined // let a passed-on item go
        if (value === undefined) continue
        filling.push(value)
        if (filling.length === size) release()
      }
    },
    end: () => {
      if (ended) return
      if (filling.length > 0) release()
      ended = {}
      for (let c = ready; c < chunks.length; c++) chunks[c]?.resolve(undefined)
    },
    fail: (error) => {
      if (ended) return
      ended = { error }
      for (let c = ready; c < chunks.length; c++) chunks[c]?.reject(error)
    },
    chunk: (c) => {
      if (c < ready || !ended) return slot(c).promise
      return 'error' in ended ? Promise.reject(ended.error) : Promise.resolve(undefined)
    },
  }
}
