/**
 * `npm run server -- --port <p> --data <dir> [--database-url <url>] [--token <secret>]
 *  [--seed demo] [--host <h>] [--team] [--token-ttl <seconds>] [--public-url <origin>]
 *  [--s3-endpoint <url>] [--s3-bucket <name>] [--s3-region <r>] [--s3-prefix <p>] [--no-worker]
 *  [--user-quota-bytes <n>] [--orphan-grace-seconds <n>] [--sweep-interval-seconds <n>]
 *  [--trust-proxy <address or CIDR>[,…]]` (the reverse proxies whose X-Forwarded-For names the
 *  client whose login attempts are counted)
 * `npm run server -- add-user --data <dir> [--database-url <url>] --email <e> --name <n>
 *  [--admin] [--reviewer] [--case <id or ref>]…` (password from the CASE_SERVER_PASSWORD
 *  environment variable or stdin; an existing email gets the new name, password and roles, and
 *  its sessions are revoked)
 * `npm run server -- grant|revoke --data <dir> [--database-url <url>] --email <e>
 *  [--admin] [--reviewer] [--case <id or ref>]…` (roles and case memberships)
 *
 * Prints exactly one line, `listening on http://127.0.0.1:<p>/graphql`, and closes cleanly on
 * SIGTERM/SIGINT. Embedded mode without `--token` writes a generated token to
 * `<data>/server-token` (mode 600) instead of printing it.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { passwordProblem } from './auth/authenticator'
import { describeUser, grant, revoke, saveUser } from './auth/user-admin'
import { openPostgres } from './db/client'
import { migrate, SERVER_MIGRATIONS_DIR } from './db/migrate'
import { openPgliteDataDir } from './db/pglite-data-dir'
import { numberOption, parseCommandLine, UsageError } from './command-line'
import { writeFileDurableSync } from './durable-file'
import { parseTrustedProxies } from './http/client-address'
import { startCaseServer, type CaseServerOptions } from './index'

const USAGE =
  'usage: npm run server -- --port <p> --data <dir> [--database-url <url>] [--token <secret>] [--seed demo] [--host <h>] [--team] [--s3-endpoint <url> --s3-bucket <name>] [--no-worker] [--user-quota-bytes <n>] [--orphan-grace-seconds <n>] [--sweep-interval-seconds <n>] [--trust-proxy <address or CIDR>[,…]]\n' +
  '       npm run server -- add-user --data <dir> [--database-url <url>] --email <e> --name <n> [--admin] [--reviewer] [--case <id or ref>]…\n' +
  '       npm run server -- grant|revoke --data <dir> [--database-url <url>] --email <e> [--admin] [--reviewer] [--case <id or ref>]…'

/** A usage error: the program prints it with USAGE and exits 2. */
function fail(message: string): never {
  throw new UsageError(message)
}

/** Parses a command's options; these commands take no positional arguments. */
function commandOptions<const O extends Parameters<typeof parseCommandLine>[1]>(
  argv: string[],
  o: O,
) {
  const parsed = parseCommandLine(argv, o)
  if (parsed.positionals.length > 0) fail(`Unexpected argument ${parsed.positionals[0]}`)
  return parsed.values
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of process.stdin as AsyncIterable<Buffer>) chunks.push(c)
  return Buffer.concat(chunks).toString('utf8').trim()
}

const USER_OPTIONS = {
  data: { type: 'string' },
  'database-url': { type: 'string' },
  email: { type: 'string' },
  admin: { type: 'boolean', default: false },
  reviewer: { type: 'boolean', default: false },
  case: { type: 'string', multiple: true, default: [] as string[] },
} as const

/** Opens and migrates the database a user command names. */
async function openForUsers(values: { data?: string; 'database-url'?: string }) {
  if (!values.data && !values['database-url']) fail('give --data <dir> or --database-url <url>')
  if (values.data) mkdirSync(values.data, { recursive: true })
  const db = values['database-url']
    ? await openPostgres(values['database-url'])
    : (
        await openPgliteDataDir(join(values.data!, 'pglite'), {
          migrationDirs: [SERVER_MIGRATIONS_DIR],
          template: templateSetting(),
        })
      ).db
  await migrate(db, [SERVER_MIGRATIONS_DIR])
  return db
}

async function addUser(argv: string[]): Promise<void> {
  const values = commandOptions(argv, { ...USER_OPTIONS, name: { type: 'string' } })
  if (!values.email || !values.name) fail('add-user needs --email and --name')
  const password = process.env.CASE_SERVER_PASSWORD ?? (await readStdin())
  const problem = passwordProblem(password)
  if (problem) fail(problem)
  const db = await openForUsers(values)
  try {
    const u = await saveUser(db, {
      email: values.email,
      fullName: values.name,
      password,
      reviewer: values.reviewer,
      administrator: values.admin,
      cases: values.case,
    })
    console.log(`user ${u.email} (${u.id}) saved: ${await describeUser(db, u.id)}`)
  } finally {
    await db.close()
  }
}

