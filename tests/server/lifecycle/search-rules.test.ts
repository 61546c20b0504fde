/** The small rules of search and merge on the server: snippets, page text, encrypted PDFs, names. */
import { describe, expect, it } from 'vitest'
import { mergedName } from '../../../src/server/lifecycle/merge/merge-documents'
import {
  checkPdf,
  hasEndMarker,
  namesEncryption,
} from '../../../src/server/lifecycle/merge/pdf-check'
import { cleanPageText, MAX_PAGE_CHARS } from '../../../src/server/lifecycle/search/page-texts'
import { HIT_END, HIT_START, markSnippet } from '../../../src/server/lifecycle/search/snippet'
import { brokenPdf } from '../jobs/fixtures'
import { encrypt, hasQpdf, textPdf } from './fixtures'

describe('markSnippet', () => {
  it('escapes the text and marks the hits', () => {
    expect(markSnippet(`a <b> & ${HIT_START}"hit"${HIT_END}   'x'`)).toBe(
      'a &lt;b&gt; &amp; <mark>&quot;hit&quot;</mark> &#39;x&#39;',
    )
  })
})

describe('cleanPageText', () => {
  it('joins runs, drops control characters (the hit marks among them) and caps the length', () => {
    expect(cleanPageText(['  Policy\u0002 ', 'number\n', '\u0003HO-1'])).toBe('Policy number HO-1')
    expect(cleanPageText(['x'.repeat(MAX_PAGE_CHARS + 10)])).toHaveLength(MAX_PAGE_CHARS)
  })
})

describe('checkPdf', () => {
  it('reads the page count of a sound PDF and calls a damaged one broken', async () => {
    expect(await checkPdf(await textPdf(['a', 'b']))).toEqual({ pages: 2, problem: null })
    expect(await checkPdf(brokenPdf())).toEqual({ pages: null, problem: 'broken' })
    expect(namesEncryption(await textPdf(['/Encrypt is only a word here']))).toBe(false)
  })
  it.skipIf(!hasQpdf)('calls an encrypted PDF encrypted', async () => {
    const locked = encrypt(await textPdf(['a']))
    expect(namesEncryption(locked)).toBe(true)
    expect(await checkPdf(locked)).toEqual({ pages: null, problem: 'encrypted' })
  })
})

describe('hasEndMarker', () => {
  it('finds %%EOF in the last kilobyte, as readers do, and calls a cut-off PDF broken at once', async () => {
    const whole = await textPdf(['a'])
    expect(hasEndMarker(whole)).toBe(true)
    const trailing = Buffer.concat([Buffer.from(whole), Buffer.alloc(900, 0x20)])
    expect(hasEndMarker(trailing)).toBe(true)
    expect(hasEndMarker(Buffer.concat([Buffer.from(whole), Buffer.alloc(2048, 0x20)]))).toBe(false)
    // Noise behind a PDF header, without an end: refused before pdf-lib's slow recovery parser.
    const noise = Buffer.alloc(8 * 1024 * 1024, 0x41)
    noise.write('%PDF-1.4\n', 0, 'latin1')
    expect(await checkPdf(noise)).toEqual({ pages: null, problem: 'broken' })
    expect(await checkPdf(whole.subarray(0, whole.length - 20))).toEqual({
      pages: null,
      problem: 'broken',
    })
  })
})

describe('mergedName', () => {
  it('adds .pdf, defaults to the first name, and refuses a bad name', () => {
    expect(mergedName('Bundle', 'x.pdf')).toBe('Bundle.pdf')
    expect(mergedName(' Bundle.PDF ', 'x.pdf')).toBe('Bundle.PDF')
    expect(mergedName(null, 'scan 1.png')).toBe('scan 1 (merged).pdf')
    expect(() => mergedName('a/b', 'x.pdf')).toThrow('A document name cannot contain / or \\')
  })
})
