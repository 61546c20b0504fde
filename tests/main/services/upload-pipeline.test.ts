/**
 * The upload pipeline against the real case server: real files, real signed PUTs, documents read
 * back through CaseDocumentManagerDocuments and their bytes fetched back from the signed URL.
 */
import { createHash, randomBytes } from 'node:crypto'
import { utimes } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createGraphqlClient } from '../../../src/main/services/graphql-client'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import type { UploadProgress } from '../../../src/main/services/upload-pipeline'
import { MESSAGES } from '../../../src/shared/messages'
import { CSV_TEXT, EML_TEXT, makeDocx, makeExe, makePdf, put, tempDir } from './helpers/fixtures'
import { startFlakyProxy } from './helpers/flaky-proxy'
import type { FlakyProxy } from './helpers/flaky-proxy'
import { startTestServer } from './helpers/server'
import type { TestServer } from './helpers/server'

let t: TestServer
let dir: string
let remove: () => Promise<void>
beforeAll(async () => {
  t = await startTestServer()
  ;({ dir, remove } = tempDir('upload-pipeline'))
})
afterAll(async () => {
  await t?.close()
  await remove?.()
})

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')
async function fetchBytes(url: string): Promise<Buffer> {
  const res = await fetch(url)
  expect(res.ok).toBe(true)
  return Buffer.from(await res.arrayBuffer())
}

