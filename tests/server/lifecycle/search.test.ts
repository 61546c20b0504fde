/**
 * searchDocuments on PGlite and PostgreSQL: a document is found by any word of its text layer
 * within seconds of its upload (no restart, no manual step), with the page of the hit and a
 * snippet marking it; by its name and its category; by the words OCR read; with the filters on
 * type, category, uploader and date; never from the trash; with clear errors for bad input. The
 * indexer also records which PDFs cannot be merged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { storeOcrPages } from '../../../src/server/lifecycle/search/page-store'
import {
  DeleteDocumentDocument,
  RestoreDocumentDocument,
  SearchDocumentsDocument,
  type DocumentSearchFilter,
} from '../../../src/shared/graphql/operations.generated'
import { MERGE_MESSAGES } from '../../../src/shared/merge'
import { brokenPdf, canDrawText, scannedPdf } from '../jobs/fixtures'
import {
  BACKENDS,
  CASE_ID,
  caseDocuments,
  EXTRACTABLE_CATEGORY,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFinished,
  waitFor,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'
import { encrypt, hasQpdf, image, textPdf } from './fixtures'

/** "Within seconds": the test's budget for a new upload to become searchable. */
const FOUND_WITHIN_MS = 10_000

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`searchDocuments on ${title}`, () => {
    let server: CaseServer
    const cleanups: (() => Promise<void> | void)[] = []

    beforeAll(async () => {
      const tmp = tempDir()
      cleanups.push(tmp.remove)
      let databaseUrl: string | undefined
      if (backend.postgres) {
        const db = await throwawayDatabase(TEST_DATABASE_URL!)
        cleanups.push(db.drop)
        databaseUrl = db.url
      }
      server = await startServer(tmp.dir, databaseUrl)
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    const search = async (query: string, filter?: DocumentSearchFilter, limit = 20, offset = 0) =>
      (
        await gqlOk(
          server.graphqlUrl,
          SearchDocumentsDocument,
          { caseId: CASE_ID, query, paging: { limit, offset }, ...(filter ? { filter } : {}) },
          server.token,
        )
      ).searchDocuments
    const foundSoon = (query: string, id: string) =>
      waitFor(
        async () => (await search(query)).nodes.find((n) => n.document.id === id),
        FOUND_WITHIN_MS,
        `“${query}” to find ${id}`,
      )
    const upload = async (name: string, pages: string[], category?: string | null) =>
      uploadDocument(server, name, 'application/pdf', await textPdf(pages), {
        category: category === undefined ? NON_EXTRACTABLE_CATEGORY : category,
        associations: [],
      })

    it('finds a new upload by a word of its text layer within seconds, at its page, marked', async () => {
      const started = Date.now()
      const id = await upload('survey.pdf', [
        'Cover page of the survey',
        'Findings: the roof of the dwelling shows Quillwort damage near the chimney.',
      ])
      const hit = await foundSoon('quillwort', id)
      expect(Date.now() - started).toBeLessThan(FOUND_WITHIN_MS)
      expect(hit.page).toBe(2)
      expect(hit.snippet).toContain('<mark>Quillwort</mark>')
      expect(hit.snippet).toContain('roof of the dwelling')
      // Any word: a stop word, a number, and a prefix of a word.
      const other = await upload('letter.pdf', ['Dear sir, the premium of 1845 dollars is due'])
      expect((await foundSoon('the premium', other)).page).toBe(1)
      await foundSoon('1845', other)
      expect((await foundSoon('premi', other)).snippet).toContain('<mark>premium</mark>')
      // Every word must be in the document, on any of its pages; the page shown holds most.
      expect((await search('quillwort premium')).nodes.map((n) => n.document.id)).not.toContain(id)
      const spread = (await search('cover chimney quillwort')).nodes.find(
        (n) => n.document.id === id,
      )
      expect(spread?.page).toBe(2)
    })

    it('finds by name and by category, without a page', async () => {
      const id = await upload('Harbourmaster report.pdf', ['nothing of note'], null)
      const byName = await foundSoon('harbourmaster', id)
      expect(byName.page).toBeNull()
      expect(byName.snippet).toBe('<mark>Harbourmaster</mark> report.pdf')
      const inJacket = await upload('plain.pdf', ['unremarkable words'], NON_EXTRACTABLE_CATEGORY)
      const byCategory = await foundSoon('jacket', inJacket)
      expect(byCategory.snippet).toBe('Policy <mark>Jacket</mark>')
    })

    it('finds a document whose words are spread over its name, category and text', async () => {
      const spread = await upload('Larkspur appraisal.pdf', ['The gazebo is sound'])
      const hit = await foundSoon('larkspur gazebo', spread)
      expect(hit.page).toBe(1)
      expect(hit.snippet).toContain('<mark>gazebo</mark>')
      // Name, category ("Policy Jacket") and text at once; a prefix of the name's word too.
      await foundSoon('larksp gazebo jacket', spread)
      // Every word must still be somewhere in the document.
      expect((await search('larkspur gazebo orchard')).nodes).toEqual([])
      // A document whose name alone holds every word comes first, however old.
      const byName = await upload('Larkspur gazebo.pdf', ['nothing of note'], null)
      const again = await upload('Larkspur survey.pdf', ['A gazebo again'])
      await foundSoon('larkspur gazebo', again)
      const order = (await search('larkspur gazebo')).nodes.map((n) => n.document.id)
      expect(order).toEqual([byName, again, spread])
      // Name and category alone, with no word of the text: the name's word is marked.
      const labels = await upload('Larkspur note.pdf', ['unremarkable words'])
      expect((await foundSoon('larkspur jacket', labels)).snippet).toBe(
        '<mark>Larkspur</mark> note.pdf',
      )
    })

    it('escapes the page text around the marks', async () => {
      const id = await upload('markup.pdf', [`Tamarisk & sons 'quoted' 5 < 7 > 6 <mark>x</mark>`])
      const hit = await foundSoon('tamarisk', id)
      // Text that looks like an HTML tag is not a word: the parser leaves it out of the snippet.
      expect(hit.snippet).toBe(
        '<mark>Tamarisk</mark> &amp; sons &#39;quoted&#39; 5 &lt; 7 &gt; 6 x',
      )
    })

    it('finds the words OCR read for a page without a text layer', async () => {
      const id = await uploadDocument(server, 'scan.png', 'image/png', await image(300, 200), {
        category: NON_EXTRACTABLE_CATEGORY,
        associations: [],
      })
      await server.services.db.tx((q) =>
        storeOcrPages(q, id, [{ page: 1, text: 'Evidence of insurance Marshwood Mutual' }]),
      )
      const hit = await foundSoon('marshwood', id)
      expect(hit.page).toBe(1)
      expect(hit.snippet).toContain('<mark>Marshwood</mark>')
    })

    it.skipIf(!canDrawText())(
      'keeps the words an extraction read by OCR, so a scan is found by them',
      async () => {
        const id = await uploadDocument(
          server,
          'scanned declarations.pdf',
          'application/pdf',
          await scannedPdf(1),
          { category: EXTRACTABLE_CATEGORY, extractData: true, associations: [] },
        )
        expect((await waitFinished(server, id, 150_000)).extractionStatus).toBe('done')
        const hit = await foundSoon('granite', id)
        expect(hit.page).toBe(1)
        expect(hit.snippet).toMatch(/<mark>Granite<\/mark> Mutual/)
      },
      180_000,
    )

    it('filters by type, category, uploader and date, and pages the hits', async () => {
      const a = await upload('filter-a.pdf', ['Sycamore one'])
      const b = await upload('filter-b.pdf', ['Sycamore two'], null)
      const c = await uploadDocument(server, 'filter-c.png', 'image/png', await image(20, 20), {
        category: null,
        associations: [],
      })
      await server.services.db.tx((q) => storeOcrPages(q, c, [{ page: 1, text: 'Sycamore three' }]))
      await waitFor(
        async () => ((await search('sycamore')).totalCount === 3 ? true : undefined),
        FOUND_WITHIN_MS,
        'three sycamore hits',
      )
      const ids = async (filter: DocumentSearchFilter) =>
        (await search('sycamore', filter)).nodes.map((n) => n.document.id).sort()
      expect(await ids({ fileType: ['image/png'] })).toEqual([c])
      expect(await ids({ fileType: [] })).toEqual([])
      expect(await ids({ categoryId: NON_EXTRACTABLE_CATEGORY })).toEqual([a])
      expect(await ids({ uploadedBy: 'local-user' })).toEqual([a, b, c].sort())
      expect(await ids({ uploadedBy: 'someone-else' })).toEqual([])
      const future = new Date(Date.now() + 3_600_000).toISOString()
      expect(await ids({ from: future })).toEqual([])
      expect(await ids({ to: future })).toEqual([a, b, c].sort())

      const first = await search('sycamore', undefined, 2, 0)
      const rest = await search('sycamore', undefined, 2, 2)
      expect(first.totalCount).toBe(3)
      expect(first.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false })
      expect(rest.nodes).toHaveLength(1)
      expect(rest.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true })
      expect(new Set([...first.nodes, ...rest.nodes].map((n) => n.document.id)).size).toBe(3)
      const past = await search('sycamore', undefined, 2, 10)
      expect(past).toMatchObject({ totalCount: 3, nodes: [] })
    })

    it('does not find a document in the trash, and finds it again once restored', async () => {
      const id = await upload('binned.pdf', ['Wolfsbane clause'])
      await foundSoon('wolfsbane', id)
      await gqlOk(
        server.graphqlUrl,
        DeleteDocumentDocument,
        { input: { id, reason: 'test' } },
        server.token,
      )
      expect((await search('wolfsbane')).nodes).toEqual([])
      await gqlOk(server.graphqlUrl, RestoreDocumentDocument, { id }, server.token)
      await foundSoon('wolfsbane', id)
    })

    it('refuses an empty or overlong query and a bad date with a clear error', async () => {
      for (const [query, filter, message] of [
        ['   ', undefined, 'Type a word to search for'],
        ['x'.repeat(501), undefined, 'A search is at most 500 characters'],
        ['a', { from: 'yesterday' }, 'filter.from must be an ISO-8601 date-time'],
      ] as const) {
        const r = await gql(
          server.graphqlUrl,
          SearchDocumentsDocument,
          { caseId: CASE_ID, query, ...(filter ? { filter } : {}) },
          server.token,
        )
        expect(r.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } })
      }
      // Punctuation alone has no word to look for: nothing is found, nothing fails.
      expect((await search('?!')).totalCount).toBe(0)
    })

    it.skipIf(!hasQpdf)('records that an encrypted or damaged PDF cannot be merged', async () => {
      const locked = await uploadDocument(
        server,
        'locked.pdf',
        'application/pdf',
        encrypt(await textPdf(['Juniperberry secret'])),
        { category: null, associations: [] },
      )
      const broken = await uploadDocument(server, 'broken.pdf', 'application/pdf', brokenPdf(), {
        category: null,
        associations: [],
      })
      // The encrypted PDF opens without a password: its words are searchable all the same.
      await foundSoon('juniperberry', locked)
      const reasons = await waitFor(
        async () => {
          const docs = await caseDocuments(server)
          const of = (id: string) => docs.find((d) => d.id === id)!
          return of(broken).mergeBlockedReason !== null ? [of(locked), of(broken)] : undefined
        },
        FOUND_WITHIN_MS,
        'the damaged PDF to be read',
      )
      expect(reasons.map((d) => [d.isMergeable, d.mergeBlockedReason])).toEqual([
        [false, MERGE_MESSAGES.encrypted],
        [false, MERGE_MESSAGES.broken],
      ])
    })
  })
}
