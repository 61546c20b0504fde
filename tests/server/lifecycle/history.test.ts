/**
 * The case's audit trail on PGlite and PostgreSQL: every write path records its entry in the same
 * transaction (upload, rename, category, links, delete with its reason, extraction started /
 * finished / failed with the reason, form saved with the changed fields before and after), a
 * refused change records nothing, and caseHistory pages and filters newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import {
  CaseHistoryDocument,
  CaseHistoryUsersDocument,
  DeleteDocumentDocument,
  SaveFormDataDocument,
  TriggerExtractionDocument,
  UpdateDocumentDocument,
  UpdateManyDocumentsDocument,
  type HistoryFilter,
} from '../../../src/shared/graphql/operations.generated'
import { brokenPdf, declarationsPdf } from '../jobs/fixtures'
import {
  BACKENDS,
  CASE_ID,
  EXTRACTABLE_CATEGORY,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  POLICY_ID,
  startServer,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFinished,
} from '../jobs/helpers'
import { TEST_DATABASE_URL } from '../helpers'

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`case history on ${title}`, () => {
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

    const history = async (filter: HistoryFilter = {}, limit = 50, offset = 0) =>
      (
        await gqlOk(
          server.graphqlUrl,
          CaseHistoryDocument,
          { caseId: CASE_ID, paging: { limit, offset }, filter },
          server.token,
        )
      ).caseHistory
    const ofDocument = async (documentId: string) =>
      (await history({ documentId })).nodes.map((n) => ({
        action: n.action,
        summary: n.summary,
        before: n.before,
        after: n.after,
        user: n.user?.id ?? null,
      }))

    it('records an upload, with who and what', async () => {
      const id = await uploadDocument(
        server,
        'trail upload.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: NON_EXTRACTABLE_CATEGORY,
        },
      )
      const [entry] = await ofDocument(id)
      expect(entry).toMatchObject({
        action: 'upload',
        user: 'local-user',
        summary: expect.stringContaining('Uploaded “trail upload.pdf” as'),
      })
      expect(entry!.after).toMatchObject({
        name: 'trail upload.pdf',
        categoryId: NON_EXTRACTABLE_CATEGORY,
      })
    })

    it('records rename, category and links with before and after, one entry per change', async () => {
      const id = await uploadDocument(
        server,
        'before.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: NON_EXTRACTABLE_CATEGORY,
          associations: [],
        },
      )
      await gqlOk(
        server.graphqlUrl,
        UpdateDocumentDocument,
        {
          input: {
            id,
            caseId: CASE_ID,
            update: {
              name: 'after.pdf',
              category: EXTRACTABLE_CATEGORY,
              associations: [{ entityId: POLICY_ID, entityType: 'policy' }],
            },
          },
        },
        server.token,
      )
      const entries = await ofDocument(id)
      // Newest first: within one change, the entries in the order they were written, reversed.
      expect(entries.map((e) => e.action)).toEqual(['link', 'category', 'rename', 'upload'])
      expect(entries[2]).toMatchObject({
        summary: 'Renamed “before.pdf” to “after.pdf”',
        before: { name: 'before.pdf' },
        after: { name: 'after.pdf' },
      })
      expect(entries[1]!.before).toMatchObject({ categoryId: NON_EXTRACTABLE_CATEGORY })
      expect(entries[1]!.after).toMatchObject({ categoryId: EXTRACTABLE_CATEGORY })
      expect(entries[0]!.before).toMatchObject({ associations: [] })
      expect(entries[0]!.after).toMatchObject({
        associations: [{ entityId: POLICY_ID, entityType: 'policy' }],
      })
      expect(entries[0]!.summary).toMatch(/^Linked to .+#.+; was nothing$/)

      // The same values again change nothing, so nothing is recorded.
      await gqlOk(
        server.graphqlUrl,
        UpdateDocumentDocument,
        { input: { id, caseId: CASE_ID, update: { name: 'after.pdf' } } },
        server.token,
      )
      expect(await ofDocument(id)).toHaveLength(4)
    })

    it('records a bulk change per document, and nothing for a refused change', async () => {
      const a = await uploadDocument(
        server,
        'bulk a.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: null,
        },
      )
      const b = await uploadDocument(
        server,
        'bulk b.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: null,
        },
      )
      await gqlOk(
        server.graphqlUrl,
        UpdateManyDocumentsDocument,
        { input: { ids: [a, b], caseId: CASE_ID, update: { category: NON_EXTRACTABLE_CATEGORY } } },
        server.token,
      )
      for (const id of [a, b]) expect((await ofDocument(id))[0]!.action).toBe('category')
      const before = (await history()).totalCount
      const refused = await gql(
        server.graphqlUrl,
        UpdateManyDocumentsDocument,
        { input: { ids: [a, b], caseId: CASE_ID, update: { name: 'x.pdf', category: 'no-such' } } },
        server.token,
      )
      expect(refused.errors?.[0]?.message).toContain('Category no-such not found')
      expect((await history()).totalCount).toBe(before)
    })

    it('records a delete with its reason', async () => {
      const id = await uploadDocument(
        server,
        'to delete.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: null,
        },
      )
      await gqlOk(
        server.graphqlUrl,
        DeleteDocumentDocument,
        { input: { id, reason: 'Duplicate of the signed copy' } },
        server.token,
      )
      const [entry] = await ofDocument(id)
      expect(entry).toMatchObject({
        action: 'delete',
        summary: 'Deleted “to delete.pdf”: Duplicate of the signed copy',
        after: { reason: 'Duplicate of the signed copy' },
      })
    })

    it('records extraction started by the user, finished with what was found, failed with why', async () => {
      const good = await uploadDocument(
        server,
        'declarations.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      await gqlOk(server.graphqlUrl, TriggerExtractionDocument, { id: good }, server.token)
      const bad = await uploadDocument(server, 'damaged.pdf', 'application/pdf', brokenPdf())
      await gqlOk(server.graphqlUrl, TriggerExtractionDocument, { id: bad }, server.token)
      expect((await waitFinished(server, good)).extractionStatus).toBe('done')
      const failed = await waitFinished(server, bad)
      expect(failed.extractionStatus).toBe('failed')

      const goodEntries = (await ofDocument(good)).filter((e) => e.action === 'extraction')
      expect(goodEntries.map((e) => [e.user, e.after])).toEqual([
        [null, expect.objectContaining({ status: 'done' })],
        ['local-user', { status: 'queued' }],
      ])
      expect(goodEntries[0]!.summary).toMatch(/finished: \d+ values? found on 1 page$/)
      const badEntries = (await ofDocument(bad)).filter((e) => e.action === 'extraction')
      expect(badEntries[0]).toMatchObject({
        after: { status: 'failed', reason: failed.extractionError },
        summary: `Extraction of “damaged.pdf” failed: ${failed.extractionError}`,
      })
    })

    it('records a form save with the changed fields before and after', async () => {
      const field = (value: unknown) => ({
        value,
        extractedFrom: null,
        bbox: null,
        type: 'Currency',
        newExtractions: [],
        rejectedExtractions: [],
        newlyReviewedDocuments: [],
      })
      const save = (values: Record<string, unknown>) =>
        gqlOk(
          server.graphqlUrl,
          SaveFormDataDocument,
          { input: { entityType: 'policy', entityId: POLICY_ID, values } },
          server.token,
        )
      await save({ policy: { premium: field(1200), deductible: field(500) } })
      await save({ policy: { premium: field(1300), deductible: field(500) } })
      const forms = (await history({ action: ['form'] })).nodes
      expect(forms[0]).toMatchObject({
        entityType: 'policy',
        entityId: POLICY_ID,
        before: { 'policy.premium': 1200 },
        after: { 'policy.premium': 1300 },
        summary: expect.stringMatching(/^Policy checklist · .+ saved: Premium changed$/),
      })
      expect(forms[1]).toMatchObject({
        before: { 'policy.premium': null, 'policy.deductible': null },
        after: { 'policy.premium': 1200, 'policy.deductible': 500 },
      })
      // Saving the same values again is not a change.
      await save({ policy: { premium: field(1300), deductible: field(500) } })
      expect((await history({ action: ['form'] })).totalCount).toBe(2)
    })

    it('filters by the entity a change concerns (the form saves of one policy)', async () => {
      const ofPolicy = await history({ entityType: 'policy', entityId: POLICY_ID }, 1000)
      expect(ofPolicy.totalCount).toBeGreaterThanOrEqual(2)
      expect(
        ofPolicy.nodes.every((n) => n.entityType === 'policy' && n.entityId === POLICY_ID),
      ).toBe(true)
      const all = await history({}, 1000)
      expect(ofPolicy.totalCount).toBe(
        all.nodes.filter((n) => n.entityType === 'policy' && n.entityId === POLICY_ID).length,
      )
      expect((await history({ entityType: 'asset', entityId: POLICY_ID })).totalCount).toBe(0)
      expect((await history({ entityId: 'no-such-policy' })).totalCount).toBe(0)
    })

    it('pages newest first and filters by action, user, document and date range', async () => {
      const all = await history({}, 1000)
      expect(all.totalCount).toBe(all.nodes.length)
      const times = all.nodes.map((n) => Date.parse(n.at))
      expect([...times].sort((x, y) => y - x)).toEqual(times)

      const page2 = await history({}, 3, 3)
      expect(page2.nodes.map((n) => n.id)).toEqual(all.nodes.slice(3, 6).map((n) => n.id))
      expect(page2.pageInfo).toEqual({ hasNextPage: all.totalCount > 6, hasPreviousPage: true })

      const uploads = await history({ action: ['upload', 'delete'] }, 1000)
      expect(new Set(uploads.nodes.map((n) => n.action))).toEqual(new Set(['upload', 'delete']))
      expect((await history({ action: [] })).totalCount).toBe(0)
      expect(
        (await history({ userId: 'local-user' }, 1000)).nodes.every(
          (n) => n.user?.id === 'local-user',
        ),
      ).toBe(true)
      const system = all.nodes.filter((n) => n.user === null).length
      expect((await history({ userId: 'local-user' })).totalCount).toBe(all.totalCount - system)

      const mid = all.nodes[Math.floor(all.nodes.length / 2)]!.at
      const older = await history({ to: mid }, 1000)
      const newer = await history({ from: mid }, 1000)
      expect(older.nodes.every((n) => n.at <= mid)).toBe(true)
      expect(newer.nodes.every((n) => n.at >= mid)).toBe(true)
      expect(older.totalCount + newer.totalCount).toBeGreaterThanOrEqual(all.totalCount)

      const users = await gqlOk(
        server.graphqlUrl,
        CaseHistoryUsersDocument,
        { caseId: CASE_ID },
        server.token,
      )
      expect(users.caseHistoryUsers.map((u) => u.id)).toEqual(['local-user'])
    })

    it('refuses an unknown case and a bad date with clear errors', async () => {
      const unknown = await gql(
        server.graphqlUrl,
        CaseHistoryDocument,
        { caseId: 'no-such-case' },
        server.token,
      )
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'Case no-such-case not found',
        extensions: { code: 'NOT_FOUND' },
      })
      const bad = await gql(
        server.graphqlUrl,
        CaseHistoryDocument,
        { caseId: CASE_ID, filter: { from: 'yesterday' } },
        server.token,
      )
      expect(bad.errors?.[0]?.message).toBe('filter.from must be an ISO-8601 date-time')
      const reversed = await gql(
        server.graphqlUrl,
        CaseHistoryDocument,
        { caseId: CASE_ID, filter: { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' } },
        server.token,
      )
      expect(reversed.errors?.[0]?.message).toBe('filter.from must not be after filter.to')
    })
  })
}
