/**
 * `npm run bench -- server`: the case server under load, on PGlite and on PostgreSQL (a visible
 * "skipped" row when PostgreSQL is not reachable), against two baselines measured in the same run:
 * - the floor: the fewest, fastest hand-written SQL statements returning the same data as the case
 *   pair (CaseDocumentManager + CaseDocumentManagerDocuments), one json_agg statement per operation
 *   (bench/server-floor.ts), timed through the same database driver and pool; checked equal to the
 *   server's answers before anything is timed. Goal: the server within 1.5x of it.
 * - the bare HTTP server: `GET /health` of the same server, through the same load generator.
 *
 * Figures: pairs/s and requests/s of the pair on a case of 100 documents, 50 assets and 50
 * policies (goals ≥ 500 / ≥ 1,500 pairs/s and ≥ 400 / ≥ 1,000 req/s on PGlite / PostgreSQL);
 * p99 at a fixed 200 pairs/s and at a fixed 200 req/s (goals < 50 ms / < 25 ms); the pair's
 * pairs/s and p99 at a fixed 200 pairs/s on the demo case as the app seeds it (its first case:
 * 5 documents), where an independent load test measures the same two queries; latency of each
 * operation at 100 / 1,000 / 5,000 documents (one client) and how it grows; the pair and the
 * documents list on the 5,000-document case at 1, 32 and 128 concurrent clients.
 *
 * The server and the floor run in this process; the HTTP load comes from a generator in a process
 * of its own (bench/load-generator.ts). BENCH_QUICK=1: 1 s runs and cases of 100 / 300 / 1,000
 * documents (to check that it runs, not to measure); BENCH_DURATION=<s> sets the run length;
 * BENCH_PROFILE=1 writes a CPU profile of the server during the case pair's run.
 * Writes bench/results/server.json.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { print } from 'graphql'
import pg from 'pg'
import { startCaseServer, type CaseServer, type Db } from '../src/server/index'
import {
  CaseDocumentManagerDocument,
  CaseDocumentManagerDocumentsDocument,
} from '../src/shared/graphql/operations.generated'
import { profiled } from './cpu-profile'
import { startLoadGenerator, type HttpRequestSpec, type LoadGenerator } from './load-generator'
import { closedLoop, fixedRate, type LoadResult } from './load-stats'
import { benchRow, goal, writePartResults, type BenchRow } from './report'
import { seedCase, seedReference } from './server-data'
import { CASE_FLOOR_SQL, documentsFloorParams, DOCUMENTS_FLOOR_SQL, sameData } from './server-floor'

const QUICK = process.env.BENCH_QUICK === '1'
/** BENCH_PROFILE=1: a CPU profile of this process (the server) during the case pair's run. */
const PROFILE = process.env.BENCH_PROFILE === '1'
const DURATION_MS = 1000 * Number(process.env.BENCH_DURATION ?? (QUICK ? 1 : 8))
/** Scale runs are many: each gets half the time of a headline run. */
const SCALE_MS = Math.max(1000, DURATION_MS / 2)
const TOKEN = 'bench-token'
const CLIENTS = 8
const SIZES = QUICK ? [100, 300, 1000] : [100, 1000, 5000]
const LARGE = SIZES[SIZES.length - 1]!
const CONCURRENCY = [1, 32, 128]
const caseOf = (documents: number) => `bench-${documents}`
const STANDARD = caseOf(SIZES[0]!)
/** The app's demo seed (`seed: 'demo'`): its first case is what a new user opens. */
const DEMO = 'demo-case-1'

type Op = 'case' | 'documents'
const OP_NAME: Record<Op, string> = {
  case: 'CaseDocumentManager',
  documents: 'CaseDocumentManagerDocuments',
}

function graphqlRequest(op: Op, caseId: string): HttpRequestSpec {
  const doc = op === 'case' ? CaseDocumentManagerDocument : CaseDocumentManagerDocumentsDocument
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ query: print(doc), variables: { id: caseId } }),
  }
}

/** The floor's statement of one operation, run through the server's own database. */
function floorStatement(db: Db, op: Op, caseId: string): () => Promise<string> {
  return async () => {
    const rows =
      op === 'case'
        ? await db.query<{ body: string }>(CASE_FLOOR_SQL, [caseId])
        : await db.query<{ body: string }>(DOCUMENTS_FLOOR_SQL, documentsFloorParams(caseId))
    return rows[0]!.body
  }
}

