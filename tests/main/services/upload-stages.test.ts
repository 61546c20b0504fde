/** Pure parts of the upload pipeline's stages: progress tracker, per-file filing, ordered chunks. */
import { describe, expect, it } from 'vitest'
import { createOrderedChunks } from '../../../src/main/services/ordered-chunks'
import { filingOf } from '../../../src/main/services/upload-prepare'
import { createProgressTracker } from '../../../src/main/services/upload-progress'
import type { UploadProgress } from '../../../src/main/services/upload-types'

describe('progress tracker', () => {
  it('keys files by id: two files of one name keep their own bytes; totals add up', () => {
    const events: UploadProgress[] = []
    const now = 1000
    const t = createProgressTracker(
      'b1',
      (e) => events.push(e),
      () => now,
    )
    t.add('f1', 'scan.pdf', 100)
    t.add('f2', 'scan.pdf', 50)
    t.report('f1', 'uploading', 40)
    t.report('f2', 'uploading', 50)
    expect(events.map((e) => [e.fileId, e.fileName, e.loaded, e.total])).toEqual([
      ['f1', 'scan.pdf', 40, 100],
      ['f2', 'scan.pdf', 50, 50],
    ])
    expect(events.at(-1)).toMatchObject({ batchId: 'b1', overallLoaded: 90, overallTotal: 150 })
    expect(t.loaded('f1')).toBe(40)
  })

  it('throttles byte counts of one file but never its last byte or a status change', () => {
    const events: UploadProgress[] = []
    let now = 1000
    const t = createProgressTracker(
      'b',
      (e) => events.push(e),
      () => now,
    )
    t.add('f', 'a.pdf', 100)
    t.report('f', 'uploading', 10)
    now += 10
    t.report('f', 'uploading', 20) // within 100 ms: dropped
    t.report('f', 'uploading', 100) // the last byte: kept
    t.report('f', 'registering', 100)
    t.report('f', 'done', 100)
    expect(events.map((e) => [e.status, e.loaded])).toEqual([
      ['uploading', 10],
      ['uploading', 100],
      ['registering', 100],
      ['done', 100],
    ])
    // The dropped count still counted: the total never goes backwards.
    expect(events.at(-1)!.overallLoaded).toBe(100)
  })

  it('ignores files it was not told about', () => {
    const events: UploadProgress[] = []
    const t = createProgressTracker('b', (e) => events.push(e))
    t.report('nope', 'done', 1)
    expect(events).toEqual([])
  })
})

describe('filing per file', () => {
  it('takes the file’s own category, links and extraction over the batch’s', () => {
    const batch = { categoryId: 'c1', extractData: true, associations: [] }
    expect(filingOf(batch, {})).toEqual({ categoryId: 'c1', extractData: true, associations: [] })
    const links = [{ entityId: 'p1', entityType: 'policy' as const }]
    expect(filingOf(batch, { categoryId: null, extractData: false, associations: links })).toEqual({
      categoryId: null,
      extractData: false,
      associations: links,
    })
  })
})

describe('ordered chunks', () => {
  it('hands items on in index order, in chunks, as soon as the items before are settled', async () => {
    const chunks = createOrderedChunks<string>(7, 2)
    let first: readonly string[] | undefined
    void chunks.chunk(0).then((c) => (first = c))
    chunks.settle(1, 'b')
    chunks.settle(2, undefined) // skipped: takes no place
    await Promise.resolve()
    expect(first).toBeUndefined() // item 0 still typing
    chunks.settle(0, 'a')
    expect(await chunks.chunk(0)).toEqual(['a', 'b'])
    chunks.settle(4, 'e')
    chunks.settle(3, 'd')
    expect(await chunks.chunk(1)).toEqual(['d', 'e'])
    const third = chunks.chunk(2)
    const fourth = chunks.chunk(3)
    chunks.settle(6, undefined)
    chunks.settle(5, 'f')
    chunks.end()
    expect(await third).toEqual(['f'])
    expect(await fourth).toBeUndefined()
    expect(await chunks.chunk(9)).toBeUndefined()
  })

  it('rejects the chunks not yet ready when settling fails', async () => {
    const chunks = createOrderedChunks<string>(3, 2)
    const waiting = chunks.chunk(0)
    chunks.settle(0, 'a')
    chunks.fail(new Error('stopped'))
    await expect(waiting).rejects.toThrow('stopped')
    await expect(chunks.chunk(1)).rejects.toThrow('stopped')
  })
})
