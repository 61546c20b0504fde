/**
 * The case pair answered as database-written text (src/server/graphql/text-operations.ts) gives
 * the same bytes as GraphQL's own execution of the same operation: on the demo cases and on a
 * case with the awkward values (quotes, backslashes, control characters and other scripts in
 * names, upper-case types, damaged PDFs, key documents, extractions in every state, documents in
 * the trash and attached to tasks), on both backends.
 */
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { CaseServer } from '../../../src/server/index'
import { TEXT_OPERATIONS } from '../../../src/server/graphql/text-operations'
import {
  CaseDocumentManagerDocument,
  CaseDocumentManagerDocumentsDocument,
} from '../../../src/shared/graphql/operations.generated'
import { BACKENDS, startSeededServer } from '../helpers'
import { CASE_1, ROLES, startTeamFixture, type TeamFixture } from '../auth/team-fixture'

const TOKEN = 'launch-secret-for-tests'
const CASE_QUERY = print(CaseDocumentManagerDocument)
const DOCUMENTS_QUERY = print(CaseDocumentManagerDocumentsDocument)

/** The same operation spelled so that it is not the app's: GraphQL executes it. */
const throughGraphQL = (query: string) =>
  query
    .replace('case(id: $id)', '$& @include(if: true)')
    .replace('totalCount', '$& @include(if: true)')

async function post(server: CaseServer, query: string, variables: unknown): Promise<string> {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query, variables }),
  })
  // The two requests may fall on either side of a signed URL's expiry step.
  return (await res.text()).replace(/exp=\d+&sig=[0-9a-f]{64}/g, 'exp=…&sig=…')
}

/** The text path's answer, checked to be the text path's, and GraphQL's answer. */
async function bothAnswers(server: CaseServer, query: string, variables: unknown) {
  const op = TEXT_OPERATIONS.get(query)!
  const spy = vi.spyOn(op, 'data')
  let text: string
  try {
    text = await post(server, query, variables)
    expect(spy).toHaveBeenCalledTimes(1)
    expect(await spy.mock.results[0]!.value).not.toBeNull()
  } finally {
    spy.mockRestore()
  }
  const executed = await post(server, throughGraphQL(query), variables)
  return { text, executed }
}

const AWKWARD_CASE = `
  INSERT INTO lenders (id, name, features) VALUES ('odd-lender', 'Bank "Ünïcødé" \\ 銀行', '[{"key":"a","enabled":true},{"key":"b"}]');
  INSERT INTO asset_types (id, name) VALUES ('odd-at', E'Type\\twith tab');
  INSERT INTO product_types (id, name) VALUES ('odd-pt', 'Product 🚗');
  INSERT INTO categories (id, type, name, support_extraction) VALUES ('odd-cat', 'documentField', E'Cat\\u2028"x"', true);
  INSERT INTO cases (id, ref, title, lender_id, status) VALUES ('odd', NULL, E'Title \\x01 "q" \\\\', 'odd-lender', 'approved');
  INSERT INTO insurance_contacts (id, case_id, name, email) VALUES ('odd-c1', 'odd', 'Zoë', NULL), ('odd-c2', 'odd', 'Adam', 'a@x');
  INSERT INTO assets (id, case_id, display_name, asset_type_id) VALUES ('odd-a1', 'odd', E'Haus\\n2', 'odd-at'), ('odd-a2', 'odd', 'Empty', 'odd-at');
  INSERT INTO policies (id, case_id, policy_number, product_type_id, status) VALUES ('odd-p1', 'odd', NULL, 'odd-pt', 'lapsed'), ('odd-p2', 'odd', '№ 5', 'odd-pt', 'active');
  INSERT INTO policy_versions (id, policy_id, term, policy_begin_date, policy_end_date, created_at) VALUES
    ('odd-v1', 'odd-p1', NULL, NULL, NULL, now() - interval '2 days'),
    ('odd-v2', 'odd-p1', '6 months', '2031-02-03', '2031-08-03', now() - interval '1 day'),
    ('odd-v3', 'odd-p2', '12 months', '2024-01-01', NULL, now());
  INSERT INTO documents (id, case_id, name, file_ext, file_type, size, direct_upload_key, category_id,
                         policy_version_id, task_id, created_by, created_at, extraction_status,
                         extraction_progress, extraction_started_at, extraction_error, deleted_at, class_name)
  VALUES
    ('odd-d1', 'odd', E'Quote " and \\\\ back.PDF', 'PDF', 'APPLICATION/PDF', 123456789012, 'odd/d1_file.pdf', 'odd-cat', 'odd-v2', NULL, 'local-user', now() - interval '5 min', 'done', 100, now(), NULL, NULL, 'Case'),
    ('odd-d2', 'odd', E'Ctrl \\x1f \\u00e9.pdf', 'pdf', 'application/pdf', 0, 'odd/d2.pdf', NULL, 'odd-v2', NULL, NULL, now() - interval '4 min', 'running', 40, now(), NULL, NULL, 'Case'),
    ('odd-d3', 'odd', 'Broken.pdf', 'pdf', 'application/pdf', 7, 'odd/d3.pdf', NULL, NULL, NULL, 'local-user', now() - interval '3 min', 'failed', NULL, now(), 'It "failed"', NULL, 'Other'),
    ('odd-d4', 'odd', 'Sheet.xlsx', 'xlsx', 'application/vnd.ms-excel', 9, 'odd/d4.xlsx', NULL, NULL, NULL, 'local-user', now() - interval '2 min', 'queued', NULL, NULL, 'stale error', NULL, 'Case'),
    ('odd-d5', 'odd', 'Trash.pdf', 'pdf', 'application/pdf', 1, 'odd/d5.pdf', NULL, 'odd-v3', NULL, NULL, now(), NULL, NULL, NULL, NULL, now(), 'Case'),
    ('odd-d6', 'odd', 'Task.pdf', 'pdf', 'application/pdf', 1, 'odd/d6.pdf', NULL, NULL, 'task-9', NULL, now(), NULL, NULL, NULL, NULL, NULL, 'Case');
  UPDATE policy_versions SET key_document_id = 'odd-d1' WHERE id IN ('odd-v2', 'odd-v3');
  INSERT INTO document_associations (document_id, entity_id, entity_type) VALUES
    ('odd-d1', 'odd-p1', 'policy'), ('odd-d1', 'odd-a1', 'asset'), ('odd-d2', 'odd-p2', 'policy'),
    ('odd-d3', 'odd', 'loan'), ('odd-d5', 'odd-a1', 'asset'), ('odd-d6', 'odd-a1', 'asset');
  INSERT INTO extraction_jobs (id, document_id, state, result) VALUES ('odd-j1', 'odd-d1', 'done', '{"fields":[{"f":1}]}');
  INSERT INTO document_versions (id, document_id, number, object_key, file_name, file_ext, file_type)
    VALUES ('odd-dv2', 'odd-d1', 3, 'odd/d1_file.pdf', 'x.pdf', 'pdf', 'application/pdf');
  UPDATE document_text_index SET state = 'done', file_problem = 'encrypted' WHERE document_id = 'odd-d2';
  UPDATE document_text_index SET state = 'done', file_problem = 'broken' WHERE document_id = 'odd-d3';
  UPDATE document_text_index SET state = 'done' WHERE document_id LIKE 'odd-%';
`

