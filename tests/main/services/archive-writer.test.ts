/**
 * The archive writer and the single-file download against the real server's signed URLs: zips
 * read back with adm-zip entry by entry (names, bytes, stored vs deflated), and every failure or
 * cancellation leaves no file behind.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { archiveFileName } from '../../../src/main/services/archive-names'
import { ArchiveError, writeArchive } from '../../../src/main/services/archive-writer'
import type { ArchiveProgress } from '../../../src/main/services/archive-writer'
import { DownloadError, downloadFile } from '../../../src/main/services/file-download'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import type { ArchiveDocument } from '../../../src/main/services/archive-writer'
import { MESSAGES } from '../../../src/shared/messages'
import { CSV_TEXT, PNG_1X1, makePdf, put, tempDir } from './helpers/fixtures'
import { startTestServer } from './helpers/server'
import type { TestServer } from './helpers/server'

let t: TestServer
let dir: string
let remove: () => Promise<void>
/** Uploaded documents by their local content. */
let docs: (ArchiveDocument & { bytes: Buffer })[]
/** A server whose GET sends half a body, then cuts the connection. */
let cutter: http.Server
let cutterUrl: string

beforeAll(async () => {
  t = await startTestServer()
  ;({ dir, remove } = tempDir('archive-writer'))
  const src = join(dir, 'src')
  await mkdir(src)
  const a1 = await makePdf('first a')
  const a2 = await makePdf('second a, different bytes')
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024)])
  const files: [string, string, Buffer][] = [
    ['one', 'a.pdf', a1],
    ['two', 'a.pdf', a2],
    ['three', 'scan.png', PNG_1X1],
    ['four', 'premiums.csv', Buffer.from(CSV_TEXT.repeat(200))],
    ['five', 'big.pdf', big],
  ]
  docs = []
  const pipeline = createUploadPipeline({ client: t.client })
  for (const [sub, name, bytes] of files) {
    await mkdir(join(src, sub))
    const path = await put(join(src, sub), name, bytes)
    const r = await pipeline.upload({ files: [{ path }], caseId: t.caseId })
    const id = r.results[0]!.ok ? r.results[0]!.documentId : ''
    const doc = (await t.documents()).find((d) => d.id === id)!
    docs.push({
      id: doc.id,
      name: doc.name,
      fileExt: doc.fileExt,
      fileType: doc.fileType,
      signed: doc.signed,
      bytes,
    })
  }
  cutter = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': String(1024 * 1024) })
    res.write(Buffer.alloc(100 * 1024, 1), () => res.destroy())
  })
  await new Promise<void>((resolve) => cutter.listen(0, '127.0.0.1', resolve))
  cutterUrl = `http://127.0.0.1:${(cutter.address() as AddressInfo).port}/doc.pdf`
})
afterAll(async () => {
  cutter?.closeAllConnections()
  cutter?.close()
  await t?.close()
  await remove?.()
})

const outDir = async (name: string) => {
  const d = join(dir, name)
  await mkdir(d, { recursive: true })
  return d
}
const noFilesIn = (d: string) => expect(readdirSync(d)).toEqual([])

