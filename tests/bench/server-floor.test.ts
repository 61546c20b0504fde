/**
 * The server bench's floor (bench/server-floor.ts) must return the same data as the server's case
 * pair, or the ratio against it says nothing: checked here on a real server and a seeded case, so
 * a change to the API's answers that the floor does not follow fails CI, not only the bench.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CaseDocumentManagerDocument,
  CaseDocumentManagerDocumentsDocument,
} from '../../src/shared/graphql/operations.generated'
import { startCaseServer, type CaseServer } from '../../src/server/index'
import { seedCase, seedReference } from '../../bench/server-data'
import {
  CASE_FLOOR_SQL,
  documentsFloorParams,
  DOCUMENTS_FLOOR_SQL,
  sameData,
} from '../../bench/server-floor'
import { gqlOk, tempDir, type TempDir } from '../server/helpers'

describe('the server bench floor', () => {
  let dir: TempDir
  let server: CaseServer
  beforeAll(async () => {
    dir = tempDir('bench-floor-')
    server = await startCaseServer({ dataDir: dir.dir, extraction: { worker: false } })
    await seedReference(server.services.db)
    await seedCase(server.services.db, 'floor-case', { documents: 120, assets: 7, policies: 9 })
  })
  afterAll(async () => {
    await server?.close()
    await dir?.remove()
  })

  const floor = async (sql: string, params: unknown[]) =>
    (await server.services.db.query<{ body: string }>(sql, params))[0]!.body

  it('returns the same case as CaseDocumentManager', async () => {
    const data = await gqlOk(
      server.graphqlUrl,
      CaseDocumentManagerDocument,
      { id: 'floor-case' },
      server.token,
    )
    const body = await floor(CASE_FLOOR_SQL, ['floor-case'])
    expect(sameData(data, body)).toBeNull()
    // The seed exercises what the comparison must see: versions, refs, work in progress.
    expect(data.case?.policies.some((p) => p.hasExtractionsInProgress)).toBe(true)
    expect(data.case?.documents).toHaveLength(120)
  })

  it('returns the same page as CaseDocumentManagerDocuments', async () => {
    const data = await gqlOk(
      server.graphqlUrl,
      CaseDocumentManagerDocumentsDocument,
      { id: 'floor-case' },
      server.token,
    )
    const body = await floor(DOCUMENTS_FLOOR_SQL, documentsFloorParams('floor-case'))
    expect(sameData(data, body)).toBeNull()
    expect(data.documents.totalCount).toBe(120)
    const reasons = new Set(data.documents.nodes.map((d) => d.canBeDeleted.reason))
    expect(reasons.size).toBeGreaterThan(2)
  })

  it('names the first difference when the data differ', async () => {
    const data = await gqlOk(
      server.graphqlUrl,
      CaseDocumentManagerDocumentsDocument,
      { id: 'floor-case' },
      server.token,
    )
    const changed = JSON.parse(
      await floor(DOCUMENTS_FLOOR_SQL, documentsFloorParams('floor-case')),
    ) as { documents: { nodes: { size: number }[] } }
    changed.documents.nodes[3]!.size += 1
    expect(sameData(data, JSON.stringify(changed))).toMatch(/^\.documents\.nodes\[3\]\.size: /)
  })
})
