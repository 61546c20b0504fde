/**
 * The case server (issue 2): GraphQL for every call of spec §7, PGlite (embedded) or PostgreSQL
 * (team), a signed object store (local files or S3). `startCaseServer` is what the desktop app,
 * the CLI and every test suite start.
 */
import { createServer, type Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Authenticator, LOCAL_USER, type TeamUserInput } from './auth/authenticator'
import { openPglite, openPostgres, type Db } from './db/client'
import { migrate, SERVER_MIGRATIONS_DIR } from './db/migrate'
import { dropTemplate, prepareFromTemplate } from './db/pglite-template'
import { buildExecutableSchema, readServerSdl } from './graphql/build-schema'
import type { ServerServices } from './graphql/context'
import { GraphQLExecutor } from './graphql/executor'
import { resolvers } from './graphql/resolvers'
import { createRequestHandler } from './http/app'
import { lockDataDir } from './data-lock'
import { LocalObjectStore } from './objects/local-object-store'
import type { ObjectStore } from './objects/object-store'
import { S3ObjectStore, type S3ObjectStoreOptions } from './objects/s3-object-store'
import { seedDemo, type SeedReport } from './seed/demo'
import type { CaseServerExtension } from './extension'
import { extractionJobsExtension, type ExtractionJobsOptions } from './jobs/extension'
import { MAX_FILE_BYTES, SIGNED_URL_TTL_SECONDS } from '../shared/constants'

export type { AuthUser, TeamUserInput } from './auth/authenticator'
export type { ServerServices } from './graphql/context'
export type { ObjectStore } from './objects/object-store'
export type { Db, Queryable } from './db/client'
export type { ResolverMap } from './graphql/build-schema'
export type { CaseServerExtension } from './extension'

export type CaseServerOptions = {
  /** TCP port; 0 (default) picks a free one. */
  readonly port?: number
  /** Interface to bind; default 127.0.0.1 (issue 2: embedded binds loopback only). */
  readonly host?: string
  /** Data folder: PGlite in `<dataDir>/pglite`, local objects in `<dataDir>/objects`. */
  readonly dataDir: string
  /** PostgreSQL URL (team); without it the server uses PGlite in the data folder. */
  readonly databaseUrl?: string
  /**
   * The per-launch secret (`Authorization: Bearer <token>`), acting as the local user.
   * Embedded mode generates one when omitted (read it from the handle). In team mode it is
   * optional and acts as an operator token.
   */
  readonly token?: string
  /** Team mode: users log in with the `login` mutation and get expiring bearer tokens. */
  readonly team?: boolean
  /** Team users to create or update at start (same email: name, password, flag replaced). */
  readonly users?: readonly TeamUserInput[]
  /** Lifetime of login tokens; default 12 hours. */
  readonly tokenTtlSeconds?: number
  /** Seeds the demo data once per database (idempotent). */
  readonly seed?: 'demo'
  /** Object store; default local files under `<dataDir>/objects`. */
  readonly objectStore?:
    { readonly kind: 'local' } | ({ readonly kind: 's3' } & S3ObjectStoreOptions)
  /** Origin used in signed local object URLs; default `http://<host>:<port>`. */
  readonly publicUrl?: string
  /** Largest object a signed PUT accepts; default 2 GiB. */
  readonly maxObjectBytes?: number
  /** Largest GraphQL request body; default 1 MiB. */
  readonly maxGraphQLBodyBytes?: number
  /** PostgreSQL pool size; default 10. */
  readonly poolSize?: number
  /**
   * Start a new PGlite data folder as a copy of a migrated template kept in the OS temp folder
   * (built once per machine and migration set); default true. Saves initdb's seconds.
   */
  readonly pgliteTemplate?: boolean
  /** Parts plugged into the server (see CaseServerExtension). */
  readonly extensions?: readonly CaseServerExtension[]
  /**
   * Extraction jobs (issue 5): `{ worker: false }` runs no embedded worker (team servers with
   * `npm run worker` processes); `workerOptions` tunes it (lease, polling, isolation). Default:
   * an embedded worker.
   */
  readonly extraction?: ExtractionJobsOptions
}

export type CaseServer = {
  /** Origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  /** `<url>/graphql`. */
  readonly graphqlUrl: string
  readonly port: number
  readonly host: string
  /** The launch secret to send as `Authorization: Bearer <token>` (null in team mode without one). */
  readonly token: string | null
  readonly mode: 'embedded' | 'team'
  readonly services: ServerServices
  /** Migrations applied by this start (empty on a restart). */
  readonly migrationsApplied: readonly string[]
  /** What the demo seed did, when `seed: 'demo'` was given. */
  readonly seed: SeedReport | null
  /** Milliseconds from the call to listening. */
  readonly startupMs: number
  /** Stops accepting requests, lets running ones finish, closes the database. Idempotent. */
  close(): Promise<void>
}

/** Opens PGlite in `dir`, starting a fresh folder from the migrated template when allowed. */
async function openPgliteDataDir(
  dir: string,
  migrationDirs: readonly string[],
  useTemplate: boolean,
): Promise<Db> {
  if (!useTemplate || !(await prepareFromTemplate(dir, migrationDirs))) return openPglite(dir)
  try {
    return await openPglite(dir)
  } catch (err) {
    // A template that does not open (say, from another PGlite version): start from scratch.
    console.error('case server: PGlite template did not open, creating the database', err)
    dropTemplate(migrationDirs)
    rmSync(dir, { recursive: true, force: true })
    return openPglite(dir)
  }
}