describe('upload pipeline', () => {
  it('types, signs, PUTs and registers a mixed batch; refuses what is not supported', async () => {
    const pdf = await makePdf('Renewal')
    const docx = await makeDocx()
    const files = [
      await put(dir, 'renewal.pdf', pdf),
      await put(dir, 'letter.docx', docx),
      await put(dir, 'premiums.csv', CSV_TEXT),
      await put(dir, 'agent mail.eml', EML_TEXT),
      await put(dir, 'invoice.pdf', makeExe()),
      await put(dir, 'empty.csv', ''),
    ]
    const before = await t.documents()
    const events: UploadProgress[] = []
    const pipeline = createUploadPipeline({ client: t.client })
    const result = await pipeline.upload({
      providerName: 'Harbor',
      files: files.map((path) => ({ path })),
      caseId: t.caseId,
      lender: t.lenderId,
      batchId: 'batch-1',
      onProgress: (e) => events.push(e),
    })

    expect(result.batchId).toBe('batch-1')
    expect(result.results.map((r) => [r.fileName, r.ok])).toEqual([
      ['renewal.pdf', true],
      ['letter.docx', true],
      ['premiums.csv', true],
      ['agent mail.eml', true],
      ['invoice.pdf', false],
      ['empty.csv', false],
    ])
    const refused = result.results[4]!
    expect(refused.ok === false && refused.message).toContain('Windows program')
    expect(result.results[5]!.ok === false && result.results[5]!.message).toContain('empty')

    // documents.changed carries the new ids in file order (the renderer sets docId to the first).
    const ids = result.results.flatMap((r) => (r.ok ? [r.documentId] : []))
    expect(result.changed).toEqual({ caseId: t.caseId, ids, source: 'upload' })

    const after = await t.documents()
    expect(after.length).toBe(before.length + 4)
    const byId = new Map(after.map((d) => [d.id, d]))
    const pdfDoc = byId.get(ids[0]!)!
    expect(pdfDoc).toMatchObject({
      name: 'renewal.pdf',
      fileType: 'application/pdf',
      className: 'Case',
    })
    expect(sha(await fetchBytes(pdfDoc.signed!))).toBe(sha(pdf))
    expect(byId.get(ids[1]!)!.fileType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(byId.get(ids[2]!)!.fileType).toBe('text/csv')
    expect(byId.get(ids[3]!)!.fileType).toBe('message/rfc822')
    expect((await fetchBytes(byId.get(ids[3]!)!.signed!)).toString()).toBe(EML_TEXT)

    // Progress: every file ends done or failed; the total reaches its end.
    for (const r of result.results) {
      const last = events.filter((e) => e.fileName === r.fileName).at(-1)!
      expect(last.status).toBe(r.ok ? 'done' : 'failed')
    }
    const final = events.at(-1)!
    expect(final.overallLoaded).toBe(final.overallTotal)
    expect(events.some((e) => e.status === 'uploading')).toBe(true)
  })

  it('registers a retried attempt once, and a deliberate second upload as a second document', async () => {
    const path = await put(dir, 'declarations.pdf', await makePdf('Declarations'))
    await utimes(path, new Date(1_700_000_000_000), new Date(1_700_000_000_000))
    const pipeline = createUploadPipeline({ client: t.client })
    const first = await pipeline.upload({ files: [{ path, attempt: 'a-1' }], caseId: t.caseId })
    const count = (await t.documents()).length
    // The same attempt again (a resumed batch): the same document, nothing new.
    const retry = await pipeline.upload({ files: [{ path, attempt: 'a-1' }], caseId: t.caseId })
    expect(first.results[0]!.ok && retry.results[0]!.ok).toBe(true)
    expect(retry.results[0]).toMatchObject({
      documentId: (first.results[0] as { documentId: string }).documentId,
    })
    expect((await t.documents()).length).toBe(count)
    // The user uploads the same file again on purpose: a second document.
    const again = await pipeline.upload({ files: [{ path }], caseId: t.caseId })
    expect(again.results[0]).toMatchObject({ ok: true })
    expect(again.results[0]).not.toMatchObject({
      documentId: (first.results[0] as { documentId: string }).documentId,
    })
    expect((await t.documents()).length).toBe(count + 1)
  })

  it('streams a 24 MB file with content type and length, bytes intact', async () => {
    const big = randomBytes(24 * 1024 * 1024)
    big.write('%PDF-1.4\n', 0, 'latin1')
    const path = await put(dir, 'scan-large.pdf', big)
    const progress: number[] = []
    const result = await createUploadPipeline({ client: t.client }).upload({
      files: [{ path }],
      caseId: t.caseId,
      onProgress: (e) => e.status === 'uploading' && progress.push(e.loaded),
    })
    expect(result.results[0]!.ok).toBe(true)
    const doc = (await t.documents()).find(
      (d) => d.id === (result.results[0] as { documentId: string }).documentId,
    )!
    expect(doc.size).toBe(big.length)
    expect(sha(await fetchBytes(doc.signed!))).toBe(sha(big))
    expect(progress.at(-1)).toBe(big.length)
    expect(progress.every((v, i) => i === 0 || v >= progress[i - 1]!)).toBe(true)
  })

  it('registers nothing when createManyDocuments fails, with the message of docs/rules.md#messages and the server message', async () => {
    const files = [
      await put(dir, 'a1.pdf', await makePdf('a1')),
      await put(dir, 'a2.pdf', await makePdf('a2')),
    ]
    const before = (await t.documents()).length
    const result = await createUploadPipeline({ client: t.client }).upload({
      providerName: 'Harbor',
      files: files.map((path) => ({ path })),
      caseId: t.caseId,
      categoryId: 'no-such-category',
    })
    for (const r of result.results) {
      expect(r.ok).toBe(false)
      expect(r).toMatchObject({ message: MESSAGES.uploadFailure('Harbor') })
      expect(r.serverMessage).toMatch(/categor/i)
    }
    expect(result.changed).toBeNull()
    expect((await t.documents()).length).toBe(before)
  })

  it('asks for signatures for its case: a case the user may not change is refused before any PUT', async () => {
    const path = await put(dir, 'elsewhere.pdf', await makePdf('elsewhere'))
    const progress: string[] = []
    const result = await createUploadPipeline({ client: t.client, attempts: 1 }).upload({
      files: [{ path }],
      caseId: 'no-such-case',
      onProgress: (p: UploadProgress) => progress.push(p.status),
    })
    expect(result.results[0]).toMatchObject({ ok: false })
    expect(result.results[0]!.serverMessage).toBe('Case no-such-case not found')
    expect(progress).not.toContain('uploading')
  })

  it('surfaces a GraphQL error with the server message', async () => {
    const bad = createGraphqlClient({ url: t.server.graphqlUrl, token: 'wrong-token' })
    const path = await put(dir, 'auth.pdf', await makePdf('auth'))
    const result = await createUploadPipeline({ client: bad, attempts: 1 }).upload({
      files: [{ path }],
      caseId: t.caseId,
    })
    expect(result.results[0]).toMatchObject({
      ok: false,
      message: MESSAGES.uploadFailure('Case Manager'),
    })
    expect(result.results[0]!.serverMessage).toBeTruthy()
  })

  it('cancels: an aborted upload registers nothing and reports the files as cancelled', async () => {
    const path = await put(
      dir,
      'cancel-me.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024 * 1024)]),
    )
    const before = (await t.documents()).length
    const controller = new AbortController()
    const result = await createUploadPipeline({ client: t.client }).upload({
      files: [{ path }],
      caseId: t.caseId,
      signal: controller.signal,
      onProgress: (e) => {
        if (e.status === 'uploading' && e.loaded > 1024 * 1024) controller.abort()
      },
    })
    expect(result.results[0]).toMatchObject({ ok: false, cancelled: true })
    expect((await t.documents()).length).toBe(before)
  })
})

describe('upload pipeline over a flaky network', () => {
  let proxy: FlakyProxy
  let ft: TestServer
  beforeAll(async () => {
    proxy = await startFlakyProxy()
    ft = await startTestServer({
      publicUrl: proxy.url,
      graphqlUrl: (server) => {
        proxy.target = server.url
        return `${proxy.url}/graphql`
      },
    })
  })
  afterAll(async () => {
    await ft?.close()
    await proxy?.close()
  })

  it('retries PUTs and GraphQL calls cut mid-request, and still creates one document per file', async () => {
    const files = [
      await put(dir, 'f1.pdf', await makePdf('f1')),
      await put(dir, 'f2.pdf', await makePdf('f2')),
    ]
    const before = (await ft.documents()).length
    let putCuts = 0
    let gqlCuts = 0
    proxy.shouldBreak = (req) => {
      if (req.method === 'PUT' && putCuts < 2) {
        putCuts++
        return true
      }
      if (req.url?.startsWith('/graphql') && gqlCuts < 1) {
        gqlCuts++
        return true
      }
      return false
    }
    const result = await createUploadPipeline({ client: ft.client, baseDelayMs: 20 }).upload({
      files: files.map((path) => ({ path })),
      caseId: ft.caseId,
    })
    expect(result.results.map((r) => r.ok)).toEqual([true, true])
    expect(proxy.counts.broken).toBe(3)
    proxy.shouldBreak = () => false
    expect((await ft.documents()).length).toBe(before + 2)
  })

  it('signs again once when a signed URL has expired (403), and registers one document', async () => {
    const path = await put(dir, 'expired.pdf', await makePdf('expired'))
    const before = (await ft.documents()).length
    let forbidden = 0
    proxy.answerWith = (req) => (req.method === 'PUT' && forbidden++ === 0 ? 403 : undefined)
    const result = await createUploadPipeline({ client: ft.client, baseDelayMs: 20 }).upload({
      files: [{ path }],
      caseId: ft.caseId,
    })
    proxy.answerWith = () => undefined
    expect(result.results[0]!.ok).toBe(true)
    expect(forbidden).toBe(2)
    expect((await ft.documents()).length).toBe(before + 1)
  })

  it('gives up on a PUT refused for good (403 twice) with the upload-failure message', async () => {
    const path = await put(dir, 'refused.pdf', await makePdf('refused'))
    proxy.answerWith = (req) => (req.method === 'PUT' ? 403 : undefined)
    const result = await createUploadPipeline({ client: ft.client, baseDelayMs: 20 }).upload({
      files: [{ path }],
      caseId: ft.caseId,
    })
    proxy.answerWith = () => undefined
    expect(result.results[0]).toMatchObject({
      ok: false,
      message: MESSAGES.uploadFailure('Case Manager'),
      serverMessage: 'Signature expired',
    })
  })
})
