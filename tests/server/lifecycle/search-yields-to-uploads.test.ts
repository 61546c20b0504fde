/**
 * The search indexer waits while the server receives files: a batch's first documents are not read
 * while the rest of the batch arrives (that would slow the upload the user waits for), and are
 * found within seconds once the uploads go quiet. PGlite only: the waiting is the server process's
 * own (its PUTs), the same whatever the database.
 */
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import {
  SearchDocumentsDocument,
  SignS3UploadsDocument,
} from '../../../src/shared/graphql/operations.generated'
import {
  CASE_ID,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  startServer,
  tempDir,
  uploadDocument,
  waitFor,
} from '../jobs/helpers'
import { textPdf } from './fixtures'

const HELD_BYTES = 64 * 1024

describe('the search indexer yields to uploads', () => {
  let server: CaseServer
  const tmp = tempDir()

  beforeAll(async () => {
    server = await startServer(tmp.dir, undefined)
  })
  afterAll(async () => {
    await server?.close()
    await tmp.remove()
  })

  const found = async (query: string, id: string) =>
    (
      await gqlOk(
        server.graphqlUrl,
        SearchDocumentsDocument,
        { caseId: CASE_ID, query, paging: { limit: 20, offset: 0 } },
        server.token,
      )
    ).searchDocuments.nodes.some((n) => n.document.id === id)

  /** A PUT that has sent half its bytes and waits; `finish` sends the rest. */
  async function heldPut(): Promise<{ finish: () => Promise<number> }> {
    const { signS3Uploads } = await gqlOk(
      server.graphqlUrl,
      SignS3UploadsDocument,
      {
        input: { docs: [{ fileName: 'held.pdf', fileType: 'application/pdf', size: HELD_BYTES }] },
      },
      server.token,
    )
    const bytes = Buffer.alloc(HELD_BYTES, 0x20)
    bytes.write('%PDF-1.4\n')
    let status: Promise<number> = Promise.resolve(0)
    const req = request(signS3Uploads[0]!.signedUrl, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', 'content-length': HELD_BYTES },
    })
    status = new Promise((resolve, reject) => {
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
    })
    req.write(bytes.subarray(0, HELD_BYTES / 2))
    return {
      finish: () => {
        req.end(bytes.subarray(HELD_BYTES / 2))
        return status
      },
    }
  }

  it('reads no file while a PUT is arriving, and finds the document once it has ended', async () => {
    const held = await heldPut()
    const id = await uploadDocument(
      server,
      'waiting.pdf',
      'application/pdf',
      await textPdf(['The inspector noted Brambleworth siding on the north wall.']),
      { category: NON_EXTRACTABLE_CATEGORY, associations: [] },
    )
    // Well past the indexer's poll and its quiet period: it would have read the file by now.
    await new Promise((r) => setTimeout(r, 2_500))
    const [row] = await server.services.db.query<{ state: string }>(
      'SELECT state FROM document_text_index WHERE document_id = $1',
      [id],
    )
    expect(row?.state).toBe('queued')
    expect(await found('brambleworth', id)).toBe(false)

    expect(await held.finish()).toBe(200)
    const started = Date.now()
    await waitFor(async () => (await found('brambleworth', id)) || undefined, 10_000, 'the hit')
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})
