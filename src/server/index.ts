/**
 * The case server: GraphQL for every call of docs/rules.md#calls, PGlite (embedded) or PostgreSQL
 * (team), a signed object store (local files or S3). `startCaseServer` is what the desktop app,
 * the CLI and every test suite start.
 */
import { createServer, type Server } from 'node:http'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { Authenticator, type TeamUserInput } from './auth/authenticator'
import type { LoginLimits } from './auth/login-limiter'
import { openPostgres, type Db } from './db/client'
import { migrate, SERVER_MIGRATIONS_DIR } from './db/migrate'
import { openPgliteDataDir, type OpenedDataDir } from './db/pglite-data-dir'
import { buildExecutableSchema, readServerSdl } from './graphql/build-schema'
import type { ServerServices } from './graphql/context'
import { GraphQLExecutor } from './graphql/executor'
import { DEFAULT_QUERY_LIMITS, type QueryLimits } from './graphql/query-limits'
import { resolvers } from './graphql/resolvers'
import { createRequestHandler } from './http/app'
import { parseTrustedProxies } from './http/client-address'
import { lockDataDir } from './data-lock'
import { LocalObjectStore } from './objects/local-object-store'
import type { ObjectStore } from './objects/object-store'
import type { S3ObjectStoreOptions } from './objects/s3-object-store'
import { seedDemo, type SeedReport } from './seed/demo'
import type { CaseServerExtension } from './extension'
import { extractionJobsExtension, type ExtractionJobsOptions } from './jobs/extension'
import { lifecycleExtension } from './lifecycle/extension'
import { versionsExtension } from './versions/extension'
import { MAX_FILE_BYTES, SIGNED_URL_TTL_SECONDS } from '../shared/constants'
import { createPutGate } from './domain/upload-gate'
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './domain/upload-signing'
import { startOrphanSweeps } from './domain/orphan-sweep'

export type { TeamUserInput } from './auth/authenticator'
export type { ServerServices } from './graphql/context'
export type { Db } from './db/client'
export type { CaseServerExtension } from './extension'

/**
 * Timeouts of the HTTP server, in milliseconds, against slow clients holding connections
 * (slowloris): headers must arrive within 20 s, a GraphQL body within 30 s, a connection idle
 * for 60 s is closed, and a whole request (a 2 GiB upload on a slow line) may take an hour.
 */
export const HTTP_TIMEOUTS = {
  headersTimeout: 20_000,
  /** How often node looks for connections past headersTimeout/requestTimeout (default 30 s). */
  connectionsCheckingInterval: 2_000,
  requestTimeout: 3_600_000,
  keepAliveTimeout: 5_000,
  bodyTimeout: 30_000,
  idleTimeout: 60_000,
}

/** Team mode's per-user quota when none is given: stored plus in-flight bytes (50 GiB). */
export const TEAM_USER_QUOTA_BYTES = 50 * 1024 ** 3

/** Bytes of a request body buffered per connection before its socket is paused. */
const REQUEST_BODY_HIGH_WATER_MARK = 2 * 1024 * 1024

