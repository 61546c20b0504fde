/**
 * Every root field of the schema, called as each role and as a non-member of the case, on PGlite
 * and PostgreSQL. The table must name every field the schema has (read by introspection): a new
 * query or mutation without a row — and so without a decided authorisation — fails the suite.
 * Two more users are called with outcomes derived from a row: one who is a member of no case
 * (as the outsider: nothing of the case) and an administrator who is also a reviewer (allowed
 * what either role is allowed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKENDS } from '../helpers'
import {
  CASE_1,
  CASE_2,
  emailOf,
  rawGql,
  ROLES,
  startTeamFixture,
  uploadAs,
  type GqlResult,
  type Role,
  type TeamFixture,
} from './team-fixture'

type Outcome = 'ok' | 'NOT_FOUND' | 'FORBIDDEN'
/** The roles a row decides for; the others' outcomes follow from them (outcomeFor). */
type RowRole = Exclude<Role, 'loner' | 'adminReviewer'>

type FieldCase = {
  readonly query: string
  /** Variables of a call as `role`; may create a fresh target (a document to delete). */
  readonly variables: (
    f: TeamFixture,
    role: Role,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>
  readonly expect: Readonly<Record<RowRole, Outcome>>
  /** What an 'ok' answer may show this role (lists: only the cases it may see). */
  readonly check?: (data: Record<string, unknown>, role: Role) => void
  /** Called with a new session of the role (the call ends sessions). */
  readonly asFreshSession?: boolean
}

const EVERYONE: Record<RowRole, Outcome> = {
  admin: 'ok',
  reviewer: 'ok',
  processor: 'ok',
  outsider: 'ok',
}
/** Read or change a case: its members and administrators. */
const MEMBERS: Record<RowRole, Outcome> = { ...EVERYONE, outsider: 'NOT_FOUND' }
/** Review: reviewers among its members (an administrator needs the reviewer role too). */
const REVIEWERS: Record<RowRole, Outcome> = {
  admin: 'FORBIDDEN',
  reviewer: 'ok',
  processor: 'FORBIDDEN',
  outsider: 'NOT_FOUND',
}

const DECLARATIONS = 'demo-doc-ho3-declarations'
const POLICY = 'demo-policy-ho3'

/** A role's outcome: from the row, or derived for the member of no case and the admin reviewer. */
function outcomeFor(c: FieldCase, role: Role): Outcome {
  if (role === 'loner') return c.expect.outsider
  if (role === 'adminReviewer') {
    return c.expect.admin === 'ok' || c.expect.reviewer === 'ok' ? 'ok' : c.expect.admin
  }
  return c.expect[role]
}

/** Case ids a list answer shows, for `nodes { caseId }` or `nodes { classId }` or `nodes { id }`. */
function casesShown(list: unknown, key: 'caseId' | 'classId' | 'id'): Set<string> {
  const nodes = (list as { nodes: Record<string, string>[] }).nodes
  return new Set(nodes.map((n) => n[key]!))
}

/** Lists show members only their cases; administrators every case. */
function onlyVisibleCases(field: string, key: 'caseId' | 'classId' | 'id') {
  return (data: Record<string, unknown>, role: Role) => {
    const shown = casesShown(data[field], key)
    if (role === 'loner') {
      expect([...shown], `${field} as a member of no case`).toEqual([])
      return
    }
    expect(shown.size, `${field} as ${role} shows something`).toBeGreaterThan(0)
    if (role === 'admin' || role === 'adminReviewer') {
      expect([...shown].sort()).toEqual([CASE_1, CASE_2])
    } else expect([...shown]).toEqual([role === 'outsider' ? CASE_2 : CASE_1])
  }
}

/** Signs (as a member of any case) and PUTs a small CSV; its directUploadKey. */
async function putAs(f: TeamFixture, role: Role, text: string): Promise<string> {
  // The member of no case may sign nothing: it offers an administrator's upload.
  const signed = await f.call(
    role === 'loner' ? 'admin' : role,
    'query { signS3Uploads(input: { docs: [{ fileName: "v.csv", fileType: "text/csv" }] }) { signedUrl directUploadKey } }',
  )
  const s = (signed.data!.signS3Uploads as { signedUrl: string; directUploadKey: string }[])[0]!
  await fetch(s.signedUrl, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: text })
  return s.directUploadKey
}

