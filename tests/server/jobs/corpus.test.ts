/**
 * Corpus: damaged, fuzzed, encrypted and empty PDFs from the shared corpus go through
 * the real job pipeline (upload → TriggerExtraction → worker): every one ends `done` or `failed`
 * with a reason — none stays queued or running — and the worker keeps going. Runs only where the
 * corpus is (never copied into the repository).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { TriggerExtractionDocument } from '../../../src/shared/graphql/operations.generated'
import { gqlOk, startServer, tempDir, uploadDocument, waitFinished } from './helpers'

const corpusDir = join(import.meta.dirname, '../../../../shared/corpus/pdfs/pdfjs')
const PICK = [
  'helloworld-bad.pdf',
  'empty.pdf',
  'empty_protected.pdf',
  'GHOSTSCRIPT-698804-1-fuzzed.pdf',
  'PDFBOX-3148-2-fuzzed.pdf',
  'Pages-tree-refs.pdf',
  'form_two_pages.pdf',
  'doc_1_3_pages.pdf',
]

describe.skipIf(!existsSync(corpusDir))('corpus PDFs through the job pipeline', () => {
  let s: CaseServer
  const temp = tempDir('jobs-corpus-')
  beforeAll(async () => {
    s = await startServer(temp.dir, undefined)
  }, 120_000)
  afterAll(async () => {
    await s?.close()
    await temp.remove()
  })

  it('finishes every file, done or failed with a reason', async () => {
    const present = new Set(readdirSync(corpusDir))
    const files = PICK.filter((f) => present.has(f))
    expect(files.length).toBeGreaterThan(0)
    const ids: [string, string][] = []
    for (const f of files) {
      const id = await uploadDocument(s, f, 'application/pdf', readFileSync(join(corpusDir, f)))
      await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
      ids.push([f, id])
    }
    for (const [f, id] of ids) {
      const final = await waitFinished(s, id, 120_000)
      expect(['done', 'failed'], f).toContain(final.extractionStatus)
      if (final.extractionStatus === 'failed') {
        const rows = await s.services.db.query<{ extraction_error: string | null }>(
          'SELECT extraction_error FROM documents WHERE id = $1',
          [id],
        )
        expect(rows[0]!.extraction_error, f).toMatch(/\S/)
      }
    }
  }, 300_000)
})
