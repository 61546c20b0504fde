/**
 * The case server through HTTP with a real client (fetch), on PGlite and, when
 * TEST_DATABASE_URL is set, on a throwaway PostgreSQL database: every call of docs/rules.md#calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer, type CaseServer } from '../../src/server/index'
import {
  AllAssetsAndPoliciesDocument,
  AllCategoriesDocument,
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
  CaseListDocument,
  CreateManyDocumentsDocument,
  DeleteDocumentDocument,
  MeDocument,
  SignS3UploadsDocument,
  UpdateDocumentDocument,
  UpdateManyDocumentsDocument,
} from '../../src/shared/graphql/operations.generated'
import { purgeExpired } from '../../src/server/lifecycle/trash/purge'
import { MESSAGES } from '../../src/shared/messages'
import { BACKENDS, gql, gqlOk, tempDir, throwawayDatabase, TEST_DATABASE_URL } from './helpers'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`case server on ${title}`, () => {
    let server: CaseServer
    let token: string
    let url: string
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
      server = await startCaseServer({
        dataDir: tmp.dir,
        seed: 'demo',
        token: 'launch-secret-for-tests',
        ...(databaseUrl ? { databaseUrl } : {}),
      })
      token = server.token!
      url = server.graphqlUrl
      // 60 more categories so the first page (50) cannot hold them all.
      for (let i = 0; i < 60; i++) {
        await server.services.db.query(
          'INSERT INTO categories (id, type, name, support_extraction) VALUES ($1, $2, $3, $4)',
          [
            `extra-${String(i).padStart(2, '0')}`,
            i % 2 ? 'documentField' : 'renewalDocument',
            `Zeta Form ${String(i).padStart(2, '0')}`,
            i % 3 === 0,
          ],
        )
      }
    })

    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    /** Signs, PUTs and registers one file; returns the created document id. */
    async function upload(
      name: string,
      body: Buffer,
      type = 'application/pdf',
      clientKey?: string,
    ) {
      const signed = await gqlOk(
        url,
        SignS3UploadsDocument,
        {
          input: {
            docs: [{ fileName: name, fileType: type, ...(clientKey ? { clientKey } : {}) }],
          },
        },
        token,
      )
      const sig = signed.signS3Uploads[0]!
      const put = await fetch(sig.signedUrl, {
        method: 'PUT',
        headers: { 'content-type': type },
        body,
      })
      expect(put.status).toBe(200)
      const created = await gqlOk(
        url,
        CreateManyDocumentsDocument,
        {
          input: {
            documents: [
              {
                classId: 'demo-case-1',
                fileName: name,
                fileType: type,
                directUploadKey: sig.directUploadKey,
              },
            ],
          },
        },
        token,
      )
      return { id: created.createManyDocuments[0]!.id, key: sig.directUploadKey, signed: sig }
    }

    describe('authentication', () => {
      it('refuses GraphQL calls without credentials or with a wrong token', async () => {
        const none = await gql(url, MeDocument, {}, null)
        expect(none.status).toBe(401)
        expect(none.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED')
        expect(none.data).toBeUndefined()
        const wrong = await gql(url, CaseListDocument, {}, 'not-the-secret')
        expect(wrong.status).toBe(401)
      })

      it('answers Me and CaseList for the launch secret as the local user', async () => {
        const me = await gqlOk(url, MeDocument, {}, token)
        expect(me.me).toMatchObject({ fullName: 'Local User' })
        const list = await gqlOk(url, CaseListDocument, {}, token)
        expect(list.cases.totalCount).toBe(2)
        expect(list.cases.nodes.map((c) => c.ref).sort()).toEqual(['LN-2025-0001', 'LN-2025-0002'])
      })

      it('refuses an object URL without a signature', async () => {
        const res = await fetch(
          `${server.url}/objects/seed/demo/demo-doc-schedule/Schedule-of-locations.csv`,
        )
        expect(res.status).toBe(403)
      })
    })

    describe('AllCategories', () => {
      it('pages with a default limit of 50, totalCount and pageInfo', async () => {
        const r = await gqlOk(url, AllCategoriesDocument, {}, token)
        expect(r.data.nodes).toHaveLength(50)
        expect(r.data.totalCount).toBe(76)
        expect(r.data.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false })
        const last = await gqlOk(
          url,
          AllCategoriesDocument,
          { paging: { limit: 50, offset: 50 } },
          token,
        )
        expect(last.data.nodes).toHaveLength(26)
        expect(last.data.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true })
        const ids = new Set([...r.data.nodes, ...last.data.nodes].map((n) => n.id))
        expect(ids.size).toBe(76)
      })

      it('refuses a page larger than the cap', async () => {
        const r = await gql(url, AllCategoriesDocument, { paging: { limit: 5000 } }, token)
        expect(r.errors?.[0]?.message).toMatch(/paging.limit/)
      })

      it('searches names case-insensitively and filters by type', async () => {
        const r = await gqlOk(
          url,
          AllCategoriesDocument,
          { filter: { name: { contains: 'dEcLaRaTiOnS' } } },
          token,
        )
        expect(r.data.nodes.map((n) => n.name).sort()).toEqual([
          'Declarations Page',
          'Renewal Declarations',
        ])
        const fields = await gqlOk(
          url,
          AllCategoriesDocument,
          { filter: { type: { eq: 'documentField' } }, paging: { limit: 1000 } },
          token,
        )
        expect(fields.data.totalCount).toBe(38)
        expect(fields.data.nodes.every((n) => n.type === 'documentField')).toBe(true)
        const none = await gqlOk(
          url,
          AllCategoriesDocument,
          { filter: { name: { contains: '%' } } },
          token,
        )
        expect(none.data.totalCount).toBe(0)
      })

      it('sorts, and returns selectedData even for ids off the current page', async () => {
        const r = await gqlOk(
          url,
          AllCategoriesDocument,
          {
            paging: { limit: 5 },
            sorting: [{ field: 'name', direction: 'DESC' }],
            selectedIds: ['demo-cat-declarations', 'extra-00'],
          },
          token,
        )
        expect(r.data.nodes.map((n) => n.name)).toEqual([
          'Zeta Form 59',
          'Zeta Form 58',
          'Zeta Form 57',
          'Zeta Form 56',
          'Zeta Form 55',
        ])
        expect(r.selectedData.nodes.map((n) => n.id).sort()).toEqual([
          'demo-cat-declarations',
          'extra-00',
        ])
        const noSelection = await gqlOk(url, AllCategoriesDocument, { paging: { limit: 1 } }, token)
        expect(noSelection.selectedData.nodes).toEqual([])
      })
    })

    describe('AllAssetsAndPolicies', () => {
      it('pages and sorts assets and policies separately, updatedAt descending by default', async () => {
        const db = server.services.db
        await db.query(
          "INSERT INTO cases (id, ref, title, lender_id) VALUES ('bulk', 'BULK-1', 'Bulk', 'demo-lender-harbor')",
        )
        for (let i = 0; i < 55; i++) {
          await db.query(
            `INSERT INTO assets (id, case_id, display_name, asset_type_id, updated_at)
             VALUES ($1, 'bulk', $2, 'demo-at-residential', now() - ($3 || ' minutes')::interval)`,
            [`bulk-a-${i}`, `Asset ${i}`, String(i)],
          )
          await db.query(
            `INSERT INTO policies (id, case_id, policy_number, product_type_id, updated_at)
             VALUES ($1, 'bulk', $2, 'demo-pt-flood', now() - ($3 || ' minutes')::interval)`,
            [`bulk-p-${i}`, `P-${i}`, String(i)],
          )
        }
        const r = await gqlOk(
          url,
          AllAssetsAndPoliciesDocument,
          { assetFilter: { caseId: { eq: 'bulk' } }, policyFilter: { caseId: { eq: 'bulk' } } },
          token,
        )
        expect(r.assets.nodes).toHaveLength(50)
        expect(r.assets.totalCount).toBe(55)
        expect(r.assets.nodes[0]!.id).toBe('bulk-a-0')
        expect(r.assets.nodes[49]!.id).toBe('bulk-a-49')
        expect(r.policies.nodes).toHaveLength(50)
        expect(r.policies.pageInfo.hasNextPage).toBe(true)
        const p2 = await gqlOk(
          url,
          AllAssetsAndPoliciesDocument,
          {
            assetFilter: { caseId: { eq: 'bulk' }, displayName: { contains: 'asset 5' } },
            assetSorting: [{ field: 'displayName', direction: 'ASC' }],
            policyFilter: { caseId: { eq: 'bulk' } },
            policyPaging: { limit: 10, offset: 50 },
          },
          token,
        )
        expect(p2.assets.nodes.map((a) => a.displayName)).toEqual([
          'Asset 5',
          'Asset 50',
          'Asset 51',
          'Asset 52',
          'Asset 53',
          'Asset 54',
        ])
        expect(p2.policies.nodes).toHaveLength(5)
        expect(p2.policies.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true })
      })
    })

    describe('CaseDocumentManager', () => {
      it('returns the case with lender features, assets and policies with versions', async () => {
        const r = await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token)
        const c = r.case!
        expect(c).toMatchObject({
          ref: 'LN-2025-0001',
          status: 'open',
          availableTransitions: ['in_review', 'closed'],
        })
        expect(c.insuranceContacts.length).toBe(2)
        expect(c.lender.features).toContainEqual({ key: 'documentExtraction', enabled: true })
        expect(c.assets.map((a) => a.displayName)).toContain('1208 Harbor View Dr, Tampa, FL 33602')
        const ho3 = c.policies.find((p) => p.policyNumber === 'HO3-4471029')!
        expect(ho3.productType.name).toBe('Homeowners HO-3')
        expect(ho3.policyVersions).toHaveLength(2)
        expect(ho3.policyVersion!.id).toBe('demo-pv-ho3-current')
        expect(ho3.policyVersion!.keyDocumentId).toBe('demo-doc-ho3-declarations')
        expect(ho3.policyVersion!.documents.map((d) => d.id)).toContain('demo-doc-ho3-declarations')
        expect(ho3.hasExtractionsInProgress).toBe(false)
        expect(c.documents.length).toBeGreaterThanOrEqual(5)
      })

      it('returns null for an unknown case', async () => {
        const r = await gqlOk(url, CaseDocumentManagerDocument, { id: 'no-such-case' }, token)
        expect(r.case).toBeNull()
      })
    })

    describe('CaseDocumentManagerDocuments', () => {
      it('lists every document field with a fresh signed URL that serves the file', async () => {
        const r = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        expect(r.documents.totalCount).toBe(r.documents.nodes.length)
        const decl = r.documents.nodes.find((d) => d.id === 'demo-doc-ho3-declarations')!
        expect(decl).toMatchObject({
          fileExt: 'pdf',
          fileType: 'application/pdf',
          classId: 'demo-case-1',
          className: 'Case',
          isMergeable: true,
          canCreateNewComparison: true,
          keyVersions: ['demo-pv-ho3-current'],
          canBeDeleted: { authorized: false, reason: MESSAGES.keyDocumentOfPolicy('HO3-4471029') },
          createdBy: { fullName: 'Local User' },
          extractionStatus: null,
          type: 'policy',
          category: { name: 'Declarations Page', type: 'renewalDocument', supportExtraction: true },
        })
        const file = await fetch(decl.signed!)
        expect(file.status).toBe(200)
        expect(file.headers.get('content-type')).toBe('application/pdf')
        expect(
          Buffer.from(await file.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-')
        const docx = r.documents.nodes.find((d) => d.fileExt === 'docx')!
        const zip = Buffer.from(await (await fetch(docx.signed!)).arrayBuffer())
        expect(zip.subarray(0, 2).toString()).toBe('PK')
      })

      it('honours the paging limit and excludes task documents', async () => {
        await server.services.db.query(
          `INSERT INTO documents (id, case_id, name, file_ext, file_type, direct_upload_key, task_id)
           VALUES ('task-doc', 'demo-case-1', 'task.pdf', 'pdf', 'application/pdf', 'uploads/task/task.pdf', 'task-1')`,
        )
        const all = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        expect(all.documents.nodes.map((d) => d.id)).not.toContain('task-doc')
        const two = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1', limit: 2 },
          token,
        )
        expect(two.documents.nodes).toHaveLength(2)
        expect(two.documents.totalCount).toBe(all.documents.totalCount)
      })
    })

    describe('signS3Uploads and the signed object URLs', () => {
      it('refuses an unsupported type with a clear message', async () => {
        const r = await gql(
          url,
          SignS3UploadsDocument,
          { input: { docs: [{ fileName: 'run.exe', fileType: 'application/x-msdownload' }] } },
          token,
        )
        expect(r.errors?.[0]?.message).toContain(
          'run.exe: unsupported file type "application/x-msdownload"',
        )
        expect(r.errors?.[0]?.message).toContain('File type must be one of pdf, jpg, jpeg, png')
      })

      it('signs a new single-use upload every time, whatever the clientKey', async () => {
        const docs = [
          { fileName: 'a.pdf', fileType: 'application/pdf', clientKey: 'a.pdf|123|456' },
        ]
        const a = await gqlOk(url, SignS3UploadsDocument, { input: { docs } }, token)
        const b = await gqlOk(url, SignS3UploadsDocument, { input: { docs } }, token)
        expect(a.signS3Uploads[0]!.directUploadKey).not.toBe(b.signS3Uploads[0]!.directUploadKey)
        expect(a.signS3Uploads[0]!.directUploadKey).toMatch(/^uploads\/[0-9a-f]{32}\/a\.pdf$/)
      })

      it('returns 403 and writes nothing for tampered, mismatched or expired requests', async () => {
        const s = (
          await gqlOk(
            url,
            SignS3UploadsDocument,
            { input: { docs: [{ fileName: 'x.pdf', fileType: 'application/pdf' }] } },
            token,
          )
        ).signS3Uploads[0]!
        const put = (u: string, type = 'application/pdf') =>
          fetch(u, { method: 'PUT', headers: { 'content-type': type }, body: PDF })
        const tampered = new URL(s.signedUrl)
        tampered.pathname = tampered.pathname.replace('x.pdf', 'y.pdf')
        expect((await put(tampered.toString())).status).toBe(403)
        const badSig = new URL(s.signedUrl)
        badSig.searchParams.set('sig', '0'.repeat(64))
        expect((await put(badSig.toString())).status).toBe(403)
        const longer = new URL(s.signedUrl)
        longer.searchParams.set('exp', String(Number(longer.searchParams.get('exp')) + 3600))
        expect((await put(longer.toString())).status).toBe(403)
        expect((await put(s.signedUrl, 'image/png')).status).toBe(403)
        expect((await fetch(s.signedUrl)).status).toBe(403) // a PUT URL cannot GET
        // A validly signed URL whose expiry has passed.
        const { signRequest } = await import('../../src/server/objects/url-signature')
        const exp = Math.floor(Date.now() / 1000) - 1
        const sig = signRequest(server.services.secret, {
          method: 'PUT',
          key: s.directUploadKey,
          contentType: 'application/pdf',
          expires: exp,
        })
        const expired = new URL(s.signedUrl)
        expired.searchParams.set('exp', String(exp))
        expired.searchParams.set('sig', sig)
        expect((await put(expired.toString())).status).toBe(403)
        expect(await server.services.objects.head(s.directUploadKey)).toBeNull()
        // Keys can never escape the folder.
        const escape = await fetch(
          `${server.url}/objects/..%2F..%2Fetc%2Fpasswd?ct=text%2Fplain&exp=9999999999&sig=${'a'.repeat(64)}`,
        )
        expect(escape.status).toBe(403)
        // And the real one works.
        expect((await put(s.signedUrl)).status).toBe(200)
        expect(await server.services.objects.head(s.directUploadKey)).toEqual({
          size: PDF.length,
          contentType: null,
        })
      })
    })

    describe('createManyDocuments', () => {
      it('refuses a key with no uploaded object', async () => {
        const s = (
          await gqlOk(
            url,
            SignS3UploadsDocument,
            { input: { docs: [{ fileName: 'ghost.pdf', fileType: 'application/pdf' }] } },
            token,
          )
        ).signS3Uploads[0]!
        const r = await gql(
          url,
          CreateManyDocumentsDocument,
          {
            input: {
              documents: [
                {
                  classId: 'demo-case-1',
                  fileName: 'ghost.pdf',
                  fileType: 'application/pdf',
                  directUploadKey: s.directUploadKey,
                },
              ],
            },
          },
          token,
        )
        expect(r.errors?.[0]?.message).toMatch(/No uploaded file for ghost\.pdf/)
      })

      it('is idempotent on directUploadKey', async () => {
        const { id, key } = await upload('retry.pdf', PDF)
        const before = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        const again = await gqlOk(
          url,
          CreateManyDocumentsDocument,
          {
            input: {
              documents: [
                {
                  classId: 'demo-case-1',
                  fileName: 'retry.pdf',
                  fileType: 'application/pdf',
                  directUploadKey: key,
                  category: 'demo-cat-evidence',
                },
              ],
            },
          },
          token,
        )
        expect(again.createManyDocuments[0]!.id).toBe(id)
        const after = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        expect(after.documents.totalCount).toBe(before.documents.totalCount)
        const doc = after.documents.nodes.find((d) => d.id === id)!
        expect(doc).toMatchObject({
          name: 'retry.pdf',
          size: PDF.length,
          className: 'Case',
          createdBy: { fullName: 'Local User' },
        })
      })

      it('registers category, associations and policy version, and returns the spec fields', async () => {
        const s = (
          await gqlOk(
            url,
            SignS3UploadsDocument,
            { input: { docs: [{ fileName: 'evidence.png', fileType: 'image/png' }] } },
            token,
          )
        ).signS3Uploads[0]!
        await fetch(s.signedUrl, {
          method: 'PUT',
          headers: { 'content-type': 'image/png' },
          body: Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.from('fake'),
          ]),
        })
        const r = await gqlOk(
          url,
          CreateManyDocumentsDocument,
          {
            input: {
              documents: [
                {
                  classId: 'demo-case-1',
                  lender: 'demo-lender-harbor',
                  fileName: 'evidence.png',
                  fileType: 'image/png',
                  directUploadKey: s.directUploadKey,
                  category: 'demo-cat-evidence',
                  extractData: true,
                  policyVersionId: 'demo-pv-flood-current',
                },
              ],
            },
          },
          token,
        )
        const created = r.createManyDocuments[0]!
        expect(created).toMatchObject({
          name: 'evidence.png',
          category: { id: 'demo-cat-evidence' },
        })
        expect(created.signed).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/objects\//)
        const c = await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token)
        const flood = c.case!.policies.find((p) => p.id === 'demo-policy-flood')!
        expect(flood.documents.map((d) => d.id)).toContain(created.id)
        expect(flood.policyVersion!.documents.map((d) => d.id)).toContain(created.id)
      })
    })

    describe('updateDocument and updateManyDocuments', () => {
      it('changes name, category, associations and version, and bumps every updatedAt', async () => {
        const { id } = await upload('to-update.pdf', PDF)
        const before = (await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token))
          .case!
        await new Promise((r) => setTimeout(r, 20))
        const r = await gqlOk(
          url,
          UpdateDocumentDocument,
          {
            input: {
              id,
              caseId: 'demo-case-1',
              policyId: 'demo-policy-ho3',
              update: {
                name: 'Renamed.pdf',
                category: 'demo-cat-binder',
                associations: [{ entityId: 'demo-asset-harbor', entityType: 'asset' }],
                policyVersionId: 'demo-pv-ho3-previous',
              },
            },
          },
          token,
        )
        expect(r.updateDocument).toMatchObject({
          id,
          name: 'Renamed.pdf',
          category: { id: 'demo-cat-binder' },
          policyVersionId: 'demo-pv-ho3-previous',
          type: 'asset',
        })
        expect(r.updateDocument.associations).toEqual([
          { entityId: 'demo-asset-harbor', entityType: 'asset' },
          { entityId: 'demo-policy-ho3', entityType: 'policy' },
        ])
        const after = (await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token))
          .case!
        expect(after.updatedAt > before.updatedAt).toBe(true)
        const asset = (c: typeof after) => c.assets.find((a) => a.id === 'demo-asset-harbor')!
        const policy = (c: typeof after) => c.policies.find((p) => p.id === 'demo-policy-ho3')!
        expect(asset(after).updatedAt > asset(before).updatedAt).toBe(true)
        expect(asset(after).documents.map((d) => d.id)).toContain(id)
        expect(policy(after).updatedAt > policy(before).updatedAt).toBe(true)
        const prev = policy(after).policyVersions.find((v) => v.id === 'demo-pv-ho3-previous')!
        expect(prev.documents.map((d) => d.id)).toContain(id)
      })

      it('refuses a document of another case and links to another case', async () => {
        const { id } = await upload('guarded.pdf', PDF)
        const wrongCase = await gql(
          url,
          UpdateDocumentDocument,
          { input: { id, caseId: 'demo-case-2', update: { name: 'x' } } },
          token,
        )
        expect(wrongCase.errors?.[0]?.message).toBe(`Document ${id} not found in case demo-case-2`)
        const foreign = await gql(
          url,
          UpdateDocumentDocument,
          {
            input: {
              id,
              caseId: 'demo-case-1',
              update: { associations: [{ entityId: 'demo-asset-riverside', entityType: 'asset' }] },
            },
          },
          token,
        )
        expect(foreign.errors?.[0]?.message).toBe(
          'No asset demo-asset-riverside in case demo-case-1',
        )
      })

      it('updates several documents and returns updatedCount', async () => {
        const a = await upload('bulk-a.pdf', PDF)
        const b = await upload('bulk-b.pdf', PDF)
        const r = await gqlOk(
          url,
          UpdateManyDocumentsDocument,
          {
            input: {
              ids: [a.id, b.id],
              caseId: 'demo-case-1',
              update: { category: 'demo-cat-invoice' },
            },
          },
          token,
        )
        expect(r.updateManyDocuments.updatedCount).toBe(2)
        const docs = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        for (const id of [a.id, b.id]) {
          expect(docs.documents.nodes.find((d) => d.id === id)!.category?.id).toBe(
            'demo-cat-invoice',
          )
        }
      })
    })

    describe('deleteDocument', () => {
      it('refuses the key document of a policy version with its reason', async () => {
        const r = await gql(
          url,
          DeleteDocumentDocument,
          { input: { id: 'demo-doc-ho3-declarations' } },
          token,
        )
        expect(r.errors?.[0]?.message).toBe('Key document of policy #HO3-4471029')
      })

      it('refuses while extraction is in progress, then moves it to the trash until purged', async () => {
        const { id } = await upload('extracting.pdf', PDF)
        // The stored object's key (the upload's temporary key is gone once registered).
        const key = (
          await server.services.db.query<{ key: string }>(
            'SELECT direct_upload_key AS key FROM documents WHERE id = $1',
            [id],
          )
        )[0]!.key
        await gqlOk(
          url,
          UpdateDocumentDocument,
          {
            input: {
              id,
              caseId: 'demo-case-1',
              update: { policyVersionId: 'demo-pv-umbrella-current' },
            },
          },
          token,
        )
        await server.services.db.query(
          "UPDATE documents SET extraction_status = 'running', extraction_progress = 40 WHERE id = $1",
          [id],
        )
        const busy = await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token)
        expect(
          busy.case!.policies.find((p) => p.id === 'demo-policy-umbrella')!
            .hasExtractionsInProgress,
        ).toBe(true)
        const docs = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        expect(docs.documents.nodes.find((d) => d.id === id)!.canBeDeleted).toEqual({
          authorized: false,
          reason: 'Extraction in progress',
        })
        const refused = await gql(url, DeleteDocumentDocument, { input: { id } }, token)
        expect(refused.errors?.[0]?.message).toBe(MESSAGES.extractionInProgress)
        expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN')

        await server.services.db.query(
          "UPDATE documents SET extraction_status = 'done' WHERE id = $1",
          [id],
        )
        const signedBefore = docs.documents.nodes.find((d) => d.id === id)!.signed!
        const del = await gqlOk(url, DeleteDocumentDocument, { input: { id } }, token)
        expect(del.deleteDocument.id).toBe(id)
        // In the trash: gone from the case, its bytes kept until the trash's retention passes.
        expect(await server.services.objects.head(key)).not.toBeNull()
        const listed = await gqlOk(
          url,
          CaseDocumentManagerDocumentsDocument,
          { id: 'demo-case-1' },
          token,
        )
        expect(listed.documents.nodes.some((d) => d.id === id)).toBe(false)
        const purged = await purgeExpired(
          server.services.db,
          server.services.objects,
          new Date(Date.now() + 31 * 86_400_000),
        )
        expect(purged.documents).toBeGreaterThanOrEqual(1)
        expect(await server.services.objects.head(key)).toBeNull()
        expect((await fetch(signedBefore)).status).toBe(404)
        const after = await gqlOk(url, CaseDocumentManagerDocument, { id: 'demo-case-1' }, token)
        const umbrella = after.case!.policies.find((p) => p.id === 'demo-policy-umbrella')!
        expect(umbrella.hasExtractionsInProgress).toBe(false)
        expect(
          umbrella.updatedAt >
            busy.case!.policies.find((p) => p.id === 'demo-policy-umbrella')!.updatedAt,
        ).toBe(true)
        const gone = await gql(url, DeleteDocumentDocument, { input: { id } }, token)
        expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND')
        expect(gone.errors?.[0]?.message).toBe(`Document ${id} not found`)
      })
    })

    describe('HTTP', () => {
      it('answers /health, rejects oversized and malformed bodies with JSON errors', async () => {
        expect(await (await fetch(`${server.url}/health`)).json()).toEqual({ ok: true })
        const big = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'x'.repeat(2 * 1024 * 1024) }),
        })
        expect(big.status).toBe(413)
        const bad = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{nope',
        })
        expect(bad.status).toBe(400)
        expect(((await bad.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
          'Request body is not valid JSON',
        )
        // A query that does not validate: 400 for a client accepting graphql-response+json,
        // 200 with the errors under application/json (GraphQL over HTTP).
        for (const [accept, status] of [
          ['application/graphql-response+json', 400],
          ['application/json', 200],
        ] as const) {
          const invalid = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              accept,
              authorization: `Bearer ${token}`,
            },
            body: JSON.stringify({ query: '{ nope }' }),
          })
          expect(invalid.status).toBe(status)
          expect(invalid.headers.get('content-type')).toBe(`${accept}; charset=utf-8`)
          const body = (await invalid.json()) as {
            data?: unknown
            errors: { extensions: { code: string } }[]
          }
          expect(body.data).toBeUndefined()
          expect(body.errors[0]!.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED')
        }
      })
    })
  })
}