/** A fresh document of case 1 with a second file version; the ids of it and its version 1. */
async function documentWithTwoVersions(f: TeamFixture, name: string) {
  const id = await uploadAs(f, 'admin', CASE_1, name)
  const upload = await putAs(f, 'admin', `a,b\n${name}\n`)
  await f.call(
    'admin',
    `mutation A($input: AddDocumentVersionInput!) { addDocumentVersion(input: $input) { id } }`,
    { input: { id, fileName: 'v2.csv', fileType: 'text/csv', directUploadKey: upload } },
  )
  const r = await f.call(
    'admin',
    'query V($c: ID!, $id: ID!) { documents(filter: { classId: { eq: $c }, id: { eq: $id } }) { nodes { versions { id number } } } }',
    { c: CASE_1, id },
  )
  const [doc] = (r.data!.documents as { nodes: { versions: { id: string; number: number }[] }[] })
    .nodes
  return { id, versionId: doc!.versions.find((v) => v.number === 1)!.id }
}

const ROOT_FIELDS: Readonly<Record<string, FieldCase>> = {
  'Query.me': {
    query: 'query { me { email reviewer administrator } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: (data, role) => expect((data.me as { email: string }).email).toBe(emailOf(role)),
  },
  'Query.uploadLimits': {
    query: 'query { uploadLimits { maxFileBytes maxFilesPerUpload } }',
    variables: () => ({}),
    expect: EVERYONE,
  },
  'Query.categories': {
    query: 'query { categories { totalCount } }',
    variables: () => ({}),
    expect: EVERYONE,
  },
  'Query.cases': {
    query: 'query { cases { nodes { id } } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: onlyVisibleCases('cases', 'id'),
  },
  'Query.case': {
    query: 'query Case($id: ID!) { case(id: $id) { id } }',
    variables: () => ({ id: CASE_1 }),
    expect: EVERYONE,
    // A non-member sees the same as for a case that does not exist: null.
    check: (data, role) =>
      expect(data.case).toEqual(role === 'outsider' || role === 'loner' ? null : { id: CASE_1 }),
  },
  'Query.assets': {
    query: 'query { assets(paging: { limit: 1000 }) { nodes { caseId } } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: onlyVisibleCases('assets', 'caseId'),
  },
  'Query.policies': {
    query: 'query { policies(paging: { limit: 1000 }) { nodes { caseId } } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: onlyVisibleCases('policies', 'caseId'),
  },
  'Query.documents': {
    query: 'query { documents(paging: { limit: 1000 }, filter: {}) { nodes { classId signed } } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: onlyVisibleCases('documents', 'classId'),
  },
  'Query.signS3Uploads': {
    query: `query Sign($input: SignS3UploadsInput!) { signS3Uploads(input: $input) { signedUrl } }`,
    variables: () => ({
      input: { caseId: CASE_1, docs: [{ fileName: 'a.pdf', fileType: 'application/pdf' }] },
    }),
    expect: MEMBERS,
  },
  'Query.documentExtractionStatus': {
    query: 'query S($id: ID!) { documentExtractionStatus(classId: $id) { id } }',
    variables: () => ({ id: CASE_1 }),
    expect: MEMBERS,
  },
  'Query.formData': {
    query: 'query F($id: ID!) { formData(entityType: policy, entityId: $id) { caseId } }',
    variables: () => ({ id: POLICY }),
    expect: MEMBERS,
  },
  'Mutation.login': {
    query: 'mutation L($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
    variables: (f, role) => ({ e: emailOf(role), p: f.password }),
    expect: EVERYONE,
  },
  'Mutation.logout': {
    query: 'mutation { logout }',
    // Its own session only: a fresh login per role, so the suite's tokens stay valid.
    variables: () => ({}),
    expect: EVERYONE,
    asFreshSession: true,
  },
  'Mutation.changePassword': {
    query: `mutation P($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }`,
    variables: (f) => ({ c: f.password, n: f.password }),
    expect: EVERYONE,
    asFreshSession: true,
  },
  'Mutation.createManyDocuments': {
    query: `mutation C($input: CreateManyDocumentsInput!) { createManyDocuments(input: $input) { id } }`,
    // The outsider signs an upload (allowed: member of another case) and registers it here; the
    // member of no case may sign nothing and tries an administrator's upload.
    variables: async (f, role) => {
      const signed = await f.call(
        role === 'loner' ? 'admin' : role,
        'query { signS3Uploads(input: { docs: [{ fileName: "x.csv", fileType: "text/csv" }] }) { signedUrl directUploadKey } }',
      )
      const s = (signed.data!.signS3Uploads as { signedUrl: string; directUploadKey: string }[])[0]!
      await fetch(s.signedUrl, {
        method: 'PUT',
        headers: { 'content-type': 'text/csv' },
        body: 'a\n',
      })
      const doc = { classId: CASE_1, fileName: 'x.csv', fileType: 'text/csv' }
      return { input: { documents: [{ ...doc, directUploadKey: s.directUploadKey }] } }
    },
    expect: MEMBERS,
  },
  'Mutation.updateDocument': {
    query: `mutation U($input: UpdateDocumentInput!) { updateDocument(input: $input) { id } }`,
    variables: () => ({
      input: { id: DECLARATIONS, caseId: CASE_1, update: { name: 'Declarations.pdf' } },
    }),
    expect: MEMBERS,
  },
  'Mutation.updateManyDocuments': {
    query: `mutation U($input: UpdateManyDocumentsInput!) { updateManyDocuments(input: $input) { updatedCount } }`,
    variables: () => ({
      input: { ids: [DECLARATIONS], caseId: CASE_1, update: { category: 'demo-cat-declarations' } },
    }),
    expect: MEMBERS,
  },
  'Mutation.deleteDocument': {
    query: 'mutation D($id: ID!) { deleteDocument(input: { id: $id }) { id } }',
    variables: async (f, role) => ({ id: await uploadAs(f, 'admin', CASE_1, `del-${role}.pdf`) }),
    expect: MEMBERS,
  },
  'Mutation.triggerExtraction': {
    query: 'mutation T($id: ID!) { triggerExtraction(id: $id) { id } }',
    variables: () => ({ id: DECLARATIONS }),
    expect: MEMBERS,
  },
  'Mutation.saveFormData': {
    query: `mutation S($id: ID!) { saveFormData(input: { entityType: policy, entityId: $id, values: {} }) { caseId } }`,
    variables: () => ({ id: POLICY }),
    expect: REVIEWERS,
  },
  'Query.caseHistory': {
    query: 'query H($id: ID!) { caseHistory(caseId: $id) { totalCount } }',
    variables: () => ({ id: CASE_1 }),
    expect: MEMBERS,
  },
  'Query.caseHistoryUsers': {
    query: 'query H($id: ID!) { caseHistoryUsers(caseId: $id) { id } }',
    variables: () => ({ id: CASE_1 }),
    expect: MEMBERS,
  },
  'Query.deletedDocuments': {
    query: 'query T($id: ID!) { deletedDocuments(caseId: $id) { reason } }',
    variables: () => ({ id: CASE_1 }),
    expect: MEMBERS,
  },
  'Mutation.restoreDocument': {
    query: 'mutation R($id: ID!) { restoreDocument(id: $id) { id } }',
    // A fresh document in the trash for each call.
    variables: async (f, role) => {
      const id = await uploadAs(f, 'admin', CASE_1, `restore-${role}.pdf`)
      await f.call('admin', 'mutation D($id: ID!) { deleteDocument(input: { id: $id }) { id } }', {
        id,
      })
      return { id }
    },
    expect: MEMBERS,
  },
  'Query.searchDocuments': {
    query: `query S($id: ID!) { searchDocuments(caseId: $id, query: "declarations") { totalCount nodes { document { classId } } } }`,
    variables: () => ({ id: CASE_1 }),
    expect: MEMBERS,
    // Hits only ever come from the case asked about.
    check: (data) => {
      const hits = (data.searchDocuments as { nodes: { document: { classId: string } }[] }).nodes
      expect(hits.length).toBeGreaterThan(0)
      for (const h of hits) expect(h.document.classId).toBe(CASE_1)
    },
  },
  'Mutation.mergeDocuments': {
    query: `mutation M($input: MergeDocumentsInput!) { mergeDocuments(input: $input) { classId } }`,
    // Two of the demo case's documents: a PDF and a PNG (the originals stay).
    variables: () => ({
      input: { caseId: CASE_1, documentIds: [DECLARATIONS, 'demo-doc-flood-evidence'] },
    }),
    expect: MEMBERS,
    check: (data) => expect(data.mergeDocuments).toEqual({ classId: CASE_1 }),
  },
  'Mutation.addDocumentVersion': {
    query: `mutation A($input: AddDocumentVersionInput!) { addDocumentVersion(input: $input) { currentVersion } }`,
    // The outsider signs an upload (allowed: member of another case) and offers it to case 1.
    variables: async (f, role) => ({
      input: {
        id: await uploadAs(f, 'admin', CASE_1, `version-${role}.pdf`),
        fileName: 'v2.csv',
        fileType: 'text/csv',
        directUploadKey: await putAs(f, role, `a,b\n${role}\n`),
      },
    }),
    expect: MEMBERS,
  },
  'Mutation.restoreDocumentVersion': {
    query: `mutation R($input: RestoreDocumentVersionInput!) { restoreDocumentVersion(input: $input) { currentVersion } }`,
    variables: async (f, role) => ({
      input: await documentWithTwoVersions(f, `restore-version-${role}.pdf`),
    }),
    expect: MEMBERS,
  },
  'Query.historySettings': {
    query: 'query { historySettings { trashRetentionDays canChange } }',
    variables: () => ({}),
    expect: EVERYONE,
    check: (data, role) =>
      expect((data.historySettings as { canChange: boolean }).canChange).toBe(
        role === 'admin' || role === 'adminReviewer',
      ),
  },
  'Mutation.updateHistorySettings': {
    query: `mutation H { updateHistorySettings(input: { trashRetentionDays: 30, defaultActions: ["upload"] }) { trashRetentionDays } }`,
    variables: () => ({}),
    expect: { admin: 'ok', reviewer: 'FORBIDDEN', processor: 'FORBIDDEN', outsider: 'FORBIDDEN' },
  },
  'Query.userSettings': {
    query: 'query { userSettings { rowDensity } }',
    variables: () => ({}),
    expect: EVERYONE,
  },
  'Mutation.updateUserSettings': {
    query: 'mutation U { updateUserSettings(input: { rowDensity: comfortable }) { rowDensity } }',
    variables: () => ({}),
    expect: EVERYONE,
  },
}

