/**
 * Extraction jobs and status, against the real server (PGlite in a temp folder; PostgreSQL too when
 * TEST_DATABASE_URL is set): TriggerExtraction → worker thread → newExtractions on the linked
 * policy and asset, refusals, clean failures, auto-queueing of uploads, hasExtractionsInProgress
 * and deleteDocument while extracting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import {
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
  DeleteDocumentDocument,
} from '../../../src/shared/graphql/operations.generated'
import {
  DocumentExtractionStatusDocument,
  FormDataDocument,
  TriggerExtractionDocument,
} from '../../../src/shared/graphql/operations.generated'
import { getFormField } from '../../../src/shared/review/field-path'
import { brokenPdf, declarationsPdf, DECLARATIONS } from './fixtures'
import {
  ASSET_ID,
  BACKENDS,
  CASE_ID,
  gql,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  POLICY_ID,
  startServer,
  statusOf,
  tempDir,
  throwawayDatabase,
  uploadDocument,
  waitFinished,
  waitFor,
} from './helpers'

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`extraction jobs on ${backend.name} ${backend.reason}`, () => {
    let server: CaseServer
    let idle: CaseServer | null = null
    const temp = tempDir('jobs-')
    const idleTemp = tempDir('jobs-idle-')
    const drops: (() => Promise<void>)[] = []

    const databaseUrl = async (): Promise<string | undefined> => {
      if (!backend.postgres) return undefined
      const db = await throwawayDatabase(process.env.TEST_DATABASE_URL!)
      drops.push(db.drop)
      return db.url
    }

    beforeAll(async () => {
      server = await startServer(temp.dir, await databaseUrl())
    }, 120_000)

    afterAll(async () => {
      await server?.close()
      await idle?.close()
      for (const drop of drops) await drop()
      await temp.remove()
      await idleTemp.remove()
    })

    const trigger = (id: string) =>
      gql(server.graphqlUrl, TriggerExtractionDocument, { id }, server.token)

    it('TriggerExtraction queues, the worker finishes with newExtractions on the policy and asset', async () => {
      const id = await uploadDocument(
        server,
        'dec.pdf',
        'application/pdf',
        await declarationsPdf(2),
      )
      const r = await trigger(id)
      expect(r.errors).toBeUndefined()
      const queued = r.data!.triggerExtraction
      expect(queued.id).toBe(id)
      expect(['queued', 'running', 'done']).toContain(queued.extractionStatus)
      expect(queued.extractionStartedAt).not.toBeNull()

      const final = await waitFinished(server, id)
      expect(final).toEqual({
        id,
        extractionStatus: 'done',
        extractionProgress: 100,
        extractionError: null,
      })

      const { formData: policy } = await gqlOk(
        server.graphqlUrl,
        FormDataDocument,
        { entityType: 'policy', entityId: POLICY_ID },
        server.token,
      )
      expect(policy.caseId).toBe(CASE_ID)
      expect(policy.updatedAt).not.toBeNull()
      const number = getFormField(policy.values, 'policy.policyNumber')!
      expect(number.value).toBeNull() // never an accepted value: the review decides
      expect(number.newExtractions).toHaveLength(1)
      expect(number.newExtractions[0]).toMatchObject({
        value: DECLARATIONS.policyNumber,
        displayName: DECLARATIONS.policyNumber,
        extractedFrom: { id },
      })
      expect(number.newExtractions[0]!.bbox).toMatchObject({ page: 1 })
      // The engine's confidence reaches the client with each item (the review tooltip shows it).
      expect(number.newExtractions[0]!.confidence).toBeGreaterThan(0.5)
      expect(number.newExtractions[0]!.confidence).toBeLessThanOrEqual(1)
      const premium = getFormField(policy.values, 'policy.premium')!
      expect(premium.newExtractions[0]).toMatchObject({
        value: DECLARATIONS.premiumValue,
        displayName: DECLARATIONS.premium,
        extractedFrom: { id },
      })
      expect(premium.type).toBe('Currency')
      // Property fields go to the asset, under groupedValues[0] (docs/glossary.md#form-field).
      expect(getFormField(policy.values, 'property.address')).toBeUndefined()
      const { formData: asset } = await gqlOk(
        server.graphqlUrl,
        FormDataDocument,
        { entityType: 'asset', entityId: ASSET_ID },
        server.token,
      )
      const address = (asset.values as { property: { address: { groupedValues: unknown[] } } })
        .property.address.groupedValues[0]
      expect(address).toMatchObject({
        newExtractions: [{ value: DECLARATIONS.address, extractedFrom: { id } }],
      })

      // Re-running the extraction of the same document does not duplicate anything.
      expect((await trigger(id)).errors).toBeUndefined()
      await waitFinished(server, id)
      const again = await gqlOk(
        server.graphqlUrl,
        FormDataDocument,
        { entityType: 'policy', entityId: POLICY_ID },
        server.token,
      )
      expect(
        getFormField(again.formData.values, 'policy.policyNumber')!.newExtractions,
      ).toHaveLength(1)
    }, 120_000)

    it('serves document bytes to the renderer cross-origin (previews, pdf.js)', async () => {
      const id = await uploadDocument(
        server,
        'cors.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      const { documents } = await gqlOk(
        server.graphqlUrl,
        CaseDocumentManagerDocumentsDocument,
        { id: CASE_ID, limit: 1000 },
        server.token,
      )
      const signed = documents.nodes.find((d) => d.id === id)!.signed!
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(signed, { method, headers: { origin: 'http://localhost:5173' } })
        expect(res.status).toBe(200)
        expect(res.headers.get('access-control-allow-origin')).toBe('*')
      }
    })

    it('refuses documents whose category or file type does not support extraction', async () => {
      const jacket = await uploadDocument(
        server,
        'jacket.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: NON_EXTRACTABLE_CATEGORY,
        },
      )
      const r1 = await trigger(jacket)
      expect(r1.errors?.[0]?.message).toBe(
        'Extraction is not supported for documents of category Policy Jacket.',
      )
      const none = await uploadDocument(
        server,
        'plain.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          category: null,
        },
      )
      expect((await trigger(none)).errors?.[0]?.message).toBe(
        'Choose a category that supports extraction before starting extraction.',
      )
      const csv = await uploadDocument(server, 'list.csv', 'text/csv', Buffer.from('a,b\n1,2\n'))
      expect((await trigger(csv)).errors?.[0]?.message).toMatch(
        /^Extraction is not supported for CSV files/,
      )
      expect((await trigger('no-such-document')).errors?.[0]?.message).toBe(
        'Document no-such-document not found',
      )
      expect((await statusOf(server, jacket)).extractionStatus).toBeNull()
    })

    it('fails a broken PDF cleanly with its reason, and the worker carries on', async () => {
      const bad = await uploadDocument(server, 'broken.pdf', 'application/pdf', brokenPdf())
      const good = await uploadDocument(
        server,
        'ok.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      await trigger(bad)
      await trigger(good)
      expect(await waitFinished(server, bad)).toMatchObject({ extractionStatus: 'failed' })
      // The reason reaches the client in the status poll and on the document itself.
      const reason = 'The document is damaged and cannot be read.'
      expect((await statusOf(server, bad)).extractionError).toBe(reason)
      expect(await waitFinished(server, good)).toMatchObject({ extractionStatus: 'done' })
      const docs = await gqlOk(
        server.graphqlUrl,
        CaseDocumentManagerDocumentsDocument,
        { id: CASE_ID },
        server.token,
      )
      const byId = new Map(docs.documents.nodes.map((d) => [d.id, d]))
      expect(byId.get(bad)).toMatchObject({ extractionStatus: 'failed', extractionError: reason })
      expect(byId.get(good)).toMatchObject({ extractionStatus: 'done', extractionError: null })
    }, 120_000)

    it('queues uploads with extractData automatically, only for extractable categories', async () => {
      const auto = await uploadDocument(
        server,
        'auto.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          extractData: true,
        },
      )
      const manual = await uploadDocument(
        server,
        'manual.pdf',
        'application/pdf',
        await declarationsPdf(),
      )
      const jacket = await uploadDocument(
        server,
        'j.pdf',
        'application/pdf',
        await declarationsPdf(),
        {
          extractData: true,
          category: NON_EXTRACTABLE_CATEGORY,
        },
      )
      expect(await waitFinished(server, auto)).toMatchObject({ extractionStatus: 'done' })
      expect((await statusOf(server, manual)).extractionStatus).toBeNull()
      expect((await statusOf(server, jacket)).extractionStatus).toBeNull()
    }, 120_000)

    it('DocumentExtractionStatus: at most 50 ids, unknown case refused, queued/running by default', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `id-${i}`)
      const r = await gql(
        server.graphqlUrl,
        DocumentExtractionStatusDocument,
        { classId: CASE_ID, ids: many },
        server.token,
      )
      expect(r.errors?.[0]?.message).toBe('At most 50 documents can be asked for at once.')
      const unknown = await gql(
        server.graphqlUrl,
        DocumentExtractionStatusDocument,
        { classId: 'no-case' },
        server.token,
      )
      expect(unknown.errors?.[0]?.message).toBe('Case no-case not found')
      const active = await gqlOk(
        server.graphqlUrl,
        DocumentExtractionStatusDocument,
        { classId: CASE_ID },
        server.token,
      )
      for (const d of active.documentExtractionStatus)
        expect(['queued', 'running']).toContain(d.extractionStatus)
    })

    it('hasExtractionsInProgress follows the documents; deleteDocument is refused while queued', async () => {
      // A second server on its own database without an embedded worker: jobs stay queued.
      idle = await startServer(idleTemp.dir, await databaseUrl(), { worker: false })
      const s = idle
      const id = await uploadDocument(s, 'wait.pdf', 'application/pdf', await declarationsPdf())
      const policyFlag = async () => {
        const { case: c } = await gqlOk(
          s.graphqlUrl,
          CaseDocumentManagerDocument,
          { id: CASE_ID },
          s.token,
        )
        return c!.policies.find((p) => p.id === POLICY_ID)!.hasExtractionsInProgress
      }
      expect(await policyFlag()).toBe(false)
      const t = await gqlOk(s.graphqlUrl, TriggerExtractionDocument, { id }, s.token)
      expect(t.triggerExtraction).toMatchObject({
        extractionStatus: 'queued',
        extractionProgress: 0,
      })
      expect(await policyFlag()).toBe(true)
      const del = await gql(s.graphqlUrl, DeleteDocumentDocument, { input: { id } }, s.token)
      expect(del.errors?.[0]?.message).toBe('Extraction in progress')

      // Running: the same holds while the worker reads it.
      await s.services.db.query(
        `UPDATE documents SET extraction_status = 'running' WHERE id = $1`,
        [id],
      )
      const del2 = await gql(s.graphqlUrl, DeleteDocumentDocument, { input: { id } }, s.token)
      expect(del2.errors?.[0]?.message).toBe('Extraction in progress')
      await s.services.db.query(`UPDATE documents SET extraction_status = 'queued' WHERE id = $1`, [
        id,
      ])

      // A worker on the same database (what `npm run worker` runs) finishes it.
      const { startJobWorker } = await import('../../../src/server/jobs/job-worker')
      // The engine's worker thread this time (the embedded default is a niced child process).
      const worker = startJobWorker({
        db: s.services.db,
        objects: s.services.objects,
        pollMs: 50,
        isolation: 'thread',
      })
      try {
        await waitFor(
          async () => ((await statusOf(s, id)).extractionStatus === 'done' ? true : undefined),
          90_000,
          'the separate worker',
        )
      } finally {
        await worker.stop()
      }
      expect(await policyFlag()).toBe(false)
      const ok = await gql(s.graphqlUrl, DeleteDocumentDocument, { input: { id } }, s.token)
      expect(ok.errors).toBeUndefined()
    }, 120_000)
  })
}