/** Stops the bench unless the server and the floor return the same data for `op`. */
async function checkSameData(server: CaseServer, op: Op, caseId: string): Promise<void> {
  const r = graphqlRequest(op, caseId)
  const res = await fetch(server.graphqlUrl, { method: 'POST', headers: r.headers, body: r.body })
  const json = (await res.json()) as { data?: unknown; errors?: unknown }
  if (json.errors || !json.data) throw new Error(`${OP_NAME[op]}: ${JSON.stringify(json.errors)}`)
  const diff = sameData(json.data, await floorStatement(server.services.db, op, caseId)())
  if (diff) throw new Error(`the floor of ${OP_NAME[op]} (${caseId}) differs: ${diff}`)
}

type Pair = { readonly server: LoadResult; readonly floor: LoadResult }

/** Runs `fn` and measures the CPU time this process spent meanwhile (user + system, ms). */
async function cpuOf<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const before = process.cpuUsage()
  const result = await fn()
  const used = process.cpuUsage(before)
  return { result, ms: (used.user + used.system) / 1000 }
}

/** The case pair on one case: throughput at CLIENTS and latency at a fixed 200 pairs/s. */
type PairFigures = {
  /** Closed loop at CLIENTS: the server's count is requests (two per pair), the floor's pairs. */
  readonly saturation: Pair
  /** Milliseconds of this process's CPU per pair in the closed loops. */
  readonly cpuPerPair: { readonly server: number; readonly floor: number }
  readonly fixed200Pairs: Pair
}

type BackendResult = PairFigures & {
  readonly backend: string
  readonly health: LoadResult
  /** The same figures on the demo case. */
  readonly demo: PairFigures
  readonly fixed200Requests: Pair
  /** Per size, per operation, one client. */
  readonly latency: { documents: number; op: Op; server: LoadResult; floor: LoadResult }[]
  /** The largest case, per concurrency: the pair and the documents list. */
  readonly concurrency: {
    clients: number
    op: Op | 'pair'
    server: LoadResult
    floor: LoadResult
  }[]
}

