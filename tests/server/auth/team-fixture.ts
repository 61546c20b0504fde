/**
 * A team server with the demo data and one user per role, logged in over real HTTP: the
 * authorisation suites call it as each of them.
 *
 *   admin     administrator (not a reviewer): every case
 *   reviewer  reviewer, member of demo-case-1
 *   processor member of demo-case-1
 *   outsider  reviewer, member of demo-case-2 only: a non-member of demo-case-1
 *   loner     member of no case at all
 *   adminReviewer  administrator and reviewer: may do what either may
 */
import { startCaseServer, type CaseServer, type CaseServerOptions } from '../../../src/server/index'
import { tempDir, throwawayDatabase, TEST_DATABASE_URL } from '../helpers'

export const CASE_1 = 'demo-case-1'
export const CASE_2 = 'demo-case-2'

export const ROLES = [
  'admin',
  'reviewer',
  'processor',
  'outsider',
  'loner',
  'adminReviewer',
] as const
export type Role = (typeof ROLES)[number]

const PASSWORD = 'long enough password'

const USERS = {
  admin: { administrator: true, reviewer: false, cases: [] },
  reviewer: { administrator: false, reviewer: true, cases: [CASE_1] },
  processor: { administrator: false, reviewer: false, cases: [CASE_1] },
  outsider: { administrator: false, reviewer: true, cases: [CASE_2] },
  loner: { administrator: false, reviewer: false, cases: [] },
  adminReviewer: { administrator: true, reviewer: true, cases: [] },
} as const satisfies Record<Role, { administrator: boolean; reviewer: boolean; cases: string[] }>

export const emailOf = (role: Role) => `${role.toLowerCase()}@example.com`

export type GqlResult = {
  status: number
  data?: Record<string, unknown> | null
  errors?: { message: string; extensions?: { code?: string } }[]
}

export type TeamFixture = {
  readonly server: CaseServer
  readonly tokens: Record<Role, string>
  readonly password: string
  /** The PostgreSQL database of the server (null on PGlite). */
  readonly databaseUrl: string | null
  /** A new session of a role (its token). */
  login(role: Role): Promise<string>
  /** Sends a GraphQL request as a role (null: no credentials). */
  call(role: Role | null, query: string, variables?: Record<string, unknown>): Promise<GqlResult>
  close(): Promise<void>
}

/** Sends a GraphQL request with an optional bearer token. */
export async function rawGql(
  url: string,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GqlResult> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The GraphQL over HTTP media type: a request error is a 400 (application/json: a 200).
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  return { status: res.status, ...((await res.json()) as Omit<GqlResult, 'status'>) }
}

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`

/** Starts the team server on PGlite or on a throwaway PostgreSQL database and logs everyone in. */
export async function startTeamFixture(
  postgres: boolean,
  extra: Partial<CaseServerOptions> = {},
): Promise<TeamFixture> {
  const tmp = tempDir('cdm-authz')
  const db = postgres ? await throwawayDatabase(TEST_DATABASE_URL!) : null
  const server = await startCaseServer({
    dataDir: tmp.dir,
    team: true,
    seed: 'demo',
    sweepIntervalSeconds: 0,
    extraction: { worker: false },
    users: ROLES.map((role) => ({
      fullName: `The ${role}`,
      email: emailOf(role),
      password: PASSWORD,
      ...USERS[role],
    })),
    ...(db ? { databaseUrl: db.url } : {}),
    ...extra,
  })
  const login = async (role: Role) => {
    const r = await rawGql(server.graphqlUrl, null, LOGIN, {
      email: emailOf(role),
      password: PASSWORD,
    })
    const l = r.data?.login as { token: string } | undefined
    if (!l) throw new Error(`login of ${role} failed: ${JSON.stringify(r.errors)}`)
    return l.token
  }
  const tokens = {} as Record<Role, string>
  for (const role of ROLES) tokens[role] = await login(role)
  return {
    server,
    tokens,
    password: PASSWORD,
    databaseUrl: db?.url ?? null,
    login,
    call: (role, query, variables) =>
      rawGql(server.graphqlUrl, role ? tokens[role] : null, query, variables),
    async close() {
      await server.close()
      await db?.drop()
      await tmp.remove()
    },
  }
}

/** Signs, PUTs and registers a small PDF into a case as a role; returns the document id. */
export async function uploadAs(f: TeamFixture, role: Role, caseId: string, name: string) {
  const body = Buffer.from(`%PDF-1.4\n% ${name} ${Math.random()}\ntrailer <<>>\n%%EOF\n`)
  const signed = await f.call(
    role,
    `query Sign($input: SignS3UploadsInput!) { signS3Uploads(input: $input) { signedUrl directUploadKey } }`,
    {
      input: { caseId, docs: [{ fileName: name, fileType: 'application/pdf', size: body.length }] },
    },
  )
  const s = (signed.data?.signS3Uploads as { signedUrl: string; directUploadKey: string }[])?.[0]
  if (!s) throw new Error(`sign as ${role}: ${JSON.stringify(signed.errors)}`)
  const put = await fetch(s.signedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body,
  })
  if (!put.ok) throw new Error(`PUT ${put.status}`)
  const r = await f.call(
    role,
    `mutation Create($input: CreateManyDocumentsInput!) { createManyDocuments(input: $input) { id } }`,
    {
      input: {
        documents: [
          {
            classId: caseId,
            fileName: name,
            fileType: 'application/pdf',
            directUploadKey: s.directUploadKey,
          },
        ],
      },
    },
  )
  const created = (r.data?.createManyDocuments as { id: string }[] | undefined)?.[0]
  if (!created) throw new Error(`register as ${role}: ${JSON.stringify(r.errors)}`)
  return created.id
}
