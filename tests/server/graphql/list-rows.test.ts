/**
 * The list-row limit (paging.limit counted): the rule in-process against the product's own
 * operations and crafted queries, and over real HTTP on PGlite and PostgreSQL the largest query
 * it allows (ten aliases of a thousand documents with signed URLs) answered within bounded
 * memory, one alias more refused; and variables nested too deep refused with a 400, not a 500.
 */
import { parse, print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { listRows, listRowsProblem } from '../../../src/server/graphql/list-rows'
import { DEFAULT_QUERY_LIMITS } from '../../../src/server/graphql/query-limits'
import * as operations from '../../../src/shared/graphql/operations.generated'
import { BACKENDS, startSeededServer } from '../helpers'
import { rawGql } from '../auth/team-fixture'

const MAX = DEFAULT_QUERY_LIMITS.maxListRows
const DOCS = `documents(filter: { classId: { eq: "demo-case-1" } }, paging: { limit: 1000 }) {
  nodes { id name signed size category { name } associations { entityId } } }`
const aliased = (n: number) =>
  `query { ${Array.from({ length: n }, (_, i) => `a${i}: ${DOCS}`).join('\n')} }`

describe('the list-row count', () => {
  it('counts paging.limit from literals and variables, nested lists multiplied', () => {
    expect(listRows(parse(aliased(10)), {})).toBe(10_000)
    expect(listRows(parse('query { cases(paging: { limit: 7 }) { nodes { id } } }'), {})).toBe(7)
    const byVariable = parse(
      'query Q($p: PagingInput, $n: Int) { a: cases(paging: $p) { totalCount } b: assets(paging: { limit: $n }) { totalCount } }',
    )
    expect(listRows(byVariable, { p: { limit: 300 }, n: 20 })).toBe(320)
    // Absent: a list's default; above the page size: the page size the lists enforce.
    expect(listRows(byVariable, {})).toBe(200)
    expect(listRows(byVariable, { p: { limit: 1e9 } })).toBe(1_100)
    const nested = parse(
      'query { cases(paging: { limit: 10 }) { nodes { documents(paging: { limit: 50 }) { nodes { id } } } } }',
    )
    expect(listRows(nested, {})).toBe(10 * (1 + 50))
    const viaFragment = parse(
      'query { ...F } fragment F on Query { cases(paging: { limit: 40 }) { nodes { id } } }',
    )
    expect(listRows(viaFragment, {})).toBe(40)
  })

  it('lets every operation of the product through with room to spare', () => {
    const docs = Object.entries(operations).filter(([name]) => name.endsWith('Document'))
    for (const [name, doc] of docs) {
      expect(listRows(parse(print(doc as never)), {}), name).toBeLessThanOrEqual(MAX / 2)
    }
  })

  it('says what to change when a request asks for too much', () => {
    expect(listRowsProblem(parse(aliased(10)), {}, MAX)).toBeNull()
    expect(listRowsProblem(parse(aliased(11)), {}, MAX)).toBe(
      'Query refused: it asks for up to 11000 list rows (paging.limit counted), more than 10000. Ask for less in one request.',
    )
  })
})

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`the largest allowed query on ${title}`, () => {
    let server: CaseServer
    let stop: (() => Promise<void>) | undefined
    const call = (query: string, variables?: Record<string, unknown>) =>
      rawGql(server.graphqlUrl, server.token, query, variables)

    beforeAll(async () => {
      ;({ server, stop } = await startSeededServer(backend))
      // A thousand documents in the case, copies of a demo document.
      const q = server.services.db
      const columns = (
        await q.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
            WHERE table_name = 'documents' AND table_schema = current_schema()`,
        )
      ).map((c) => c.column_name)
      const value = (c: string) =>
        c === 'id'
          ? `'bulk-' || g`
          : c === 'direct_upload_key'
            ? `d.direct_upload_key || '-' || g`
            : c === 'upload_attempt'
              ? 'NULL'
              : `d.${c}`
      await q.query(
        `INSERT INTO documents (${columns.join(', ')})
         SELECT ${columns.map(value).join(', ')}
           FROM generate_series(1, 1000) AS g, documents d
          WHERE d.id = 'demo-doc-ho3-declarations'`,
      )
    })
    afterAll(async () => stop?.())

    it('answers ten aliases of a thousand signed documents, and refuses an eleventh', async () => {
      const rss = process.memoryUsage().rss
      const r = await call(aliased(10))
      expect(r.status, JSON.stringify(r.errors)).toBe(200)
      for (let i = 0; i < 10; i++) {
        const nodes = (r.data![`a${i}`] as { nodes: { signed: string | null }[] }).nodes
        expect(nodes.length).toBe(1000)
        expect(nodes.every((n) => typeof n.signed === 'string')).toBe(true)
      }
      expect(process.memoryUsage().rss - rss).toBeLessThan(512 * 1024 ** 2)
      expect((await fetch(`${server.url}/health`)).status).toBe(200)

      const more = await call(aliased(11))
      expect(more.status).toBe(400)
      expect(more.data ?? null).toBeNull()
      expect(more.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
      expect(more.errors?.[0]?.message).toMatch(/^Query refused: it asks for up to 11000 list rows/)
      // The same through variables.
      const q = `query Q($p: PagingInput) { ${Array.from({ length: 11 }, (_, i) => `a${i}: documents(filter: {}, paging: $p) { totalCount }`).join(' ')} }`
      const big = await call(q, { p: { limit: 1000 } })
      expect(big.status).toBe(400)
      expect(big.errors?.[0]?.message).toMatch(/^Query refused: it asks for up to 11000 list rows/)
      const small = await call(q, { p: { limit: 10 } })
      expect(small.status, JSON.stringify(small.errors)).toBe(200)
    })

    it('refuses variables nested too deep with a 400', async () => {
      // Written by hand: JSON.stringify itself overflows at this depth.
      const n = 20_000
      const v = `${'{"a":'.repeat(n)}"leaf"${'}'.repeat(n)}`
      const query =
        'mutation S($v: JSON!) { saveFormData(input: { entityType: policy, entityId: "demo-policy-ho3", values: $v }) { caseId } }'
      const res = await fetch(server.graphqlUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          // A request error is a 400 under the GraphQL over HTTP media type (200 under JSON).
          accept: 'application/graphql-response+json',
          authorization: `Bearer ${server.token}`,
        },
        body: `{"query":${JSON.stringify(query)},"variables":{"v":${v}}}`,
      })
      const r = {
        status: res.status,
        ...((await res.json()) as { errors?: { message: string }[] }),
      }
      expect(r.status).toBe(400)
      expect(r.errors?.[0]?.message).toMatch(
        /^Variables refused: variables\.v(\.a)+ is nested more than 64 levels deep$/,
      )
      expect((await call('query { me { id } }')).status).toBe(200)
    })
  })
}