/** `grant` / `revoke`: roles and case memberships of an existing user. */
async function changeRoles(command: 'grant' | 'revoke', argv: string[]): Promise<void> {
  const values = commandOptions(argv, USER_OPTIONS)
  if (!values.email) fail(`${command} needs --email`)
  if (!values.admin && !values.reviewer && values.case.length === 0) {
    fail(`${command} needs --admin, --reviewer or --case <id or ref>`)
  }
  const db = await openForUsers(values)
  try {
    const change = { cases: values.case, reviewer: values.reviewer, administrator: values.admin }
    const id = await (command === 'grant' ? grant : revoke)(db, values.email, change)
    console.log(await describeUser(db, id))
  } finally {
    await db.close()
  }
}

/** The shipped PGlite template (`CASE_SERVER_PGLITE_TEMPLATE`), else the OS temp cache. */
function templateSetting(): string | true {
  return process.env.CASE_SERVER_PGLITE_TEMPLATE || true
}

async function serve(argv: string[]): Promise<void> {
  const values = commandOptions(argv, {
    port: { type: 'string', default: '0' },
    host: { type: 'string' },
    data: { type: 'string' },
    'database-url': { type: 'string' },
    token: { type: 'string' },
    seed: { type: 'string' },
    team: { type: 'boolean', default: false },
    'token-ttl': { type: 'string' },
    'public-url': { type: 'string' },
    's3-endpoint': { type: 'string' },
    's3-bucket': { type: 'string' },
    's3-region': { type: 'string' },
    's3-prefix': { type: 'string' },
    // A team server whose extraction runs in `npm run worker` processes.
    'no-worker': { type: 'boolean', default: false },
    'user-quota-bytes': { type: 'string' },
    'orphan-grace-seconds': { type: 'string' },
    'sweep-interval-seconds': { type: 'string' },
    'trust-proxy': { type: 'string' },
  })
  const port = numberOption(values.port, 'port', { integer: true, min: 0, max: 65535 })!
  if (!values.data) fail('--data <dir> is required')
  if (values.seed != null && values.seed !== 'demo') fail(`unknown --seed ${values.seed}`)
  if (values['s3-endpoint'] && !values['s3-bucket']) fail('--s3-endpoint needs --s3-bucket')
  const count = (flag: 'user-quota-bytes' | 'orphan-grace-seconds' | 'sweep-interval-seconds') =>
    numberOption(values[flag], flag, { integer: true, min: 0, max: Number.MAX_SAFE_INTEGER })
  const trustProxy = values['trust-proxy']
  if (trustProxy !== undefined) {
    try {
      parseTrustedProxies(trustProxy)
    } catch (e) {
      fail((e as Error).message)
    }
  }
  const tokenTtl = numberOption(values['token-ttl'], 'token-ttl', { integer: true, min: 1 })
  const quota = count('user-quota-bytes')
  const grace = count('orphan-grace-seconds')
  const sweepEvery = count('sweep-interval-seconds')
  const options: CaseServerOptions = {
    port,
    dataDir: values.data,
    team: values.team,
    ...(values.host ? { host: values.host } : {}),
    ...(values['database-url'] ? { databaseUrl: values['database-url'] } : {}),
    ...(values.token ? { token: values.token } : {}),
    ...(values.seed === 'demo' ? { seed: 'demo' as const, seedAfterListen: true } : {}),
    pgliteTemplate: templateSetting(),
    ...(tokenTtl != null ? { tokenTtlSeconds: tokenTtl } : {}),
    ...(trustProxy !== undefined ? { trustProxy } : {}),
    ...(values['public-url'] ? { publicUrl: values['public-url'] } : {}),
    ...(values['no-worker'] ? { extraction: { worker: false } } : {}),
    ...(quota != null ? { userQuotaBytes: quota } : {}),
    ...(grace != null ? { orphanGraceSeconds: grace } : {}),
    ...(sweepEvery != null ? { sweepIntervalSeconds: sweepEvery } : {}),
    ...(values['s3-bucket']
      ? {
          objectStore: {
            kind: 's3' as const,
            bucket: values['s3-bucket'],
            ...(values['s3-endpoint'] ? { endpoint: values['s3-endpoint'] } : {}),
            ...(values['s3-region'] ? { region: values['s3-region'] } : {}),
            ...(values['s3-prefix'] ? { prefix: values['s3-prefix'] } : {}),
          },
        }
      : {}),
  }
  const server = await startCaseServer(options)
  if (!values.token && server.token) {
    writeFileDurableSync(join(values.data, 'server-token'), `${server.token}\n`, { mode: 0o600 })
  }
  console.log(`listening on ${server.graphqlUrl}`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('case server: error while closing', err)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

const [first, ...rest] = process.argv.slice(2)
const run =
  first === 'add-user'
    ? addUser(rest)
    : first === 'grant' || first === 'revoke'
      ? changeRoles(first, rest)
      : serve(process.argv.slice(2))
run.catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n${USAGE}`)
    process.exit(2)
  }
  console.error(`case server: ${(err as Error).message}`)
  process.exit(1)
})
