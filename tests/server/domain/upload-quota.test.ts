/**
 * The per-user upload quota, over real HTTP on PGlite and PostgreSQL: a signing call beyond it is
 * refused with a clear error; declared sizes are reserved at signing, so many calls together
 * cannot pass it; undeclared sizes are held to it at the PUT itself (the local store measures
 * PUTs; a store that cannot, S3, signs nothing without a size: s3-object-store.test.ts). The
 * bytes of a document's earlier file versions count too: a new version does not free the old one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer, type CaseServer } from '../../../src/server/index'
import {
  AddDocumentVersionDocument,
  LoginDocument,
  SignS3UploadsDocument,
  UploadLimitsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { BACKENDS, gql, gqlOk, tempDir, throwawayDatabase, TEST_DATABASE_URL } from '../helpers'
import { pdf, put, sign, signOne, uploadOne, type Api } from './upload-helpers'

const MAX = 64 * 1024
const QUOTA = 2 * MAX + 20_000
const QUINN = { email: 'quinn@example.com', password: 'a long enough password' }
/** A second user, whose quota no other test touches. */
const VERA = { email: 'vera@example.com', password: 'another long password' }
const QUOTA_ERROR = /^Upload quota exceeded: .* ask an administrator to raise your quota\.$/

const pdfFile = (i: number, size?: number) => ({
  fileName: `f${i}.pdf`,
  fileType: 'application/pdf',
  ...(size === undefined ? {} : { size }),
})

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`the per-user quota on ${title}`, () => {
    let server: CaseServer
    let api: Api
    const cleanups: (() => Promise<void>)[] = []

    beforeAll(async () => {
      const tmp = tempDir()
      cleanups.push(tmp.remove)
      const db = backend.postgres ? await throwawayDatabase(TEST_DATABASE_URL!) : null
      if (db) cleanups.push(db.drop)
      server = await startCaseServer({
        dataDir: tmp.dir,
        seed: 'demo',
        team: true,
        // A user with no documents yet: the whole quota is theirs.
        users: [
          { ...QUINN, fullName: 'Quinn', cases: ['demo-case-1'] },
          { ...VERA, fullName: 'Vera', cases: ['demo-case-1'] },
        ],
        maxFileBytes: MAX,
        userQuotaBytes: QUOTA,
        sweepIntervalSeconds: 0,
        extraction: { worker: false },
        ...(db ? { databaseUrl: db.url } : {}),
      })
      const { login } = await gqlOk(server.graphqlUrl, LoginDocument, QUINN)
      api = { url: server.graphqlUrl, token: login.token }
    })
    afterAll(async () => {
      await server?.close()
      for (const c of cleanups.reverse()) await c()
    })

    const signing = (docs: ReturnType<typeof pdfFile>[]) =>
      gql(api.url, SignS3UploadsDocument, { input: { docs } }, api.token)

    it("counts the bytes of a document's earlier versions against the quota", async () => {
      const { login } = await gqlOk(server.graphqlUrl, LoginDocument, VERA)
      const vera = { url: server.graphqlUrl, token: login.token }
      const file = (text: string, size: number) =>
        Buffer.concat([pdf(text), Buffer.alloc(size - pdf(text).length)])
      const { id } = await uploadOne(vera, 'demo-case-1', 'survey.pdf', file('v1', 50_000))
      const v2 = await signOne(vera, 'survey (final).pdf', 'application/pdf', 50_000)
      expect((await put(v2.signedUrl, file('v2', 50_000))).status).toBe(200)
      const added = await gqlOk(
        vera.url,
        AddDocumentVersionDocument,
        {
          input: {
            id,
            fileName: 'survey (final).pdf',
            fileType: 'application/pdf',
            directUploadKey: v2.directUploadKey,
          },
        },
        vera.token,
      )
      expect(added.addDocumentVersion.currentVersion).toBe(2)
      // 100,000 bytes stored (both versions) of 151,072: 60,000 more would fit beside the current
      // version alone, but not beside both.
      const over = await gql(
        vera.url,
        SignS3UploadsDocument,
        { input: { docs: [pdfFile(20, 60_000)] } },
        vera.token,
      )
      expect(over.errors?.[0]?.message).toMatch(QUOTA_ERROR)
      const under = await gql(
        vera.url,
        SignS3UploadsDocument,
        { input: { docs: [pdfFile(21, 50_000)] } },
        vera.token,
      )
      expect(under.errors).toBeUndefined()
      expect(under.data?.signS3Uploads).toHaveLength(1)
    })

    it("tells the drop zone this server's per-file maximum", async () => {
      const r = await gqlOk(api.url, UploadLimitsDocument, {}, api.token)
      expect(r.uploadLimits).toEqual({ maxFileBytes: MAX, maxFilesPerUpload: 50 })
    })

    it('refuses one call that needs more than the quota, signing none of it', async () => {
      const r = await signing(Array.from({ length: 50 }, (_, i) => pdfFile(i, MAX)))
      expect(r.errors?.[0]?.message).toMatch(QUOTA_ERROR)
      expect(r.data).toBeNull()
    })

    it('reserves declared sizes at signing: parallel calls cannot each pass the quota', async () => {
      // Each call alone fits; together they need three times the per-file maximum.
      const answers = await Promise.all([0, 1, 2].map((i) => signing([pdfFile(i, MAX)])))
      const signed = answers.filter((a) => a.data?.signS3Uploads.length === 1)
      const refused = answers.filter((a) => QUOTA_ERROR.test(a.errors?.[0]?.message ?? ''))
      expect(signed.length).toBe(2)
      expect(refused.length).toBe(1)
      // Still reserved: one more byte is refused too.
      expect((await signing([pdfFile(9, 20_001)])).errors?.[0]?.message).toMatch(QUOTA_ERROR)
    })

    it('holds undeclared sizes to the quota at the PUT', async () => {
      // What is left after the reservations above: under 20,000 bytes.
      const sigs = await sign(
        api,
        [0, 1].map((i) => pdfFile(10 + i)),
      )
      const statuses: number[] = []
      for (const s of sigs) {
        statuses.push(
          (await put(s.signedUrl, Buffer.concat([pdf('q'), Buffer.alloc(15_000)]))).status,
        )
      }
      expect(statuses).toEqual([200, 413])
    })
  })
}
