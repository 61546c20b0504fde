/**
 * What a team user might try against another case, each refused, on PGlite and PostgreSQL: probing
 * ids, reading another case's documents and their signed URLs, smuggling another case's document
 * or policy through one's own case id (as a link, a policy version or the policy context of an
 * edit), registering into a foreign case in a mixed batch, saving a
 * form without the reviewer role; and memberships and roles taking effect at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant, revoke } from '../../../src/server/auth/user-admin'
import { openPostgres, type Db } from '../../../src/server/db/client'
import { BACKENDS } from '../helpers'
import {
  CASE_1,
  CASE_2,
  emailOf,
  startTeamFixture,
  uploadAs,
  type GqlResult,
  type TeamFixture,
} from './team-fixture'

const DOC_1 = 'demo-doc-ho3-declarations'
const DOC_2 = 'demo-doc-cp-declarations'
const message = (r: GqlResult) => r.errors?.[0]?.message
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`attacks on another case on ${title}`, () => {
    let f: TeamFixture
    beforeAll(async () => {
      f = await startTeamFixture(backend.postgres)
    })
    afterAll(async () => f?.close())

    it('answers a foreign id exactly like a missing one (no existence leak)', async () => {
      const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
        [
          'mutation D($id: ID!) { deleteDocument(input: { id: $id }) { id } }',
          { id: DOC_1 },
          { id: 'no-such-doc' },
        ],
        [
          'mutation T($id: ID!) { triggerExtraction(id: $id) { id } }',
          { id: DOC_1 },
          { id: 'no-such-doc' },
        ],
        [
          'query F($id: ID!) { formData(entityType: asset, entityId: $id) { caseId } }',
          { id: 'demo-asset-harbor' },
          { id: 'no-such-asset' },
        ],
        [
          'query S($id: ID!) { documentExtractionStatus(classId: $id) { id } }',
          { id: CASE_1 },
          { id: 'no-such-case' },
        ],
      ]
      for (const [query, foreign, missing] of pairs) {
        const a = await f.call('outsider', query, foreign)
        const b = await f.call('outsider', query, missing)
        expect(code(a)).toBe('NOT_FOUND')
        expect(code(b)).toBe('NOT_FOUND')
        const id = (v: Record<string, unknown>) => String(Object.values(v)[0])
        expect(message(a)!.replace(id(foreign), '<id>')).toBe(
          message(b)!.replace(id(missing), '<id>'),
        )
      }
    })

    it('hands out no document, and no signed URL, of a case the user is not a member of', async () => {
      const byId = await f.call(
        'outsider',
        'query D($id: ID!) { documents(filter: { id: { eq: $id } }) { totalCount nodes { signed } } }',
        { id: DOC_1 },
      )
      expect(byId.data?.documents).toEqual({ totalCount: 0, nodes: [] })
      const byCase = await f.call(
        'outsider',
        'query D($c: ID!) { documents(filter: { classId: { eq: $c } }) { totalCount } }',
        { c: CASE_1 },
      )
      expect(byCase.data?.documents).toEqual({ totalCount: 0 })
      const own = await f.call(
        'outsider',
        'query D($id: ID!) { documents(filter: { id: { eq: $id } }) { nodes { signed } } }',
        { id: DOC_2 },
      )
      const url = (own.data?.documents as { nodes: { signed: string }[] }).nodes[0]!.signed
      expect((await fetch(url)).status).toBe(200)
    })

    it("refuses another case's document or policy smuggled through one's own case id", async () => {
      const rename = await f.call(
        'outsider',
        'mutation U($input: UpdateDocumentInput!) { updateDocument(input: $input) { id } }',
        { input: { id: DOC_1, caseId: CASE_2, update: { name: 'mine.pdf' } } },
      )
      expect(code(rename)).toBe('NOT_FOUND')
      const link = await f.call(
        'outsider',
        'mutation U($input: UpdateManyDocumentsInput!) { updateManyDocuments(input: $input) { updatedCount } }',
        {
          input: {
            ids: [DOC_2],
            caseId: CASE_2,
            update: { associations: [{ entityId: 'demo-policy-ho3', entityType: 'policy' }] },
          },
        },
      )
      expect(message(link)).toBe(`No policy demo-policy-ho3 in case ${CASE_2}`)
      const [row] = await f.server.services.db.query<{ name: string }>(
        'SELECT name FROM documents WHERE id = $1',
        [DOC_1],
      )
      expect(row!.name).not.toBe('mine.pdf')
    })

    it("refuses another case's policy version or policy context on one's own documents", async () => {
      const update = (input: Record<string, unknown>, many = false) =>
        f.call(
          'reviewer',
          many
            ? 'mutation U($input: UpdateManyDocumentsInput!) { updateManyDocuments(input: $input) { updatedCount } }'
            : 'mutation U($input: UpdateDocumentInput!) { updateDocument(input: $input) { id } }',
          { input },
        )
      const version = await update({
        id: DOC_1,
        caseId: CASE_1,
        update: { policyVersionId: 'demo-pv-cp-current' },
      })
      expect(message(version)).toMatch(/demo-pv-cp-current/)
      expect(version.data?.updateDocument ?? null).toBeNull()
      const versions = await update(
        { ids: [DOC_1], caseId: CASE_1, update: { policyVersionId: 'demo-pv-cp-current' } },
        true,
      )
      expect(message(versions)).toMatch(/demo-pv-cp-current/)
      const context = await update({
        id: DOC_1,
        caseId: CASE_1,
        policyId: 'demo-policy-cp',
        update: { name: 'renamed from a foreign policy.pdf' },
      })
      expect(message(context)).toBe(`No policy demo-policy-cp in case ${CASE_1}`)
      const contexts = await update(
        { ids: [DOC_1], caseId: CASE_1, policyId: 'demo-policy-cp', update: { category: null } },
        true,
      )
      expect(message(contexts)).toBe(`No policy demo-policy-cp in case ${CASE_1}`)
      const [row] = await f.server.services.db.query<{ name: string; v: string | null }>(
        'SELECT name, policy_version_id AS v FROM documents WHERE id = $1',
        [DOC_1],
      )
      expect(row!.name).not.toBe('renamed from a foreign policy.pdf')
      expect(row!.v).not.toBe('demo-pv-cp-current')
    })

    it('signs no upload for a user who is a member of no case', async () => {
      const r = await f.call(
        'loner',
        'query { signS3Uploads(input: { docs: [{ fileName: "a.csv", fileType: "text/csv", size: 2 }] }) { signedUrl } }',
      )
      expect(code(r)).toBe('FORBIDDEN')
      expect(message(r)).toBe('You are not a member of any case: ask an administrator')
      expect(r.data?.signS3Uploads ?? null).toBeNull()
    })

    it('registers nothing of a batch that names a foreign case', async () => {
      const before = await f.server.services.db.query('SELECT id FROM documents')
      const signed = await f.call(
        'outsider',
        `query { signS3Uploads(input: { docs: [{ fileName: "a.csv", fileType: "text/csv" }, { fileName: "b.csv", fileType: "text/csv" }] }) { signedUrl directUploadKey } }`,
      )
      const [a, b] = signed.data!.signS3Uploads as { signedUrl: string; directUploadKey: string }[]
      for (const s of [a!, b!]) {
        await fetch(s.signedUrl, {
          method: 'PUT',
          headers: { 'content-type': 'text/csv' },
          body: 'x\n',
        })
      }
      const doc = (classId: string, s: { directUploadKey: string }, name: string) => ({
        classId,
        fileName: name,
        fileType: 'text/csv',
        directUploadKey: s.directUploadKey,
      })
      const r = await f.call(
        'outsider',
        'mutation C($input: CreateManyDocumentsInput!) { createManyDocuments(input: $input) { id } }',
        { input: { documents: [doc(CASE_2, a!, 'a.csv'), doc(CASE_1, b!, 'b.csv')] } },
      )
      expect(message(r)).toBe(`Case ${CASE_1} not found`)
      expect(await f.server.services.db.query('SELECT id FROM documents')).toHaveLength(
        before.length,
      )
      // Signing for a named foreign case is refused up front.
      const foreign = await f.call(
        'outsider',
        `query S($c: ID!) { signS3Uploads(input: { caseId: $c, docs: [{ fileName: "a.csv", fileType: "text/csv" }] }) { signedUrl } }`,
        { c: CASE_1 },
      )
      expect(code(foreign)).toBe('NOT_FOUND')
    })

    it('lets only reviewers save forms, and says so', async () => {
      const save = `mutation S($id: ID!) { saveFormData(input: { entityType: asset, entityId: $id, values: { accepted: true } }) { caseId } }`
      const processor = await f.call('processor', save, { id: 'demo-asset-harbor' })
      expect(code(processor)).toBe('FORBIDDEN')
      expect(message(processor)).toBe(
        'Only a reviewer may do this: ask an administrator for the reviewer role',
      )
      const [form] = await f.server.services.db.query(
        "SELECT 1 FROM form_data WHERE entity_id = 'demo-asset-harbor'",
      )
      expect(form).toBeUndefined()
      expect(code(await f.call('reviewer', save, { id: 'demo-asset-harbor' }))).toBeUndefined()
    })

    it('drops cached sessions at once when another process changes roles or passwords', async () => {
      // On PostgreSQL the change comes through a connection of its own, as from `npm run server
      // -- revoke`; the server hears of it by NOTIFY. The outsider's session is cached meanwhile.
      const other: Db = f.databaseUrl ? await openPostgres(f.databaseUrl, 1) : f.server.services.db
      try {
        const seeCase1 = async () =>
          (await f.call('outsider', 'query { case(id: "demo-case-1") { id } }')).data?.case ?? null
        expect(await seeCase1()).toBeNull()
        await grant(other, emailOf('outsider'), { administrator: true })
        await expect.poll(seeCase1, { timeout: 2_000, interval: 50 }).toEqual({ id: CASE_1 })
        await revoke(other, emailOf('outsider'), { administrator: true })
        await expect.poll(seeCase1, { timeout: 2_000, interval: 50 }).toBeNull()
      } finally {
        if (other !== f.server.services.db) await other.close()
      }
    })

    it('applies grants and revocations of memberships at once, and of the reviewer role', async () => {
      const db = f.server.services.db
      const read = () =>
        f.call('processor', 'query C($id: ID!) { case(id: $id) { id } }', { id: CASE_2 })
      expect((await read()).data?.case).toBeNull()
      await grant(db, emailOf('processor'), { cases: ['LN-2025-0002'] })
      expect((await read()).data?.case).toEqual({ id: CASE_2 })
      await revoke(db, emailOf('processor'), { cases: [CASE_2] })
      expect((await read()).data?.case).toBeNull()
      // A document uploaded by a member stays in the case when the member leaves it.
      const id = await uploadAs(f, 'processor', CASE_1, 'kept.pdf')
      await revoke(db, emailOf('processor'), { cases: [CASE_1] })
      expect(
        code(
          await f.call(
            'processor',
            'mutation D($id: ID!) { deleteDocument(input: { id: $id }) { id } }',
            { id },
          ),
        ),
      ).toBe('NOT_FOUND')
      await grant(db, emailOf('processor'), { cases: [CASE_1] })
      // The reviewer role, revoked while the reviewer's session is cached, stops saving at once.
      const save = `mutation S { saveFormData(input: { entityType: asset, entityId: "demo-asset-bayshore", values: {} }) { caseId } }`
      expect(code(await f.call('reviewer', save))).toBeUndefined()
      await revoke(db, emailOf('reviewer'), { reviewer: true })
      expect(code(await f.call('reviewer', save))).toBe('FORBIDDEN')
      await grant(db, emailOf('reviewer'), { reviewer: true })
      expect(code(await f.call('reviewer', save))).toBeUndefined()
    })
  })
}
