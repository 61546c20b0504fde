/**
 * The real case server for services tests: PGlite in a temp folder, 127.0.0.1 on a random port,
 * demo data for a case to upload into, and a GraphQL client with the launch token.
 */
import { startCaseServer } from '../../../../src/server/index'
import type { CaseServer } from '../../../../src/server/index'
import { createGraphqlClient } from '../../../../src/main/services/graphql-client'
import type { GraphqlClient } from '../../../../src/main/services/graphql-client'
import {
  CaseDocumentManagerDocumentsDocument,
  CaseListDocument,
} from '../../../../src/shared/graphql/operations.generated'
import type { CaseListNode, Document } from '../../../../src/shared/graphql/operations.generated'
import { tempDir } from './fixtures'

export type TestServer = {
  readonly server: CaseServer
  readonly client: GraphqlClient
  readonly caseId: string
  readonly caseRef: string | null
  readonly lenderId: string
  /** Every document of a case (all pages). */
  readonly documents: (caseId?: string) => Promise<Document[]>
  readonly close: () => Promise<void>
}

/**
 * Starts a server with demo data and picks its first case. `publicUrl` puts a proxy in front of
 * the signed object URLs; `graphqlUrl` sends GraphQL through one too.
 */
export async function startTestServer(
  options: { publicUrl?: string; graphqlUrl?: (server: CaseServer) => string } = {},
): Promise<TestServer> {
  const { dir, remove } = tempDir('services-server')
  let server: CaseServer | undefined
  let client: GraphqlClient
  let first: CaseListNode | undefined
  try {
    server = await startCaseServer({
      dataDir: dir,
      seed: 'demo',
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
    })
    client = createGraphqlClient({
      url: options.graphqlUrl?.(server) ?? server.graphqlUrl,
      token: server.token!,
    })
    const cases = await client.request(CaseListDocument, { paging: { limit: 50 } })
    first = cases.cases.nodes[0]
    if (!first) throw new Error('the demo seed created no case')
  } catch (err) {
    // Never leave a server or its temp folder behind when the start fails.
    await server?.close()
    await remove()
    throw err
  }
  const started = server
  const { id: caseId, ref: caseRef, lender } = first
  const documents = async (forCase = caseId) => {
    const all: Document[] = []
    for (let offset = 0; ; offset += 100) {
      const page = await client.request(CaseDocumentManagerDocumentsDocument, {
        id: forCase,
        limit: 100,
        offset,
      })
      all.push(...page.documents.nodes)
      if (all.length >= page.documents.totalCount || page.documents.nodes.length === 0) return all
    }
  }
  return {
    server: started,
    client,
    caseId,
    caseRef,
    lenderId: lender.id,
    documents,
    async close() {
      await started.close()
      await remove()
    },
  }
}
