/**
 * The file reader's worker thread on its own: a file past the time limit comes back broken and
 * the next file, queued behind it, is read by a fresh thread (the ended thread's late exit does
 * not fail it); closing the reader rejects the file under way; a merge with a damaged PDF is
 * refused with the reason, as a user error; a file's own buffer moves to the thread uncopied.
 */
import { describe, expect, it } from 'vitest'
import { UserError } from '../../../src/server/domain/errors'
import { createFileReader } from '../../../src/server/lifecycle/search/file-reader'
import { MERGE_MESSAGES } from '../../../src/shared/merge'
import { brokenPdf } from '../jobs/fixtures'
import { noisePdf, textPdf } from './fixtures'

describe('the file reader thread', () => {
  it('calls a file past the limit broken and reads the next one in a fresh thread', async () => {
    const reader = createFileReader({ timeLimitMs: 5_000 })
    try {
      const sound = await textPdf(['Cover', 'The Tamarisk clause'])
      const [late, next] = await Promise.all([
        reader.read(noisePdf(8), 'application/pdf'),
        reader.read(sound, 'application/pdf'),
      ])
      expect(late).toMatchObject({ pages: null, problem: 'broken', texts: [] })
      expect(late.unreadable).toMatch(/longer than 5 s/)
      expect(next).toEqual({
        pages: 2,
        problem: null,
        texts: [
          { page: 1, text: 'Cover' },
          { page: 2, text: 'The Tamarisk clause' },
        ],
      })
    } finally {
      await reader.close()
    }
  })

  it('moves a buffer of its own to the thread, and copies a view into a larger one', async () => {
    const reader = createFileReader({ timeLimitMs: 30_000 })
    try {
      const own = new Uint8Array(await textPdf(['Moved page']))
      const pdf = await textPdf(['Copied page'])
      // The PDF in the middle of a larger buffer, as Node's pool hands out small Buffers.
      const shared = new Uint8Array(pdf.byteLength + 16)
      shared.set(pdf, 8)
      const view = shared.subarray(8, 8 + pdf.byteLength)
      const [moved, copied] = await Promise.all([
        reader.read(own, 'application/pdf'),
        reader.read(view, 'application/pdf'),
      ])
      expect(moved.texts).toEqual([{ page: 1, text: 'Moved page' }])
      expect(own.byteLength).toBe(0)
      expect(copied.texts).toEqual([{ page: 1, text: 'Copied page' }])
      expect(shared.byteLength).toBe(pdf.byteLength + 16)
      expect(view.subarray(0, 5)).toEqual(pdf.subarray(0, 5))
    } finally {
      await reader.close()
    }
  })

  it('rejects the file under way when it is closed', async () => {
    const reader = createFileReader({ timeLimitMs: 600_000 })
    const reading = reader.read(noisePdf(8), 'application/pdf')
    await new Promise((r) => setTimeout(r, 200))
    await reader.close()
    await expect(reading).rejects.toThrow('closed')
  })

  it('refuses a merge with a damaged PDF, naming it', async () => {
    const reader = createFileReader()
    try {
      const merge = reader.merge(
        [
          { id: 'a', name: 'a.pdf', fileType: 'application/pdf', bytes: await textPdf(['A']) },
          { id: 'b', name: 'b.pdf', fileType: 'application/pdf', bytes: brokenPdf() },
        ],
        null,
      )
      await expect(merge).rejects.toBeInstanceOf(UserError)
      await expect(merge).rejects.toThrow(`“b.pdf”: ${MERGE_MESSAGES.broken}`)
    } finally {
      await reader.close()
    }
  })
})
