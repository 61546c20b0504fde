/** Test helpers: a real GraphQL client over fetch, throwaway databases, temp folders. */
import { randomBytes } from 'node:crypto'
import { print } from 'graphql'
import type { TypedDocumentNode } from '@graphql-typed-document-node/core'
import pg from 'pg'
import { startCaseServer, type CaseServer } from '../../src/server/index'
import { tempDir } from '../helpers/temp-dir'
export { tempDir, type TempDir } from '../helpers/temp-dir'

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL

export type GqlResponse<R> = {
  status: number
  data?: R
  errors?: { message: string; extensions?: { code?: string } }[]
}

/** Sends a typed operation to a GraphQL URL with an optional bearer token. */
export async function gql<R, V>(
  url: string,
  doc: TypedDocumentNode<R, V>,
  variables: V,
  token?: string | null,
): Promise<GqlResponse<R>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The GraphQL over HTTP media type: a request error is a 400 (application/json: a 200).
      accept: 'application/graphql-response+json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query: print(doc), variables }),
  })
  const body = (await res.json()) as Omit<GqlResponse<R>, 'status'>
  return { status: res.status, ...body }
}

/** Like gql, but throws on any error and returns the data. */
export async function gqlOk<R, V>(
  url: string,
  doc: TypedDocumentNode<R, V>,
  variables: V,
  token?: string | null,
): Promise<R> {
  const r = await gql(url, doc, variables, token)
  if (r.errors?.length || !r.data) {
    throw new Error(`GraphQL failed (${r.status}): ${JSON.stringify(r.errors)}`)
  }
  return r.data
}

/** A throwaway PostgreSQL database (CREATE DATABASE t_<random>), dropped by `drop`. */
export async function throwawayDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const u = new URL(baseUrl)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/** The two database backends the suite runs on. */
export const BACKENDS = [
  { name: 'PGlite', postgres: false, skip: false, reason: '' },
  {
    name: 'PostgreSQL',
    postgres: true,
    skip: !TEST_DATABASE_URL,
    reason: 'TEST_DATABASE_URL is not set (CI sets it; see .ci/run)',
  },
] as const

/**
 * A demo-seeded case server on a backend of BACKENDS (a throwaway PostgreSQL database for the
 * PostgreSQL one), with the launch secret as token; `stop` closes it and removes what it made.
 */
export async function startSeededServer(
  backend: (typeof BACKENDS)[number],
): Promise<{ server: CaseServer; stop: () => Promise<void> }> {
  const cleanups: (() => Promise<void> | void)[] = []
  const tmp = tempDir()
  cleanups.push(tmp.remove)
  let databaseUrl: string | undefined
  if (backend.postgres) {
    const db = await throwawayDatabase(TEST_DATABASE_URL!)
    cleanups.push(db.drop)
    databaseUrl = db.url
  }
  const server = await startCaseServer({
    dataDir: tmp.dir,
    seed: 'demo',
    token: 'launch-secret-for-tests',
    ...(databaseUrl ? { databaseUrl } : {}),
  })
  return {
    server,
    stop: async () => {
      await server.close()
      for (const c of cleanups.reverse()) await c()
    },
  }
}
