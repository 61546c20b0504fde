/**
 * `cases` returns what the SDL declares: every case of the page with the same contacts, document
 * refs, assets and policies (with versions) as `case(id)`, read in a fixed number of statements
 * whatever the page size. On PGlite and, when TEST_DATABASE_URL is set, PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import type { CaseServer } from '../../../src/server/index'
import {
  CaseDocumentManagerDocument,
  type CaseDocumentManagerCase,
} from '../../../src/shared/graphql/operations.generated'
import { BACKENDS, gqlOk, startSeededServer } from '../helpers'

/** The case list with the document manager's whole case fragment on each node. */
const CASES_NESTED = parse(`
  query CasesNested($limit: Int, $offset: Int) {
    cases(paging: { limit: $limit, offset: $offset }) {
      totalCount
      nodes {
        id
        insuranceContacts { id name email }
        documents { id updatedAt }
        assets { id displayName assetType { id name } documents { id updatedAt } }
        policies {
          id
          policyNumber
          hasExtractionsInProgress
          documents { id updatedAt }
          policyVersion { id }
          policyVersions { id term keyDocumentId documents { id updatedAt } }
        }
      }
    }
  }
`) as TypedDocumentNode<
  {
    cases: {
      totalCount: number
      nodes: (Pick<CaseDocumentManagerCase, 'id' | 'insuranceContacts' | 'documents' | 'assets'> & {
        policies: unknown[]
      })[]
    }
  },
  { limit?: number; offset?: number }
>

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`cases with nested lists on ${title}`, () => {
    let server: CaseServer
    let stop: () => Promise<void> = async () => {}

    beforeAll(async () => {
      ;({ server, stop } = await startSeededServer(backend))
      // Six more cases without assets or policies, so a page mixes full and empty cases.
      for (let i = 0; i < 6; i++) {
        await server.services.db.query(
          `INSERT INTO cases (id, ref, title, lender_id, updated_at)
           SELECT $1, $2, $3, lender_id, now() - interval '1 day' FROM cases LIMIT 1`,
          [`extra-case-${i}`, `EXTRA-${i}`, `Extra case ${i}`],
        )
      }
    })

    afterAll(() => stop())

    const call = <R, V>(doc: TypedDocumentNode<R, V>, v: V) =>
      gqlOk(server.graphqlUrl, doc, v, server.token)

    it('fills contacts, documents, assets and policies exactly as case(id) does', async () => {
      const list = await call(CASES_NESTED, { limit: 50 })
      expect(list.cases.totalCount).toBe(list.cases.nodes.length)
      const withPolicies = list.cases.nodes.filter((c) => c.policies.length > 0)
      const withAssets = list.cases.nodes.filter((c) => c.assets.length > 0)
      // The demo seed has cases with assets, policies and documents: the list must show them.
      expect(withPolicies.length).toBeGreaterThan(0)
      expect(withAssets.length).toBeGreaterThan(0)
      expect(list.cases.nodes.some((c) => c.documents.length > 0)).toBe(true)
      for (const node of list.cases.nodes) {
        const one = (await call(CaseDocumentManagerDocument, { id: node.id })).case!
        expect(node.insuranceContacts).toEqual(one.insuranceContacts)
        expect(node.documents).toEqual(one.documents)
        expect(node.assets).toEqual(
          one.assets.map((a) => ({
            id: a.id,
            displayName: a.displayName,
            assetType: a.assetType,
            documents: a.documents,
          })),
        )
        expect(node.policies).toEqual(
          one.policies.map((p) => ({
            id: p.id,
            policyNumber: p.policyNumber,
            hasExtractionsInProgress: p.hasExtractionsInProgress,
            documents: p.documents,
            policyVersion: p.policyVersion ? { id: p.policyVersion.id } : null,
            policyVersions: p.policyVersions.map((v) => ({
              id: v.id,
              term: v.term,
              keyDocumentId: v.keyDocumentId,
              documents: v.documents,
            })),
          })),
        )
      }
    })

    it('pages with the nested lists intact', async () => {
      const all = await call(CASES_NESTED, { limit: 50 })
      const second = await call(CASES_NESTED, { limit: 2, offset: 1 })
      expect(second.cases.nodes).toEqual(all.cases.nodes.slice(1, 3))
    })

    it('reads a page in the same number of statements whatever its size', async () => {
      const db = server.services.db
      const original = db.query.bind(db)
      let statements = 0
      db.query = ((sql: string, params?: readonly unknown[]) => {
        statements++
        return original(sql, params)
      }) as typeof db.query
      // Background work (the search indexer, a LISTEN connection coming back) may query in the
      // same window and only ever adds: the fewest of three runs is the request's own count.
      const count = async (limit: number) => {
        let fewest = Infinity
        let nodes = 0
        for (let run = 0; run < 3; run++) {
          statements = 0
          const page = await call(CASES_NESTED, { limit })
          fewest = Math.min(fewest, statements)
          nodes = page.cases.nodes.length
        }
        return { fewest, nodes }
      }
      try {
        const forOne = await count(1)
        const forPage = await count(50)
        expect(forPage.nodes).toBeGreaterThan(5)
        expect(forPage.fewest).toBe(forOne.fewest)
        expect(forOne.fewest).toBeLessThanOrEqual(3)
      } finally {
        db.query = original
      }
    })
  })
}