/** Waits until the demo's files are read and no extraction runs: nothing changes meanwhile. */
async function settled(server: CaseServer): Promise<void> {
  for (;;) {
    const [row] = await server.services.db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM document_text_index WHERE state IN ('queued', 'running'))::int
            + (SELECT count(*) FROM extraction_jobs WHERE state IN ('queued', 'running'))::int AS n`,
    )
    if (row!.n === 0) return
    await new Promise((r) => setTimeout(r, 200))
  }
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`the case pair as text (${backend.name})`, () => {
    let server: CaseServer
    let stop: () => Promise<void>
    let caseIds: string[]

    beforeAll(async () => {
      ;({ server, stop } = await startSeededServer(backend))
      await server.services.db.exec(AWKWARD_CASE)
      await settled(server)
      const rows = await server.services.db.query<{ id: string }>('SELECT id FROM cases')
      caseIds = [...rows.map((r) => r.id), 'no-such-case']
    }, 60_000)
    afterAll(() => stop())

    it('answers CaseDocumentManager with the bytes GraphQL writes', async () => {
      for (const id of caseIds) {
        const { text, executed } = await bothAnswers(server, CASE_QUERY, { id })
        expect(text, id).toBe(executed)
      }
    })

    it('answers CaseDocumentManagerDocuments with the bytes GraphQL writes, any page', async () => {
      const pages = [{}, { limit: 2, offset: 1 }, { limit: 0 }, { limit: null, offset: null }]
      for (const id of caseIds) {
        for (const page of pages) {
          const { text, executed } = await bothAnswers(server, DOCUMENTS_QUERY, { id, ...page })
          expect(text, `${id} ${JSON.stringify(page)}`).toBe(executed)
        }
      }
    })

    it('leaves to GraphQL what it does not take as it is (and its errors)', async () => {
      for (const variables of [{ id: 'odd', limit: -1 }, { id: 'odd', limit: 1.5 }, { id: 7 }]) {
        const text = await post(server, DOCUMENTS_QUERY, variables)
        expect(text).toBe(await post(server, throughGraphQL(DOCUMENTS_QUERY), variables))
        if (variables.id !== 7) expect(text).toContain('"errors"')
      }
    })
  })
}

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`the case pair as text, per role (${backend.name})`, () => {
    let f: TeamFixture
    beforeAll(async () => {
      f = await startTeamFixture(backend.postgres)
    }, 60_000)
    afterAll(() => f.close())

    it("gives each role what GraphQL gives it: a member's case, null and nothing to others", async () => {
      const strip = (r: unknown) => JSON.stringify(r).replace(/exp=\d+&sig=[0-9a-f]{64}/g, '')
      const spies = [...TEXT_OPERATIONS.values()].map((op) => vi.spyOn(op, 'data'))
      for (const role of ROLES) {
        for (const query of [CASE_QUERY, DOCUMENTS_QUERY]) {
          const text = await f.call(role, query, { id: CASE_1 })
          const executed = await f.call(role, throughGraphQL(query), { id: CASE_1 })
          expect(strip(text), role).toBe(strip(executed))
        }
      }
      for (const spy of spies) {
        expect(spy).toHaveBeenCalledTimes(ROLES.length)
        for (const r of spy.mock.results) expect(await r.value).not.toBeNull()
        spy.mockRestore()
      }
      const outsider = await f.call('outsider', CASE_QUERY, { id: CASE_1 })
      expect(outsider.data).toEqual({ case: null })
      const loner = await f.call('loner', DOCUMENTS_QUERY, { id: CASE_1 })
      expect(loner.data).toEqual({ documents: { totalCount: 0, nodes: [] } })
    })
  })
}
