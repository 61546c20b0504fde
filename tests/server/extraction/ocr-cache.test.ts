import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { cachedReading, ocrCacheKey } from '../../../src/server/extraction/ocr-cache'

const image = Buffer.from('P5 2 1 255 \x00\xff')
const keep = <T>(t: T): T => t

describe('the OCR cache for measuring runs', () => {
  let dir: string
  const before = process.env.EXTRACTION_OCR_CACHE
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ocr-cache-'))
  })
  afterEach(async () => {
    if (before === undefined) delete process.env.EXTRACTION_OCR_CACHE
    else process.env.EXTRACTION_OCR_CACHE = before
    await rm(dir, { recursive: true, force: true })
  })

  it('reads every time and stores nothing when no folder is named (the app)', async () => {
    delete process.env.EXTRACTION_OCR_CACHE
    let reads = 0
    const read = async () => ({ n: ++reads })
    expect(await cachedReading(image, 's', read, keep)).toEqual({ n: 1 })
    expect(await cachedReading(image, 's', read, keep)).toEqual({ n: 2 })
    expect(await readdir(dir)).toEqual([])
  })

  it('reads an image once per settings, and keeps only what the trim keeps', async () => {
    process.env.EXTRACTION_OCR_CACHE = join(dir, 'cache')
    let reads = 0
    const read = async () => ({ n: ++reads, heavy: 'x'.repeat(100) })
    const trim = (r: { n: number; heavy: string }) => ({ n: r.n, heavy: '' })
    expect(await cachedReading(image, 's1', read, trim)).toEqual({ n: 1, heavy: '' })
    expect(await cachedReading(image, 's1', read, trim)).toEqual({ n: 1, heavy: '' })
    expect(await cachedReading(image, 's2', read, trim)).toEqual({ n: 2, heavy: '' })
    expect(await cachedReading(Buffer.from('other'), 's1', read, trim)).toEqual({
      n: 3,
      heavy: '',
    })
    expect((await readdir(join(dir, 'cache'))).filter((f) => f.endsWith('.part'))).toEqual([])
  })

  it('reads again over a damaged entry', async () => {
    process.env.EXTRACTION_OCR_CACHE = dir
    await writeFile(join(dir, `${ocrCacheKey(image, 's')}.json`), '{"n": 1')
    expect(await cachedReading(image, 's', async () => ({ n: 7 }), keep)).toEqual({ n: 7 })
    expect(await cachedReading(image, 's', async () => ({ n: 8 }), keep)).toEqual({ n: 7 })
  })
})