/** Root fields callable without credentials. */
const PUBLIC_FIELDS = new Set(['Mutation.login'])

function outcomeOf(r: GqlResult): Outcome | string {
  if (r.status === 200 && !r.errors?.length) return 'ok'
  return r.errors?.[0]?.extensions?.code ?? `HTTP ${r.status}`
}

for (const backend of BACKENDS) {
  const title = backend.skip ? `${backend.name} (skipped: ${backend.reason})` : backend.name
  describe.skipIf(backend.skip)(`authorisation of every root field on ${title}`, () => {
    let f: TeamFixture
    beforeAll(async () => {
      f = await startTeamFixture(backend.postgres)
    })
    afterAll(async () => f?.close())

    it('has a row for every root field of the schema', async () => {
      const r = await f.call(
        'admin',
        '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
      )
      const schema = r.data!.__schema as Record<string, { fields: { name: string }[] }>
      const fields = [
        ...schema.queryType!.fields.map((x) => `Query.${x.name}`),
        ...schema.mutationType!.fields.map((x) => `Mutation.${x.name}`),
      ]
      const missing = fields.filter((x) => !(x in ROOT_FIELDS))
      expect(missing, 'root fields with no authorisation row in this table').toEqual([])
      expect(Object.keys(ROOT_FIELDS).filter((x) => !fields.includes(x))).toEqual([])
    })

    for (const [field, c] of Object.entries(ROOT_FIELDS)) {
      it(`${field}: ${ROLES.map((role) => `${role} ${outcomeFor(c, role)}`).join(', ')}`, async () => {
        // The refused roles first, so a refusal is never hidden by an earlier success.
        const order = [...ROLES].sort(
          (a, b) => Number(outcomeFor(c, a) === 'ok') - Number(outcomeFor(c, b) === 'ok'),
        )
        for (const role of order) {
          const vars = await c.variables(f, role)
          const r = c.asFreshSession
            ? await rawGql(f.server.graphqlUrl, await f.login(role), c.query, vars)
            : await f.call(role, c.query, vars)
          expect(outcomeOf(r), `${field} as ${role}: ${JSON.stringify(r.errors)}`).toBe(
            outcomeFor(c, role),
          )
          // A password change ends every session of the role: the suite logs in again.
          if (c.asFreshSession) f.tokens[role] = await f.login(role)
          if (outcomeFor(c, role) === 'ok') c.check?.(r.data!, role)
          else expect(r.data?.[field.split('.')[1]!] ?? null).toBeNull()
        }
      })

      if (!PUBLIC_FIELDS.has(field)) {
        it(`${field}: refused without credentials`, async () => {
          const r = await f.call(null, c.query, await c.variables(f, 'admin'))
          expect(r.status).toBe(401)
          expect(r.data ?? null).toBeNull()
        })
      }
    }
  })
}