export type CaseServerOptions = {
  /** TCP port; 0 (default) picks a free one. */
  readonly port?: number
  /**
   * Interface to bind; default 127.0.0.1 (the embedded server is reachable from this machine only).
   */
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
  /** Failed logins allowed per account and address, and the lockouts' backoff. */
  readonly loginLimits?: LoginLimits
  /**
   * Reverse proxies (addresses and CIDR ranges, comma-separated) whose X-Forwarded-For names the
   * client whose login attempts are counted (http/client-address.ts); default none.
   */
  readonly trustProxy?: string
  /** Seeds the demo data once per database (idempotent). */
  readonly seed?: 'demo'
  /**
   * Seed after listening instead of before (the desktop app and `npm run server`: the server
   * answers /health at once; GraphQL requests wait until the seed is done). Default false.
   */
  readonly seedAfterListen?: boolean
  /** Object store; default local files under `<dataDir>/objects`. */
  readonly objectStore?:
    { readonly kind: 'local' } | ({ readonly kind: 's3' } & S3ObjectStoreOptions)
  /** Origin used in signed local object URLs; default `http://<host>:<port>`. */
  readonly publicUrl?: string
  /** Largest file an upload may carry (signing, PUT, registration); default MAX_FILE_BYTES. */
  readonly maxFileBytes?: number
  /**
   * Bytes one user may store plus have in flight; null for none. Default: TEAM_USER_QUOTA_BYTES
   * in team mode, none for the embedded desktop user (it is their own disk).
   */
  readonly userQuotaBytes?: number | null
  /**
   * How long an unregistered upload, or an object no document references, is kept before the
   * orphan sweep removes it; default 24 hours.
   */
  readonly orphanGraceSeconds?: number
  /** How often the orphan sweep runs (first run right after start); 0 = never. Default hourly. */
  readonly sweepIntervalSeconds?: number
  /**
   * How long the search indexer may spend reading one file before it gives it up (a damaged
   * PDF: broken); default FILE_READ_TIME_LIMIT_MS.
   */
  readonly fileReadTimeLimitMs?: number
  /** Largest GraphQL request body; default 1 MiB. */
  readonly maxGraphQLBodyBytes?: number
  /** Limits of one GraphQL request (tokens, aliases, depth, cost, response size). */
  readonly queryLimits?: Partial<QueryLimits>
  /** HTTP timeouts against slow clients (defaults in HTTP_TIMEOUTS). */
  readonly httpTimeouts?: Partial<typeof HTTP_TIMEOUTS>
  /** PostgreSQL pool size; default 10. */
  readonly poolSize?: number
  /**
   * Where a new PGlite data folder comes from: a path to the template shipped with the app
   * (made by `npm run build:template`), `true` (default) a migrated template cached in the OS
   * temp folder (built once per machine and migration set), `false` initdb. Saves initdb's
   * seconds.
   */
  readonly pgliteTemplate?: boolean | string
  /** Parts plugged into the server (see CaseServerExtension). */
  readonly extensions?: readonly CaseServerExtension[]
  /**
   * Extraction jobs: `{ worker: false }` runs no embedded worker (team servers with
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
  /** What the demo seed did, when `seed: 'demo'` was given (null while it runs after listen). */
  readonly seed: SeedReport | null
  /** Resolves once the demo seed is done (at once without one). */
  readonly seeded: Promise<SeedReport | null>
  /** How the PGlite folder was opened (null on PostgreSQL). */
  readonly dataDir: { readonly created: OpenedDataDir['created'] } | null
  /** Things the user should know about this start (a database folder set aside). */
  readonly notices: readonly string[]
  /** Milliseconds from the call to listening. */
  readonly startupMs: number
  /** Stops accepting requests, lets running ones finish, closes the database. Idempotent. */
  close(): Promise<void>
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
  // Hex, not base64url: a token starting with '-' is refused as `--token <value>` by the CLI.
  const token = options.token ?? (team ? null : randomBytes(24).toString('hex'))
  const dataDir = resolve(options.dataDir)
  // The extraction jobs and form data are always part of the API; the embedded worker
  // follows `options.extraction` (on by default).
  const extensions = [
    extractionJobsExtension(options.extraction),
    lifecycleExtension({
      purgeIntervalSeconds: options.sweepIntervalSeconds ?? 3600,
      ...(options.fileReadTimeLimitMs !== undefined
        ? { fileReadTimeLimitMs: options.fileReadTimeLimitMs }
        : {}),
    }),
    versionsExtension(),
    ...(options.extensions ?? []),
  ]

  const migrationDirs = [
    SERVER_MIGRATIONS_DIR,
    ...extensions.flatMap((e) => (e.migrationsDir ? [e.migrationsDir] : [])),
  ]
  const unlock = options.databaseUrl ? () => undefined : lockDataDir(dataDir)
  let db: Db
  let opened: OpenedDataDir | null = null
  try {
    if (options.databaseUrl) {
      // One more connection than asked: it stays subscribed to the auth changes (watchChanges).
      db = await openPostgres(options.databaseUrl, (options.poolSize ?? 10) + 1)
    } else {
      opened = await openPgliteDataDir(join(dataDir, 'pglite'), {
        migrationDirs,
        template: options.pgliteTemplate ?? true,
      })
      db = opened.db
    }
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
    const uploadLimits: UploadLimits = {
      maxFileBytes: options.maxFileBytes ?? MAX_FILE_BYTES,
      userQuotaBytes:
        options.userQuotaBytes !== undefined
          ? options.userQuotaBytes
          : team
            ? TEAM_USER_QUOTA_BYTES
            : DEFAULT_UPLOAD_LIMITS.userQuotaBytes,
      orphanGraceSeconds: options.orphanGraceSeconds ?? DEFAULT_UPLOAD_LIMITS.orphanGraceSeconds,
    }
    // The S3 client (the AWS SDK, a large module) loads only for a server that uses it.
    const objects: ObjectStore =
      options.objectStore?.kind === 's3'
        ? new (await import('./objects/s3-object-store')).S3ObjectStore(options.objectStore)
        : new LocalObjectStore({
            root: join(dataDir, 'objects'),
            secret,
            maxObjectBytes: uploadLimits.maxFileBytes,
          })
    if (objects instanceof LocalObjectStore) {
      // Partial PUTs of a server that stopped mid-upload: nothing can be writing them now.
      const cleaned = await objects.cleanTemp()
      if (cleaned.files > 0) {
        console.error(
          `case server: removed ${cleaned.files} partial upload(s), ${cleaned.bytes} bytes, from ${join(objects.root, '.tmp')}`,
        )
      }
      // The gate's statements go ahead of queued reads: a PUT never starves behind GraphQL.
      objects.setPutGate(createPutGate(db.urgent, uploadLimits))
    }
    const auth = new Authenticator(db, {
      ...(token ? { token } : {}),
      team,
      tokenTtlSeconds: options.tokenTtlSeconds ?? 12 * 3600,
      ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    })
    await auth.ensureLocalUser()
    cleanups.unshift(await auth.watchChanges())

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
      uploadLimits,
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

    // The demo seed writes files and rows for ~0.5 s: after listening when asked (GraphQL waits
    // for it, /health and the window do not). Users come after it: they may be made members of
    // its cases.
    const runSeed = async () => {
      const report = options.seed === 'demo' ? await seedDemo(db, objects) : null
      for (const u of options.users ?? []) await auth.upsertUser(u)
      return report
    }
    const seedLater = options.seedAfterListen === true && options.seed === 'demo'
    const seed = seedLater ? null : await runSeed()

    for (const e of extensions) {
      await e.start?.(services)
      if (e.close) cleanups.unshift(e.close)
    }

    const schema = buildExecutableSchema(
      [readServerSdl(), ...extensions.flatMap((e) => (e.typeDefs ? [e.typeDefs] : []))],
      [resolvers, ...extensions.flatMap((e) => (e.resolvers ? [e.resolvers] : []))],
    )
    const limits = { ...DEFAULT_QUERY_LIMITS, ...options.queryLimits }
    const executor = new GraphQLExecutor(schema, limits)
    const timeouts = { ...HTTP_TIMEOUTS, ...options.httpTimeouts }
    const server = createServer(
      {
        headersTimeout: timeouts.headersTimeout,
        requestTimeout: timeouts.requestTimeout,
        keepAliveTimeout: timeouts.keepAliveTimeout,
        connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
        // A PUT body is read from its socket between other work: up to 2 MiB per turn of the event
        // loop (the default 16 KiB pauses the socket after one 64 KiB read), so an upload keeps its
        // pace while GraphQL requests are served.
        highWaterMark: REQUEST_BODY_HIGH_WATER_MARK,
      },
      createRequestHandler({
        executor,
        services,
        maxGraphQLBodyBytes: options.maxGraphQLBodyBytes ?? 1024 ** 2,
        maxResponseBytes: limits.maxResponseBytes,
        bodyTimeoutMs: timeouts.bodyTimeout,
        ready: () => seeded,
        ...(options.trustProxy ? { trustedProxies: parseTrustedProxies(options.trustProxy) } : {}),
      }),
    )
    let seeded: Promise<SeedReport | null> = Promise.resolve(seed)
    // A connection that sends nothing for this long is closed (slow-drip uploads included).
    server.setTimeout(timeouts.idleTimeout)
    const address = await listen(server, options.port ?? 0, host)
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
    const url = `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : shownHost}:${address.port}`
    if (objects instanceof LocalObjectStore) objects.setBaseUrl(options.publicUrl ?? url)
    if (seedLater) {
      seeded = runSeed().catch((err: unknown) => {
        console.error('case server: the demo seed failed', err)
        return null
      })
    }
    // The sweep starts once the seed's files are registered: before, they belong to no document.
    let stopSweeps: () => Promise<void> = async () => undefined
    let closed = false
    void seeded.then(() => {
      if (closed) return
      stopSweeps = startOrphanSweeps(
        db,
        objects,
        uploadLimits.orphanGraceSeconds,
        options.sweepIntervalSeconds ?? 3600,
      )
    })
    cleanups.unshift(async () => {
      closed = true
      await seeded
      await stopSweeps()
    })

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
      seeded,
      dataDir: opened ? { created: opened.created } : null,
      notices: opened?.notices ?? [],
      startupMs: performance.now() - t0,
      close,
    }
  } catch (err) {
    await runCleanups()
    throw err
  }
}
