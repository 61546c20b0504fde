/**
 * The S3 adapter against a real S3-compatible server started here (s3rver, pure JavaScript):
 * upload through presigned PUTs that carry no body checksum, download, archive, extraction and
 * delete, every byte checked by sha256; and single use: a second PUT to a used URL cannot reach
 * the registered bytes, and the stray object it leaves is swept; no upload is signed without a
 * size, and a PUT cannot exceed it.
 */
import AdmZip from 'adm-zip'
import S3rver from 's3rver'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeArchive } from '../../../src/main/services/archive-writer'
import { sweepOrphans } from '../../../src/server/domain/orphan-sweep'
import { startCaseServer, type CaseServer } from '../../../src/server/index'
import { purgeExpired } from '../../../src/server/lifecycle/trash/purge'
import {
  AddDocumentVersionDocument,
  DeleteDocumentDocument,
  DocumentVersionsDocument,
  SignS3UploadsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { gql, gqlOk, tempDir } from '../helpers'
import { uploadDocument, waitFinished } from '../jobs/helpers'
import {
  caseDocuments,
  documentBytes,
  pdf,
  put,
  register,
  sha256,
  signOne,
  uploadOne,
  type Api,
} from '../domain/upload-helpers'
import { declarationsPdf } from '../jobs/fixtures'
import { TriggerExtractionDocument } from '../../../src/shared/graphql/operations.generated'

const BUCKET = 'case-documents'
const CASE = 'demo-case-1'

describe('S3 object store against s3rver', () => {
  const tmp = tempDir('s3')
  let s3: S3rver
  let server: CaseServer
  let api: Api
  const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY }

  beforeAll(async () => {
    // s3rver checks signatures with its fixed development credentials.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER'
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER'
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(tmp.dir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = (await s3.run()) as unknown as { port: number }
    server = await startCaseServer({
      dataDir: join(tmp.dir, 'data'),
      seed: 'demo',
      token: 's3-test',
      sweepIntervalSeconds: 0,
      objectStore: { kind: 's3', bucket: BUCKET, endpoint: `http://127.0.0.1:${port}` },
      extraction: { workerOptions: { pollMs: 100, retryDelayMs: 100 } },
    })
    api = { url: server.graphqlUrl, token: server.token! }
  })

  afterAll(async () => {
    await server?.close()
    await s3?.close()
    process.env.AWS_ACCESS_KEY_ID = saved.id
    process.env.AWS_SECRET_ACCESS_KEY = saved.secret
    if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID
    if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY
    await tmp.remove()
  })

  it('signs PUT URLs without a body checksum', async () => {
    const s = await signOne(api, 'plain.pdf', 'application/pdf', 100)
    const url = new URL(s.signedUrl)
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([])
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host')
  })

  it('uploads, downloads, archives and deletes, bytes checked by sha256', async () => {
    const files = [pdf('first on S3'), pdf('second on S3, a little longer')]
    const ids: string[] = []
    for (const [i, body] of files.entries()) {
      ids.push((await uploadOne(api, CASE, `s3-${i}.pdf`, body)).id)
    }
    for (const [i, id] of ids.entries()) {
      expect(sha256(await documentBytes(api, CASE, id))).toBe(sha256(files[i]!))
    }
    const docs = (await caseDocuments(api, CASE)).filter((d) => ids.includes(d.id))
    const target = join(tmp.dir, 'archive.zip')
    const written = await writeArchive({
      documents: docs.map((d) => ({
        id: d.id,
        name: d.name,
        fileType: d.fileType,
        signed: d.signed,
      })),
      targetPath: target,
    })
    expect(written.count).toBe(2)
    const zip = new AdmZip(target)
    for (const [i] of files.entries()) {
      expect(sha256(zip.getEntry(`s3-${i}.pdf`)!.getData())).toBe(sha256(files[i]!))
    }
    const keyOf = async (id: string) =>
      (
        await server.services.db.query<{ direct_upload_key: string }>(
          'SELECT direct_upload_key FROM documents WHERE id = $1',
          [id],
        )
      )[0]!.direct_upload_key
    const deletedKey = await keyOf(ids[0]!)
    const keptKey = await keyOf(ids[1]!)
    expect(await server.services.objects.head(deletedKey)).not.toBeNull()
    await gqlOk(api.url, DeleteDocumentDocument, { input: { id: ids[0]! } }, api.token)
    // Deleted into the trash: the object stays until the trash's retention has passed.
    expect(await server.services.objects.head(deletedKey)).not.toBeNull()
    await purgeExpired(
      server.services.db,
      server.services.objects,
      new Date(Date.now() + 31 * 86_400_000),
    )
    expect(await server.services.objects.head(deletedKey)).toBeNull()
    expect(await server.services.objects.head(keptKey)).not.toBeNull()
    expect((await caseDocuments(api, CASE)).some((d) => d.id === ids[0])).toBe(false)
  })

  it('extracts a document read from S3', async () => {
    const body = Buffer.from(await declarationsPdf())
    const id = await uploadDocument(server, 'declarations-s3.pdf', 'application/pdf', body)
    expect(sha256(await documentBytes(api, CASE, id))).toBe(sha256(body))
    await gqlOk(api.url, TriggerExtractionDocument, { id }, api.token)
    const status = await waitFinished(server, id)
    expect(status.extractionStatus).toBe('done')
  })

  it('adds a file version from S3 and keeps the earlier one from the sweep', async () => {
    const first = pdf('version 1 on S3')
    const second = pdf('version 2 on S3, sealed by a server-side copy')
    const { id } = await uploadOne(api, CASE, 'versioned.pdf', first)
    const s = await signOne(api, 'versioned v2.pdf', 'application/pdf', second.length)
    expect((await put(s.signedUrl, second)).status).toBe(200)
    const input = {
      id,
      fileName: 'versioned v2.pdf',
      fileType: 'application/pdf',
      directUploadKey: s.directUploadKey,
      sha256: sha256(second),
    }
    await gqlOk(api.url, AddDocumentVersionDocument, { input }, api.token)
    // The temporary key is gone once sealed; a second registration changes nothing.
    expect(await server.services.objects.head(s.directUploadKey)).toBeNull()
    await gqlOk(api.url, AddDocumentVersionDocument, { input }, api.token)
    await sweepOrphans(server.services.db, server.services.objects, 0, Date.now() + 5_000)
    const { documents } = await gqlOk(
      api.url,
      DocumentVersionsDocument,
      { caseId: CASE, id },
      api.token,
    )
    const doc = documents.nodes[0]!
    expect(doc.currentVersion).toBe(2)
    const bytes = async (url: string | null | undefined) =>
      Buffer.from(await (await fetch(url!)).arrayBuffer())
    expect(sha256(await bytes(doc.signed))).toBe(sha256(second))
    expect(sha256(await bytes(doc.versions[1]!.signed))).toBe(sha256(first))
  })

  it('signs no upload without a declared size, and registers no more bytes than signed', async () => {
    const unsized = await gql(
      api.url,
      SignS3UploadsDocument,
      { input: { docs: [{ fileName: 'unsized.pdf', fileType: 'application/pdf' }] } },
      api.token,
    )
    expect(unsized.errors?.[0]?.message).toBe(
      "“unsized.pdf”: give the file's size in bytes (this server cannot measure uploads)",
    )
    expect(unsized.data).toBeNull()
    const body = pdf('declared small')
    const s = await signOne(api, 'small.pdf', 'application/pdf', body.length)
    // S3 refuses a body whose length differs from the signed one (s3rver does not check it):
    // whatever reached the store, registration measures it against the declared size.
    const bigger = Buffer.concat([body, Buffer.alloc(4096, 32)])
    const p = await put(s.signedUrl, bigger)
    if (p.status === 200) {
      const r = await register(api, [
        {
          classId: CASE,
          fileName: 'small.pdf',
          fileType: 'application/pdf',
          directUploadKey: s.directUploadKey,
        },
      ])
      expect(r.errors?.[0]?.message).toBe(
        `“small.pdf” is ${bigger.length} bytes but was signed for ${body.length}; upload it again`,
      )
    } else {
      expect(p.status).toBe(403)
    }
    expect((await caseDocuments(api, CASE)).some((d) => d.name === 'small.pdf')).toBe(false)
  })

  it('keeps registered bytes when a used URL is PUT again; the stray object is swept', async () => {
    const original = pdf('registered on S3')
    const { id, signed } = await uploadOne(api, CASE, 'sealed.pdf', original)
    // S3 has no server in the PUT's path: it accepts the PUT, into the temporary key only.
    await put(signed.signedUrl, pdf('a forged replacement'))
    expect(sha256(await documentBytes(api, CASE, id))).toBe(sha256(original))
    const report = await sweepOrphans(
      server.services.db,
      server.services.objects,
      0,
      Date.now() + 5_000,
    )
    expect(report.keys.map((k) => k.key)).toContain(signed.directUploadKey)
    expect(await server.services.objects.head(signed.directUploadKey)).toBeNull()
    expect(sha256(await documentBytes(api, CASE, id))).toBe(sha256(original))
  })
})
