import { describe, expect, it } from 'vitest'
import {
  packedTransfer,
  packPageRead,
  unpackPageRead,
} from '../../../src/server/extraction/page-read-codec'
import type { PageRead } from '../../../src/server/extraction/pdf-reader-protocol'

const box = (x0: number) => ({ page: 2, x0, y0: 0.1, x1: x0 + 0.05, y1: -0 })

const read: PageRead = {
  fields: [{ name: 'Policy', value: 'HO-1', bbox: box(0.5) }],
  text: {
    tokens: [
      { text: 'Policy #:', bbox: box(0.1), confidence: 1, font: 'g_d0_f1' },
      { text: 'HO-1 ﬁ 😀', bbox: box(0.2), confidence: 1, font: 'g_d0_f2', monospace: true },
      { text: 'Quote', bbox: box(0.3), confidence: 1, font: 'g_d0_f1', cellStart: true },
      { text: '', bbox: box(0.4), confidence: 0.5, font: 'f', monospace: true, cellStart: true },
    ],
    aspect: 0.77,
    chars: 20,
  },
}

/** What crosses between threads: a structured clone, its buffers moved. */
const across = (r: PageRead): PageRead => {
  const m = packPageRead(r)
  return unpackPageRead(structuredClone(m, { transfer: packedTransfer(m) }))
}

describe('a page read packed for the reader thread', () => {
  it('comes back the same tokens, key for key and in the same order', () => {
    const back = across(read)
    expect(back).toEqual(read)
    expect(JSON.stringify(back)).toBe(JSON.stringify(read))
    expect(Object.is(back.text.tokens[0]?.bbox.y1, -0)).toBe(true)
    expect('packed' in packPageRead(read)).toBe(true)
  })

  it('is sent as it is when a token has another shape', () => {
    const odd: PageRead = {
      fields: [],
      text: {
        tokens: [{ text: 'x', bbox: box(0.1), confidence: 1, font: 'f', monospace: false }],
        aspect: 1,
        chars: 1,
      },
    }
    expect(packPageRead(odd)).toBe(odd)
    const ocr = {
      ...odd,
      text: { ...odd.text, tokens: [{ text: 'x', bbox: box(0), confidence: 1, ocrLine: 3 }] },
    }
    expect(packPageRead(ocr)).toBe(ocr)
    expect(across(ocr)).toEqual(ocr)
  })
})
