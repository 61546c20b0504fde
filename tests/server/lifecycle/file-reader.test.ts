/**
 * The search indexer reads files off the API's event loop: a large damaged PDF that still ends in
 * `%%EOF` (pdf-lib's recovery parser takes tens of seconds on 20 MB of noise, synchronously) is
 * read in a worker thread while the API keeps answering; past the time limit the thread is ended
 * and the file is recorded as broken, so it cannot be merged and says why; and the indexer goes
 * on: a sound PDF uploaded after it is read and found by its words. PGlite only: the event loop
 * is the server's whatever its database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCaseServer, type CaseServer } from '../../../src/server/index'
import {
  MeDocument,
  SearchDocumentsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { MERGE_MESSAGES } from '../../../src/shared/merge'
import {
  CASE_ID,
  caseDocuments,
  gqlOk,
  NON_EXTRACTABLE_CATEGORY,
  tempDir,
  uploadDocument,
  waitFor,
} from '../jobs/helpers'
import { noisePdf, textPdf } from './fixtures'

/** Long enough for a sound PDF on a busy machine, far shorter than the noise takes to parse. */
const TIME_LIMIT_MS = 8_000
/** How long an answer may take while the file is read: generous, the machine may be shared. */
const ANSWER_WITHIN_MS = 2_000

describe('the search indexer reading a damaged PDF', () => {
  let server: CaseServer
  const tmp = tempDir()

  beforeAll(async () => {
    server = await startCaseServer({
      dataDir: tmp.dir,
      seed: 'demo',
      extraction: { worker: false },
      fileReadTimeLimitMs: TIME_LIMIT_MS,
    })
  })

  afterAll(async () => {
    await server?.close()
    await tmp.remove()
  })

  const upload = (name: string, bytes: Uint8Array) =>
    uploadDocument(server, name, 'application/pdf', bytes, {
      category: NON_EXTRACTABLE_CATEGORY,
      associations: [],
    })
  const found = (query: string, id: string) =>
    waitFor(
      async () =>
        (
          await gqlOk(
            server.graphqlUrl,
            SearchDocumentsDocument,
            { caseId: CASE_ID, query },
            server.token,
          )
        ).searchDocuments.nodes.find((n) => n.document.id === id),
      30_000,
      `“${query}” to find ${id}`,
    )
  const indexState = async (id: string) =>
    (
      await server.services.db.query<{ state: string; last_error: string | null }>(
        'SELECT state, last_error FROM document_text_index WHERE document_id = $1',
        [id],
      )
    )[0]!
  /** Milliseconds for GET /health and for a small GraphQL query. */
  const answerTimes = async (): Promise<[number, number]> => {
    const t0 = performance.now()
    const health = await fetch(new URL('/health', server.graphqlUrl))
    expect(health.ok).toBe(true)
    const t1 = performance.now()
    await gqlOk(server.graphqlUrl, MeDocument, {}, server.token)
    return [t1 - t0, performance.now() - t1]
  }

  it('keeps answering while it reads, records the file as broken past the limit, and goes on', async () => {
    const before = await upload('before.pdf', await textPdf(['The Marigoldvale survey']))
    await found('marigoldvale', before)

    const noise = await upload('noise.pdf', noisePdf(20))
    await waitFor(
      async () => ((await indexState(noise)).state === 'running' ? true : undefined),
      30_000,
      'the noise to be read',
    )
    const times: number[] = []
    while ((await indexState(noise)).state === 'running') {
      times.push(...(await answerTimes()))
      await new Promise((r) => setTimeout(r, 100))
    }
    // Answers all through the read (several per second), each well within the bound.
    expect(times.length).toBeGreaterThanOrEqual(10)
    expect(Math.max(...times)).toBeLessThan(ANSWER_WITHIN_MS)

    const done = await indexState(noise)
    expect(done.state).toBe('done')
    expect(done.last_error).toMatch(/longer than \d+ s/)
    const docs = await caseDocuments(server)
    expect(docs.find((d) => d.id === noise)).toMatchObject({
      isMergeable: false,
      mergeBlockedReason: MERGE_MESSAGES.broken,
    })

    // The thread that was ended is started again for the next file.
    const after = await upload('after.pdf', await textPdf(['Cover', 'The Quenchwood estimate']))
    expect((await found('quenchwood', after)).page).toBe(2)
  })
})