async function benchBackend(
  backend: string,
  gen: LoadGenerator,
  databaseUrl?: string,
): Promise<BackendResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const server = await startCaseServer({
    dataDir,
    token: TOKEN,
    seed: 'demo',
    ...(databaseUrl ? { databaseUrl, poolSize: 10 } : {}),
  })
  const db = server.services.db
  const log = (s: string) => console.log(`[${backend}] ${s}`)
  try {
    await seedReference(db)
    for (const n of SIZES) await seedCase(db, caseOf(n), { documents: n, assets: 50, policies: 50 })
    await demoIndexed(db)
    for (const caseId of [DEMO, ...SIZES.map(caseOf)]) {
      for (const op of ['case', 'documents'] as const) await checkSameData(server, op, caseId)
    }
    log(
      `seeded the demo and ${SIZES.join(' / ')} documents; the floor returns the same data as the server`,
    )

    const http = (requests: HttpRequestSpec[], clients: number, ms: number) =>
      gen.run({ url: server.graphqlUrl, requests, ms, shape: 'closed', clients })
    const httpFixed = (requests: HttpRequestSpec[], rate: number) =>
      gen.run({ url: server.graphqlUrl, requests, ms: DURATION_MS, shape: 'fixed', rate })
    const pairRequests = (caseId: string) => [
      graphqlRequest('case', caseId),
      graphqlRequest('documents', caseId),
    ]
    const floorPair = (caseId: string) => {
      const c = floorStatement(db, 'case', caseId)
      const d = floorStatement(db, 'documents', caseId)
      return async () => {
        await c()
        await d()
        return true
      }
    }
    /** The floor's statements one at a time, alternating like the server's requests. */
    const floorAlternating = (caseId: string) => {
      const ops = [floorStatement(db, 'case', caseId), floorStatement(db, 'documents', caseId)]
      return async (n: number) => {
        await ops[n % 2]!()
        return true
      }
    }

    // Warm-up of both paths (JIT, caches, plans), not counted.
    for (const caseId of [DEMO, ...SIZES.map(caseOf)]) {
      await http(pairRequests(caseId), CLIENTS, QUICK ? 300 : 1500)
    }
    await closedLoop(floorPair(STANDARD), CLIENTS, QUICK ? 300 : 1500)
    await closedLoop(floorPair(DEMO), CLIENTS, QUICK ? 300 : 1500)

    /** The pair on `caseId`: closed loop (server, then floor), then a fixed 200 pairs/s. */
    const pairFigures = async (caseId: string, profile: string): Promise<PairFigures> => {
      log(`case pair on ${caseId}, ${CLIENTS} clients: server, then floor`)
      const run = () => http(pairRequests(caseId), CLIENTS, DURATION_MS)
      const serverCpu = await cpuOf(() => (PROFILE ? profiled(profile, run) : run()))
      const floorCpu = await cpuOf(() => closedLoop(floorPair(caseId), CLIENTS, DURATION_MS))
      log(`case pair on ${caseId}, fixed 200 pairs/s (400 req/s): server, then floor`)
      return {
        saturation: { server: serverCpu.result, floor: floorCpu.result },
        // CPU time of this process per pair: on PGlite the whole database runs here, so the
        // ratio holds on a loaded machine where the throughput does not.
        cpuPerPair: {
          server: serverCpu.ms / (serverCpu.result.count / 2),
          floor: floorCpu.ms / floorCpu.result.count,
        },
        fixed200Pairs: {
          server: await httpFixed(pairRequests(caseId), 400),
          floor: await fixedRate(floorAlternating(caseId), 400, DURATION_MS),
        },
      }
    }

    log(`GET /health, ${CLIENTS} clients`)
    const health = await gen.run({
      url: `${server.url}/health`,
      requests: [{ method: 'GET', headers: {} }],
      ms: DURATION_MS,
      shape: 'closed',
      clients: CLIENTS,
    })
    const standard = await pairFigures(STANDARD, `server-${backend}`)
    const demo = await pairFigures(DEMO, `server-demo-${backend}`)
    log('fixed 200 req/s: server, then floor')
    const fixed200Requests = {
      server: await httpFixed(pairRequests(STANDARD), 200),
      floor: await fixedRate(floorAlternating(STANDARD), 200, DURATION_MS),
    }

    const latency: BackendResult['latency'] = []
    for (const n of SIZES) {
      for (const op of ['case', 'documents'] as const) {
        log(`${OP_NAME[op]} at ${n} documents, one client`)
        const statement = floorStatement(db, op, caseOf(n))
        latency.push({
          documents: n,
          op,
          server: await http([graphqlRequest(op, caseOf(n))], 1, SCALE_MS),
          floor: await closedLoop(
            async () => {
              await statement()
              return true
            },
            1,
            SCALE_MS,
          ),
        })
      }
    }

    const concurrency: BackendResult['concurrency'] = []
    const large = caseOf(LARGE)
    for (const clients of CONCURRENCY) {
      log(`${LARGE} documents at ${clients} clients: pair and documents list`)
      const docs = floorStatement(db, 'documents', large)
      concurrency.push({
        clients,
        op: 'pair',
        server: await http(pairRequests(large), clients, SCALE_MS),
        floor: await closedLoop(floorPair(large), clients, SCALE_MS),
      })
      concurrency.push({
        clients,
        op: 'documents',
        server: await http([graphqlRequest('documents', large)], clients, SCALE_MS),
        floor: await closedLoop(
          async () => {
            await docs()
            return true
          },
          clients,
          SCALE_MS,
        ),
      })
    }
    return {
      backend,
      health,
      ...standard,
      demo,
      fixed200Requests,
      latency,
      concurrency,
    }
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Waits until the search indexer has read the demo's files (real files: the seed made them), so
 * that reading them does not compete with the timed runs.
 */
async function demoIndexed(db: Db): Promise<void> {
  const deadline = Date.now() + 120_000
  for (;;) {
    const [row] = await db.query<{ waiting: number }>(
      `SELECT count(*)::int AS waiting FROM document_text_index
        WHERE state IN ('queued', 'running')`,
    )
    if (row!.waiting === 0) return
    if (Date.now() > deadline) throw new Error(`the demo's files are not indexed after 120 s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A fresh database on the PostgreSQL server, or why there is none. */
async function postgresDatabase(): Promise<
  { url: string; drop: () => Promise<void> } | { skipped: string }
> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `t_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
  } catch (err) {
    return { skipped: `not reachable at ${base}: ${(err as Error).message}` }
  } finally {
    await admin.end().catch(() => undefined)
  }
  const u = new URL(base)
  u.pathname = `/${name}`
  return {
    url: u.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

const P = 'server'
const FLOOR = 'hand-written SQL floor'

function rowsOf(r: BackendResult): BenchRow[] {
  const isPg = r.backend === 'PostgreSQL'
  const b = r.backend
  const pairs = r.saturation.server.perSecond / 2
  const rows = [
    benchRow(P, `case pair, ${b}, ${CLIENTS} clients`, pairs, 'pairs/s', {
      baseline: r.saturation.floor.perSecond,
      against: FLOOR,
      goal: goal('value', '>=', isPg ? 1500 : 500),
    }),
    // Time per pair (1 / throughput): the ratio is the server's cost over the floor's.
    benchRow(P, `case pair, ${b}: cost per pair vs the floor`, 1000 / pairs, 'ms', {
      baseline: 1000 / r.saturation.floor.perSecond,
      against: FLOOR,
      goal: goal('ratio', '<=', 1.5),
    }),
    ...(isPg
      ? []
      : [
          benchRow(P, `case pair, ${b}: CPU per pair vs the floor`, r.cpuPerPair.server, 'ms', {
            baseline: r.cpuPerPair.floor,
            against: FLOOR,
          }),
        ]),
    benchRow(P, `case pair, ${b}, ${CLIENTS} clients`, r.saturation.server.perSecond, 'req/s', {
      baseline: r.health.perSecond,
      against: 'GET /health',
      goal: goal('value', '>=', isPg ? 1000 : 400),
    }),
    benchRow(P, `case pair, ${b}: p99 at a fixed 200 pairs/s`, r.fixed200Pairs.server.p99, 'ms', {
      baseline: r.fixed200Pairs.floor.p99,
      against: FLOOR,
      goal: goal('value', '<', isPg ? 25 : 50),
    }),
    benchRow(P, `case pair, ${b}: p99 at a fixed 200 req/s`, r.fixed200Requests.server.p99, 'ms', {
      baseline: r.fixed200Requests.floor.p99,
      against: FLOOR,
      goal: goal('value', '<', isPg ? 25 : 50),
    }),
    benchRow(
      P,
      `demo case pair, ${b}, ${CLIENTS} clients`,
      r.demo.saturation.server.perSecond / 2,
      'pairs/s',
      {
        baseline: r.demo.saturation.floor.perSecond,
        against: FLOOR,
        goal: goal('value', '>=', isPg ? 1500 : 500),
      },
    ),
    benchRow(P, `demo case pair, ${b}: CPU per pair vs the floor`, r.demo.cpuPerPair.server, 'ms', {
      baseline: r.demo.cpuPerPair.floor,
      against: FLOOR,
    }),
    benchRow(
      P,
      `demo case pair, ${b}: p99 at a fixed 200 pairs/s`,
      r.demo.fixed200Pairs.server.p99,
      'ms',
      {
        baseline: r.demo.fixed200Pairs.floor.p99,
        against: FLOOR,
        goal: goal('value', '<', isPg ? 25 : 50),
      },
    ),
  ]
  for (const l of r.latency) {
    rows.push(
      benchRow(P, `${OP_NAME[l.op]}, ${b}, ${l.documents} documents: median`, l.server.p50, 'ms', {
        baseline: l.floor.p50,
        against: FLOOR,
      }),
    )
  }
  // Growth from the smallest to the largest case: below the documents' growth is sub-linear.
  const growth = LARGE / SIZES[0]!
  for (const op of ['case', 'documents'] as const) {
    const at = (n: number) => r.latency.find((l) => l.op === op && l.documents === n)!
    rows.push(
      benchRow(
        P,
        `${OP_NAME[op]}, ${b}: median growth ${SIZES[0]} → ${LARGE} documents (${growth}x)`,
        at(LARGE).server.p50 / at(SIZES[0]!).server.p50,
        'x',
        { goal: goal('value', '<', growth) },
      ),
    )
  }
  for (const c of r.concurrency) {
    const what = c.op === 'pair' ? 'case pair' : 'documents list'
    const value = c.op === 'pair' ? c.server.perSecond / 2 : c.server.perSecond
    rows.push(
      benchRow(
        P,
        `${what}, ${b}, ${LARGE} documents, ${c.clients} client${c.clients === 1 ? '' : 's'}`,
        value,
        c.op === 'pair' ? 'pairs/s' : 'req/s',
        {
          baseline: c.floor.perSecond,
          against: FLOOR,
        },
      ),
    )
  }
  return rows
}

async function main(): Promise<void> {
  const gen = startLoadGenerator()
  const results: BackendResult[] = []
  const rows: BenchRow[] = []
  try {
    const lite = await benchBackend('PGlite', gen)
    results.push(lite)
    rows.push(...rowsOf(lite))
    const pgdb = await postgresDatabase()
    if ('skipped' in pgdb) {
      console.log(`PostgreSQL skipped: ${pgdb.skipped}`)
      rows.push(benchRow(P, `PostgreSQL skipped (${pgdb.skipped})`, Number.NaN, ''))
    } else {
      try {
        const r = await benchBackend('PostgreSQL', gen, pgdb.url)
        results.push(r)
        rows.push(...rowsOf(r))
      } finally {
        await pgdb.drop()
      }
    }
  } finally {
    gen.stop()
  }
  writePartResults(P, rows, {
    quick: QUICK,
    durationMs: DURATION_MS,
    scaleMs: SCALE_MS,
    clients: CLIENTS,
    sizes: SIZES,
    results,
  })
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
