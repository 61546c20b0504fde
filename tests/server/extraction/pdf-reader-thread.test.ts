/**
 * The PDF reader's thread gives what the in-thread reader gives: each page's form values and
 * text layer, the page count, and the same clean failures.
 */
import { describe, expect, it } from 'vitest'
import { ExtractionError } from '../../../src/server/extraction/extraction-error'
import type { PdfSource } from '../../../src/server/extraction/pdf-reader'
import { openPdfSource } from '../../../src/server/extraction/pdf-reader-thread'
import { multiPagePdf } from './fixtures'

async function readAll(pdf: PdfSource): Promise<unknown[]> {
  const pages = []
  for (let n = 1; n <= pdf.pages; n++)
    pages.push({ fields: await pdf.formFields(n), text: await pdf.textTokens(n) })
  await pdf.close()
  return pages
}

describe('PDF reader thread', () => {
  it('reads every page as the in-thread reader does, pages asked for in any order', async () => {
    const bytes = await multiPagePdf(3)
    const inline = await readAll(await openPdfSource(bytes, undefined, false))
    const threaded = await openPdfSource(bytes, undefined, true)
    expect(threaded.pages).toBe(3)
    // Asked for last page first: pages read ahead wait for the engine.
    const third = await threaded.textTokens(3)
    expect(await readAll(threaded)).toEqual(inline)
    expect(third).toEqual((inline[2] as { text: unknown }).text)
    expect(third.tokens.length).toBeGreaterThan(0)
  })

  it('fails a broken document cleanly, and reads the next one', async () => {
    const broken = openPdfSource(new TextEncoder().encode('%PDF-1.7\nnot a pdf'), undefined, true)
    await expect(broken).rejects.toBeInstanceOf(ExtractionError)
    await expect(broken).rejects.toMatchObject({ reason: 'broken' })
    await expect(openPdfSource(new Uint8Array(), undefined, true)).rejects.toMatchObject({
      reason: 'empty',
    })
    const pdf = await openPdfSource(await multiPagePdf(1), undefined, true)
    expect((await pdf.textTokens(1)).chars).toBeGreaterThan(20)
    await pdf.close()
  })
})