describe('writeArchive', () => {
  it('streams every document into a zip: unique names, exact bytes, stored vs deflated', async () => {
    const out = await outDir('ok')
    const target = join(out, archiveFileName({ caseRef: t.caseRef }))
    const progress: ArchiveProgress[] = []
    const noLink: ArchiveDocument = { id: 'x', name: 'unsigned.pdf', fileExt: 'pdf', signed: null }
    const result = await writeArchive({
      documents: [...docs, noLink],
      targetPath: target,
      onProgress: (p) => progress.push(p),
    })

    expect(result).toMatchObject({ path: target, count: docs.length, skipped: ['unsigned.pdf'] })
    expect(readdirSync(out)).toEqual([target.split('/').pop()])
    const zip = new AdmZip(target)
    const entries = zip.getEntries()
    expect(entries.map((e) => e.entryName)).toEqual([
      'a.pdf',
      'a-1.pdf',
      'scan.png',
      'premiums.csv',
      'big.pdf',
    ])
    entries.forEach((e, i) => expect(e.getData().equals(docs[i]!.bytes)).toBe(true))
    const method = Object.fromEntries(entries.map((e) => [e.entryName, e.header.method]))
    expect(method).toEqual({
      'a.pdf': 0,
      'a-1.pdf': 0,
      'scan.png': 0,
      'premiums.csv': 8,
      'big.pdf': 0,
    })
    expect(progress.at(-1)).toEqual({
      done: docs.length,
      total: docs.length,
      bytes: docs.reduce((s, d) => s + d.bytes.length, 0),
    })
  })

  it('fails with No documents to download for zero documents, or none with a signed link', async () => {
    const out = await outDir('empty')
    await expect(
      writeArchive({ documents: [], targetPath: join(out, 'documents.zip') }),
    ).rejects.toThrow(MESSAGES.noDocumentsToDownload)
    await expect(
      writeArchive({
        documents: [{ id: 'x', name: 'a.pdf', signed: null }],
        targetPath: join(out, 'documents.zip'),
      }),
    ).rejects.toThrow(MESSAGES.noDocumentsToDownload)
    noFilesIn(out)
  })

  it('fails with Failed to fetch document when a signed URL is not ok, leaving no file', async () => {
    const out = await outDir('not-ok')
    const tampered = {
      ...docs[2]!,
      signed: docs[2]!.signed!.replace(
        /([?&]sig(?:nature)?=)([0-9a-f])/i,
        (_m, p: string, c: string) => p + (c === '0' ? '1' : '0'),
      ),
    }
    expect(tampered.signed).not.toBe(docs[2]!.signed)
    const err = await writeArchive({
      documents: [docs[0]!, docs[4]!, tampered],
      targetPath: join(out, 'a.zip'),
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ArchiveError)
    expect((err as Error).message).toBe(MESSAGES.failedToFetchDocument('scan.png'))
    noFilesIn(out)
  })

  it('fails with Failed to download when the connection drops mid-body, leaving no file', async () => {
    const out = await outDir('cut')
    const err = await writeArchive({
      documents: [
        docs[0]!,
        { id: 'c', name: 'cut.pdf', fileType: 'application/pdf', signed: cutterUrl },
      ],
      targetPath: join(out, 'a.zip'),
    }).catch((e: unknown) => e)
    expect((err as Error).message).toMatch(/^Failed to download cut\.pdf: /)
    noFilesIn(out)
  })

  it('fails with Error creating zip file when the target cannot be written', async () => {
    const err = await writeArchive({
      documents: [docs[0]!],
      targetPath: join(dir, 'no-such-folder', 'a.zip'),
    }).catch((e: unknown) => e)
    expect((err as Error).message).toMatch(/^Error creating zip file: .*ENOENT/)
  })

  it('cancels: an aborted archive rejects with the abort and leaves no partial file', async () => {
    const out = await outDir('cancel')
    const controller = new AbortController()
    const many = Array.from({ length: 12 }, () => docs[4]!)
    const err = await writeArchive({
      documents: many,
      targetPath: join(out, 'a.zip'),
      signal: controller.signal,
      onProgress: (p) => p.bytes > 4 * 1024 * 1024 && controller.abort(),
    }).catch((e: unknown) => e)
    expect((err as Error).name).toBe('AbortError')
    noFilesIn(out)
  })
})

describe('downloadFile', () => {
  it('saves a signed URL to the chosen path', async () => {
    const target = join(await outDir('single'), 'copy.pdf')
    const r = await downloadFile({ url: docs[4]!.signed!, targetPath: target })
    expect(r.bytes).toBe(docs[4]!.bytes.length)
    expect(readFileSync(target).equals(docs[4]!.bytes)).toBe(true)
    expect(existsSync(`${target}.partial`)).toBe(false)
  })

  it('fails with Network response was not ok on a non-ok response or a cut body, leaving nothing', async () => {
    const out = await outDir('single-bad')
    const missing = `${t.server.url}/objects/does-not-exist`
    await expect(downloadFile({ url: missing, targetPath: join(out, 'x.pdf') })).rejects.toThrow(
      MESSAGES.networkResponseNotOk,
    )
    const err = await downloadFile({ url: cutterUrl, targetPath: join(out, 'y.pdf') }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(DownloadError)
    expect((err as Error).message).toBe(MESSAGES.networkResponseNotOk)
    noFilesIn(out)
  })
})
