/**
 * mergeDocuments on PGlite and PostgreSQL: PDFs and images merged on the server into one PDF whose
 * pages are the kept pages in order (text layers kept, rotations applied, images on A4 or Letter
 * by their shape), registered with its links and a `merge` entry — a new document, or the target's
 * new version — the originals moved to the trash when asked; and every refusal — one document, a type that cannot be merged, an encrypted or a
 * damaged PDF, documents of two cases, a target outside the case, nothing left, a failure inside
 * the transaction — leaves no document, object or history entry behind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import type { CaseServer } from '../../../src/server/index'
import {
  CaseHistoryDocument,
  DeletedDocumentsDocument,
  DocumentVersionsDocument,
  MergeDocumentsDocument,
  SearchDocumentsDocument,
  type MergeDocumentsInput,
} from '../../../src/shared/graphql/operations.generated'
import { MERGE_MESSAGES, PAPER_SIZES } from '../../../src/shared/merge'
import { brokenPdf } from '../jobs/fixtures'
import {
  ASSET_ID,
  BACKENDS,
  CASE_ID,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  POLICY_ID,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFor,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'
import { encrypt, hasQpdf, image, textPdf } from './fixtures'

/** A document of the other demo case. */
const OTHER_CASE_DOCUMENT = 'demo-doc-cp-declarations'
/** The key document of a policy version (cannot be deleted). */
const KEY_DOCUMENT = 'demo-doc-ho3-declarations'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`mergeDocuments on ${title}`, () => {
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

    const merge = (input: Omit<MergeDocumentsInput, 'caseId'> & { caseId?: string }) =>
      gql(
        server.graphqlUrl,
        MergeDocumentsDocument,
        { input: { caseId: CASE_ID, ...input } },
        server.token,
      )
    const mergeOk = async (input: Omit<MergeDocumentsInput, 'caseId'>) => {
      const r = await merge(input)
      if (!r.data || r.errors?.length) throw new Error(JSON.stringify(r.errors))
      return r.data.mergeDocuments
    }
    const pdfOf = async (signed: string | null) =>
      PDFDocument.load(new Uint8Array(await (await fetch(signed!)).arrayBuffer()))
    const pdf = (name: string, pages: string[], links = true) =>
      textPdf(pages).then((bytes) =>
        uploadDocument(server, name, 'application/pdf', bytes, {
          category: NON_EXTRACTABLE_CATEGORY,
          associations: links ? [{ entityId: POLICY_ID, entityType: 'policy' }] : [],
        }),
      )
    const picture = async (name: string, w: number, h: number, format: 'png' | 'jpeg') =>
      uploadDocument(server, name, `image/${format}`, await image(w, h, format), {
        category: null,
        associations: [{ entityId: ASSET_ID, entityType: 'asset' }],
      })
    const historyOf = async (documentId: string) =>
      (
        await gqlOk(
          server.graphqlUrl,
          CaseHistoryDocument,
          { caseId: CASE_ID, filter: { documentId } },
          server.token,
        )
      ).caseHistory.nodes
    /** What a failed merge must not change: documents, objects, history entries. */
    const footprint = async () => {
      const db = server.services.db
      const [docs] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents')
      const [entries] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM history_entries',
      )
      const [trashed] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM documents WHERE deleted_at IS NOT NULL',
      )
      let objects = 0
      for await (const o of server.services.objects.list())
        if (o.key.startsWith('documents/')) objects++
      return { documents: docs!.n, entries: entries!.n, trashed: trashed!.n, objects }
    }

    it('merges a PDF, a PNG and a JPEG into a new document: every page in order, text kept', async () => {
      const a = await pdf('cover letter.pdf', ['Letter page one', 'Letter page two Bramblewood'])
      const wide = await picture('photo.png', 1600, 900, 'png')
      const tall = await picture('receipt.jpg', 600, 1000, 'jpeg')
      const doc = await mergeOk({
        documentIds: [a, wide, tall],
        name: 'Claim bundle',
        category: NON_EXTRACTABLE_CATEGORY,
      })
      expect(doc).toMatchObject({
        name: 'Claim bundle.pdf',
        fileType: 'application/pdf',
        category: { id: NON_EXTRACTABLE_CATEGORY },
        classId: CASE_ID,
        isMergeable: true,
      })
      // Filed where its parts were.
      expect(doc.associations).toEqual([
        { entityId: ASSET_ID, entityType: 'asset' },
        { entityId: POLICY_ID, entityType: 'policy' },
      ])
      const out = await pdfOf(doc.signed)
      expect(out.getPageCount()).toBe(4)
      const sizes = out.getPages().map((p) => p.getSize())
      // A wide photo lies on a landscape page, a tall receipt on a portrait one, fitted by shape.
      const [a4w, a4h] = PAPER_SIZES.A4
      const [lw, lh] = PAPER_SIZES.Letter
      expect(sizes[2]!.width).toBeGreaterThan(sizes[2]!.height)
      expect([
        [a4h, a4w],
        [lh, lw],
      ]).toContainEqual([sizes[2]!.width, sizes[2]!.height])
      expect([
        [a4w, a4h],
        [lw, lh],
      ]).toContainEqual([sizes[3]!.width, sizes[3]!.height])
      // The copied pages keep their text layer: the merged document is found at page 2.
      const hit = await waitFor(
        async () =>
          (
            await gqlOk(
              server.graphqlUrl,
              SearchDocumentsDocument,
              { caseId: CASE_ID, query: 'bramblewood' },
              server.token,
            )
          ).searchDocuments.nodes.find((n) => n.document.id === doc.id),
        15_000,
        'the merged text to be searchable',
      )
      expect(hit.page).toBe(2)
      const [entry] = await historyOf(doc.id)
      expect(entry).toMatchObject({
        action: 'merge',
        documentName: 'Claim bundle.pdf',
        summary: 'Merged 3 documents into “Claim bundle.pdf” (4 pages)',
        before: {
          documents: [
            { id: a, name: 'cover letter.pdf' },
            { id: wide, name: 'photo.png' },
            { id: tall, name: 'receipt.jpg' },
          ],
        },
        after: { pages: 4, removedPages: 0, rotatedPages: 0, deleteOriginals: false },
      })
    })

    it('keeps the pages listed, in their order, turned as asked', async () => {
      const a = await pdf('three.pdf', ['A one', 'A two', 'A three'])
      const b = await picture('scan.png', 800, 1100, 'png')
      const doc = await mergeOk({
        documentIds: [a, b],
        pages: [
          { documentId: b, page: 1, rotation: 90 },
          { documentId: a, page: 3 },
          { documentId: a, page: 1, rotation: -90 },
        ],
      })
      expect(doc.name).toBe('three (merged).pdf')
      const out = await pdfOf(doc.signed)
      expect(out.getPageCount()).toBe(3)
      expect(out.getPages().map((p) => p.getRotation().angle)).toEqual([90, 0, 270])
      const [entry] = await historyOf(doc.id)
      expect(entry!.after).toMatchObject({ pages: 3, removedPages: 1, rotatedPages: 2 })
    })

    it('moves the originals to the trash with the reason, in the same transaction', async () => {
      const a = await pdf('part 1.pdf', ['one'])
      const b = await pdf('part 2.pdf', ['two'])
      const doc = await mergeOk({
        documentIds: [a, b],
        name: 'Parts.pdf',
        deleteOriginals: true,
        deleteReason: 'Combined into one file',
      })
      const trash = (
        await gqlOk(server.graphqlUrl, DeletedDocumentsDocument, { caseId: CASE_ID }, server.token)
      ).deletedDocuments
      for (const id of [a, b]) {
        expect(trash.find((e) => e.document.id === id)).toMatchObject({
          reason: 'Combined into one file',
        })
        expect((await historyOf(id))[0]).toMatchObject({
          action: 'delete',
          summary: expect.stringContaining('Combined into one file'),
        })
      }
      expect((await historyOf(doc.id))[0]!.after).toMatchObject({ deleteOriginals: true })
      // Without a reason, the trash says where they went.
      const c = await pdf('part 3.pdf', ['three'])
      const d = await pdf('part 4.pdf', ['four'])
      await mergeOk({ documentIds: [c, d], name: 'More parts', deleteOriginals: true })
      const again = (
        await gqlOk(server.graphqlUrl, DeletedDocumentsDocument, { caseId: CASE_ID }, server.token)
      ).deletedDocuments
      expect(again.find((e) => e.document.id === c)?.reason).toBe('Merged into “More parts.pdf”')
    })

    it('merges into a target as its new version: same document, its links, both entries', async () => {
      const target = await pdf('Declarations bundle.pdf', ['Original one page'])
      const a = await pdf('endorsement.pdf', ['Endorsement page', 'Endorsement page two'])
      const b = await picture('signature.png', 900, 1200, 'png')
      const doc = await mergeOk({ documentIds: [a, b], targetId: target })
      expect(doc).toMatchObject({
        id: target,
        name: 'Declarations bundle.pdf',
        currentVersion: 2,
        category: { id: NON_EXTRACTABLE_CATEGORY },
        associations: [{ entityId: POLICY_ID, entityType: 'policy' }],
      })
      expect((await pdfOf(doc.signed)).getPageCount()).toBe(3)
      const versions = (
        await gqlOk(
          server.graphqlUrl,
          DocumentVersionsDocument,
          { caseId: CASE_ID, id: target },
          server.token,
        )
      ).documents.nodes[0]!.versions
      expect(versions.map((v) => [v.number, v.fileType])).toEqual([
        [2, 'application/pdf'],
        [1, 'application/pdf'],
      ])
      expect((await historyOf(target)).slice(0, 2)).toMatchObject([
        {
          action: 'merge',
          summary: 'Merged 2 documents into “Declarations bundle.pdf” as its version 2 (3 pages)',
          after: { version: 2, targetId: target },
        },
        { action: 'version', after: { version: 2 } },
      ])
      // The originals are untouched.
      expect((await historyOf(a)).map((e) => e.action)).toEqual(['upload'])
    })

    it('keeps the target when it is among the merged documents and the others go', async () => {
      const target = await pdf('main.pdf', ['Main'])
      const extra = await pdf('extra.pdf', ['Extra'])
      const doc = await mergeOk({
        documentIds: [target, extra],
        targetId: target,
        deleteOriginals: true,
      })
      expect(doc).toMatchObject({ id: target, currentVersion: 2 })
      expect((await pdfOf(doc.signed)).getPageCount()).toBe(2)
      const trash = (
        await gqlOk(server.graphqlUrl, DeletedDocumentsDocument, { caseId: CASE_ID }, server.token)
      ).deletedDocuments.map((e) => e.document.id)
      expect(trash).toContain(extra)
      expect(trash).not.toContain(target)
    })

    it('refuses bad merges with a clear error, leaving no document, object or history entry', async () => {
      const a = await pdf('ok a.pdf', ['a'], false)
      const b = await pdf('ok b.pdf', ['b'], false)
      const csv = await uploadDocument(server, 'table.csv', 'text/csv', Buffer.from('x,y\n1,2\n'), {
        category: null,
        associations: [],
      })
      const broken = await uploadDocument(server, 'broken.pdf', 'application/pdf', brokenPdf(), {
        category: null,
        associations: [],
      })
      const cases: [string, Omit<MergeDocumentsInput, 'caseId'>, string, string][] = [
        ['one document', { documentIds: [a] }, MERGE_MESSAGES.selectTwo, 'BAD_USER_INPUT'],
        ['twice the same', { documentIds: [a, a] }, MERGE_MESSAGES.duplicate, 'BAD_USER_INPUT'],
        [
          'a type that cannot be merged',
          { documentIds: [a, csv] },
          `“table.csv”: ${MERGE_MESSAGES.notMergeableType}`,
          'BAD_USER_INPUT',
        ],
        [
          'a damaged PDF',
          { documentIds: [a, broken] },
          `“broken.pdf”: ${MERGE_MESSAGES.broken}`,
          'BAD_USER_INPUT',
        ],
        [
          'documents of two cases',
          { documentIds: [a, OTHER_CASE_DOCUMENT] },
          MERGE_MESSAGES.twoCases,
          'BAD_USER_INPUT',
        ],
        [
          'a name for a target',
          { documentIds: [a, b], targetId: b, name: 'x.pdf' },
          'A merge into an existing document keeps its name and category',
          'BAD_USER_INPUT',
        ],
        [
          'an unknown target',
          { documentIds: [a, b], targetId: 'no-such-target' },
          'Document no-such-target not found',
          'NOT_FOUND',
        ],
        [
          'a target outside the case',
          { documentIds: [a, b], targetId: OTHER_CASE_DOCUMENT },
          MERGE_MESSAGES.targetOutsideCase,
          'BAD_USER_INPUT',
        ],
        [
          'an unknown document',
          { documentIds: [a, 'no-such-document'] },
          'Document no-such-document not found',
          'NOT_FOUND',
        ],
        [
          'every page removed',
          { documentIds: [a, b], pages: [] },
          MERGE_MESSAGES.noPagesLeft,
          'BAD_USER_INPUT',
        ],
        [
          'a page that does not exist',
          { documentIds: [a, b], pages: [{ documentId: a, page: 2 }] },
          'Page 2 does not exist: the document has 1 page',
          'BAD_USER_INPUT',
        ],
        [
          'a rotation that is not a quarter turn',
          { documentIds: [a, b], pages: [{ documentId: a, page: 1, rotation: 45 }] },
          'Rotation must be a multiple of 90 degrees, not 45',
          'BAD_USER_INPUT',
        ],
        [
          'an original that cannot be deleted',
          { documentIds: [a, KEY_DOCUMENT], deleteOriginals: true },
          'cannot be moved to the trash (Key document of policy #',
          'BAD_USER_INPUT',
        ],
        // Checked inside the transaction, after the merged file was stored: it is removed again.
        [
          'an unknown category',
          { documentIds: [a, b], category: 'no-such-category' },
          'Category no-such-category not found',
          'NOT_FOUND',
        ],
      ]
      if (hasQpdf) {
        const locked = await uploadDocument(
          server,
          'locked.pdf',
          'application/pdf',
          encrypt(await textPdf(['secret'])),
          { category: null, associations: [] },
        )
        cases.push([
          'an encrypted PDF',
          { documentIds: [locked, a] },
          `“locked.pdf”: ${MERGE_MESSAGES.encrypted}`,
          'BAD_USER_INPUT',
        ])
      }
      // Let the indexer finish with the new uploads first: it changes nothing a merge may not.
      await new Promise((r) => setTimeout(r, 500))
      for (const [what, input, message, code] of cases) {
        const before = await footprint()
        const r = await merge(input)
        expect(r.data?.mergeDocuments ?? null, what).toBeNull()
        expect(r.errors?.[0]?.message, what).toContain(message)
        expect(r.errors?.[0]?.extensions?.code, what).toBe(code)
        expect(await footprint(), what).toEqual(before)
      }
    })
  })
}