async function serverSecret(db: Db): Promise<string> {
  await db.query(
    `INSERT INTO server_settings (key, value) VALUES ('secret', $1) ON CONFLICT (key) DO NOTHING`,
    [randomBytes(32).toString('hex')],
  )
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM server_settings WHERE key = 'secret'",
  )
  return rows[0]!.value
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolvePromise(server.address() as AddressInfo)
    })
  })
}

/**
 * Starts the case server: opens and migrates the database, seeds when asked, and listens.
 * Resolves once it accepts requests; `close()` shuts it down cleanly.
 */
export async function startCaseServer(options: CaseServerOptions): Promise<CaseServer> {
  const t0 = performance.now()
  const host = options.host ?? '127.0.0.1'
  const team = options.team === true
  const token = options.token ?? (team ? null : randomBytes(24).toString('base64url'))
  const dataDir = resolve(options.dataDir)
  // Issue 5: the extraction jobs and form data are always part of the API; the embedded worker
  // follows `options.extraction` (on by default).
  const extensions = [extractionJobsExtension(options.extraction), ...(options.extensions ?? [])]

  const migrationDirs = [
    SERVER_MIGRATIONS_DIR,
    ...extensions.flatMap((e) => (e.migrationsDir ? [e.migrationsDir] : [])),
  ]
  const unlock = options.databaseUrl ? () => undefined : lockDataDir(dataDir)
  let db: Db
  try {
    db = options.databaseUrl
      ? await openPostgres(options.databaseUrl, options.poolSize)
      : await openPgliteDataDir(
          join(dataDir, 'pglite'),
          migrationDirs,
          options.pgliteTemplate !== false,
        )
  } catch (err) {
    unlock()
    throw err
  }
  const cleanups: (() => Promise<void> | void)[] = [() => db.close(), unlock]
  const runCleanups = async () => {
    for (const c of cleanups.splice(0)) await c()
  }
  try {
    const migrationsApplied = await migrate(db, migrationDirs)
    const secret = await serverSecret(db)
    const objects: ObjectStore =
      options.objectStore?.kind === 's3'
        ? new S3ObjectStore(options.objectStore)
        : new LocalObjectStore({
            root: join(dataDir, 'objects'),
            secret,
            maxObjectBytes: options.maxObjectBytes ?? MAX_FILE_BYTES,
          })
    const auth = new Authenticator(db, {
      ...(token ? { token } : {}),
      team,
      tokenTtlSeconds: options.tokenTtlSeconds ?? 12 * 3600,
    })
    await auth.ensureLocalUser()
    for (const u of options.users ?? []) await auth.upsertUser(u)

    const signGet =
      objects instanceof LocalObjectStore
        ? (key: string, type: string) => objects.signGetSync(key, type, SIGNED_URL_TTL_SECONDS)
        : (key: string, type: string) => objects.signGet(key, type, SIGNED_URL_TTL_SECONDS)
    const services: ServerServices = {
      db,
      objects,
      auth,
      signGet,
      secret,
      documentsCreated: (ids, user) => {
        for (const e of extensions) {
          try {
            e.onDocumentsCreated?.(ids, user, services)
          } catch (err) {
            console.error(`extension ${e.name}: onDocumentsCreated failed`, err)
          }
        }
      },
    }

    const seed = options.seed === 'demo' ? await seedDemo(db, objects) : null

    for (const e of extensions) {
      await e.start?.(services)
      if (e.close) cleanups.unshift(e.close)
    }

    const schema = buildExecutableSchema(
      [readServerSdl(), ...extensions.flatMap((e) => (e.typeDefs ? [e.typeDefs] : []))],
      [resolvers, ...extensions.flatMap((e) => (e.resolvers ? [e.resolvers] : []))],
    )
    const executor = new GraphQLExecutor(schema)
    const server = createServer(
      { keepAliveTimeout: 5_000, requestTimeout: 0 },
      createRequestHandler({
        executor,
        services,
        maxGraphQLBodyBytes: options.maxGraphQLBodyBytes ?? 1024 ** 2,
      }),
    )
    const address = await listen(server, options.port ?? 0, host)
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
    const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : shownHost}:${address.port}`
    if (objects instanceof LocalObjectStore) objects.setBaseUrl(options.publicUrl ?? url)

    let closing: Promise<void> | null = null
    const close = () =>
      (closing ??= (async () => {
        await new Promise<void>((done) => {
          const force = setTimeout(() => server.closeAllConnections(), 2_000)
          force.unref()
          server.close(() => {
            clearTimeout(force)
            done()
          })
          server.closeIdleConnections()
        })
        await runCleanups()
      })())

    return {
      url,
      graphqlUrl: `${url}/graphql`,
      port: address.port,
      host,
      token,
      mode: team ? 'team' : 'embedded',
      services,
      migrationsApplied,
      seed,
      startupMs: performance.now() - t0,
      close,
    }
  } catch (err) {
    await runCleanups()
    throw err
  }
}

export { LOCAL_USER }
