/**
 * `npm run bench -- server`: the case server under load. A case with 100 documents,
 * 50 assets and 50 policies; CaseDocumentManager + CaseDocumentManagerDocuments through HTTP
 * (a keep-alive HTTP load generator) against the same data read by the same raw SQL queries in the same run, on PGlite
 * and PostgreSQL (when reachable); p99 at a fixed 200 requests/s (the embedded cold start is
 * bench/startup.ts).
 * Goal: GraphQL cost at most 3x the raw reads, p99 under 25 ms at 200 requests/s.
 *
 * The server, the raw-SQL baseline and the load generator share one process, so both sides pay
 * the same event-loop costs (a forked server process exited under load in our runs: see the
 * report). Load comes from a keep-alive HTTP generator of our own: autocannon 8 hung this
 * process after its first fixed-rate run here.
 * Writes bench/results/server.json.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import http from 'node:http'
import { print } from 'graphql'
import pg from 'pg'
import type { Db } from '../src/server/index'
import {
  CaseDocumentManagerDocumentsDocument,
  CaseDocumentManagerDocument,
} from '../src/shared/graphql/operations.generated'
import { benchRow, goal, writePartResults } from './report'

const TOKEN = 'bench-token'
const CASE_ID = 'bench-case'
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = 8

// ---------------------------------------------------------------- server, data, raw baseline

type LoadResult = { rps: number; p50: number; p99: number; count: number }

/** Runs `fn` from `workers` concurrent loops for `ms`; latencies in ms. */
async function closedLoop(
  fn: () => Promise<void>,
  workers: number,
  ms: number,
): Promise<LoadResult> {
  for (let i = 0; i < 50; i++) await fn() // warm-up
  const lat: number[] = []
  const end = performance.now() + ms
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        const s = performance.now()
        await fn()
        lat.push(performance.now() - s)
      }
    }),
  )
  const elapsed = (performance.now() - t0) / 1000
  lat.sort((a, b) => a - b)
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? 0
  return { rps: lat.length / elapsed, p50: pct(50), p99: pct(99), count: lat.length }
}

/** A case with 100 documents, 50 assets and 50 policies (two versions each, one key document). */
async function populate(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await q.exec(`
      INSERT INTO lenders (id, name, features) VALUES ('bench-lender', 'Bench Bank', '[{"key":"documentExtraction","enabled":true}]');
      INSERT INTO asset_types (id, name) VALUES ('bench-at', 'Residential Property');
      INSERT INTO product_types (id, name) VALUES ('bench-pt', 'Homeowners HO-3');
      INSERT INTO categories (id, type, name, support_extraction) VALUES ('bench-cat', 'renewalDocument', 'Declarations Page', true);
      INSERT INTO cases (id, ref, title, lender_id) VALUES ('${CASE_ID}', 'BENCH-1', 'Bench case', 'bench-lender');
      INSERT INTO insurance_contacts (id, case_id, name, email) VALUES ('bench-contact', '${CASE_ID}', 'Agent', 'agent@example.com');
      INSERT INTO assets (id, case_id, display_name, asset_type_id)
        SELECT 'a' || i, '${CASE_ID}', 'Property ' || i, 'bench-at' FROM generate_series(1, 50) i;
      INSERT INTO policies (id, case_id, policy_number, product_type_id)
        SELECT 'p' || i, '${CASE_ID}', 'POL-' || i, 'bench-pt' FROM generate_series(1, 50) i;
      INSERT INTO policy_versions (id, policy_id, term, policy_begin_date, policy_end_date)
        SELECT 'v' || i || '-' || k, 'p' || i, '12 months',
               make_date(2024 + k, 3, 1), make_date(2025 + k, 3, 1)
          FROM generate_series(1, 50) i, generate_series(0, 1) k;
      INSERT INTO documents (id, case_id, name, file_ext, file_type, size, direct_upload_key,
                             category_id, policy_version_id, created_by)
        SELECT 'd' || i, '${CASE_ID}', 'Document ' || i || '.pdf', 'pdf', 'application/pdf', 1000 + i,
               'uploads/bench/d' || i || '.pdf', 'bench-cat',
               CASE WHEN i <= 50 THEN 'v' || i || '-1' END, 'local-user'
          FROM generate_series(1, 100) i;
      INSERT INTO document_associations (document_id, entity_id, entity_type)
        SELECT 'd' || i, 'a' || (1 + (i % 50)), 'asset' FROM generate_series(1, 100) i;
      INSERT INTO document_associations (document_id, entity_id, entity_type)
        SELECT 'd' || i, 'p' || i, 'policy' FROM generate_series(1, 50) i;
      UPDATE policy_versions SET key_document_id = 'd' || split_part(substr(id, 2), '-', 1)
        WHERE id LIKE '%-1';
    `)
  })
}

// ---------------------------------------------------------------- parent: load and report

const requests = [
  { query: print(CaseDocumentManagerDocument), variables: { id: CASE_ID } },
  { query: print(CaseDocumentManagerDocumentsDocument), variables: { id: CASE_ID } },
].map((body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
  body: JSON.stringify(body),
}))

async function checkResponses(url: string): Promise<void> {
  for (const r of requests) {
    const res = await fetch(url, r)
    const json = (await res.json()) as {
      errors?: unknown
      data?: { case?: { policies: unknown[] }; documents?: { nodes: unknown[] } }
    }
    if (json.errors) throw new Error(`bench query failed: ${JSON.stringify(json.errors)}`)
    const n = json.data?.case?.policies.length ?? json.data?.documents?.nodes.length
    if (n !== 50 && n !== 100) throw new Error(`unexpected bench data size ${n}`)
  }
}

type BackendResult = {
  backend: string
  raw: LoadResult & { pairsPerSecond: number }
  graphql: {
    rps: number
    pairsPerSecond: number
    p50: number
    p99: number
    non2xx: number
  }
  costRatio: number
  fixedRate: {
    targetRps: number
    achievedRps: number
    p50: number
    p99: number
    max: number
    non2xx: number
  }
}

async function benchBackend(name: string, databaseUrl?: string): Promise<BackendResult> {
  const { startCaseServer } = await import('../src/server/index')
  const { CASE_SQL } = await import('../src/server/domain/case-reads')
  const { DOCUMENT_SQL } = await import('../src/server/domain/document-reads')
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-server-'))
  const server = await startCaseServer({
    dataDir,
    token: TOKEN,
    ...(databaseUrl ? { databaseUrl, poolSize: 10 } : {}),
  })
  const db = server.services.db
  try {
    await populate(db)
    console.log(`[${name}] server ready (${server.startupMs.toFixed(0)} ms); checking responses`)
    await checkResponses(server.graphqlUrl)
    console.log(`[${name}] raw SQL baseline, ${DURATION_S}s`)
    // The raw SQL of CaseDocumentManager + CaseDocumentManagerDocuments, as the server runs it.
    const raw = await closedLoop(
      async () => {
        await db.query(CASE_SQL.wholeCase, [CASE_ID])
        await db.query(DOCUMENT_SQL.caseDocumentsPage, [CASE_ID, 100, 0])
      },
      CONNECTIONS,
      DURATION_S * 1000,
    )
    console.log(`[${name}] GraphQL saturation and fixed 200 req/s runs`)
    // Warm-up, then the saturation run: each connection alternates the two operations.
    await saturate(server.graphqlUrl, CONNECTIONS, 2_000)
    const load = await saturate(server.graphqlUrl, CONNECTIONS, DURATION_S * 1000)
    console.log(`[${name}] saturation: ${load.rps.toFixed(1)} req/s`)
    // Fixed rate with an open-loop generator: latency counted from each request's scheduled
    // send time, so a stall cannot hide queued requests (no coordinated omission).
    const fixed = await fixedRate(server.graphqlUrl, 200, DURATION_S * 1000)
    const graphqlPairs = load.rps / 2
    return {
      backend: name,
      raw: { ...raw, pairsPerSecond: raw.rps },
      graphql: { ...load, pairsPerSecond: graphqlPairs },
      costRatio: raw.rps / graphqlPairs,
      fixedRate: { targetRps: 200, ...fixed },
    }
  } finally {
    await server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** One POST of request `i % 2` on a keep-alive agent; resolves with its HTTP status. */
function send(agent: http.Agent, target: URL, i: number): Promise<number> {
  const r = requests[i % 2]!
  return new Promise((done) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: r.headers,
        agent,
      },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
      },
    )
    req.on('error', () => done(0))
    req.end(r.body)
  })
}

/** Closed loop: `connections` clients each sending the next request when the last is answered. */
async function saturate(url: string, connections: number, ms: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const target = new URL(url)
  const lat: number[] = []
  let non2xx = 0
  let n = 0
  const t0 = performance.now()
  const end = t0 + ms
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const s = performance.now()
        if ((await send(agent, target, n++)) !== 200) non2xx++
        lat.push(performance.now() - s)
      }
    }),
  )
  const elapsed = (performance.now() - t0) / 1000
  agent.destroy()
  lat.sort((a, b) => a - b)
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? 0
  return { rps: lat.length / elapsed, p50: pct(50), p99: pct(99), non2xx }
}

/** Sends the two reads alternately at `rate` requests/s for `ms`; latencies from schedule. */
async function fixedRate(url: string, rate: number, ms: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  const target = new URL(url)
  const lat: number[] = []
  let non2xx = 0
  const one = async (i: number, scheduled: number) => {
    if ((await send(agent, target, i)) !== 200) non2xx++
    lat.push(performance.now() - scheduled)
  }
  const t0 = performance.now()
  const total = Math.round((rate * ms) / 1000)
  const pending: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const scheduled = t0 + (i * 1000) / rate
    const wait = scheduled - performance.now()
    if (wait > 1) await new Promise((r) => setTimeout(r, wait))
    pending.push(one(i, scheduled))
  }
  const progress = setInterval(
    () => console.log(`  fixed rate: ${lat.length}/${total} answered`),
    5_000,
  )
  await Promise.all(pending)
  clearInterval(progress)
  const elapsed = (performance.now() - t0) / 1000
  agent.destroy()
  lat.sort((a, b) => a - b)
  const pct = (p: number) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))] ?? 0
  return {
    achievedRps: lat.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    max: lat[lat.length - 1] ?? 0,
    non2xx,
  }
}

async function postgresUrl(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const name = `t_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: base })
  try {
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${base} (${(err as Error).message}): skipped`)
    return null
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

async function main(): Promise<void> {
  const results: BackendResult[] = []
  results.push(await benchBackend('PGlite'))
  const pgdb = await postgresUrl()
  if (pgdb) {
    try {
      results.push(await benchBackend('PostgreSQL', pgdb.url))
    } finally {
      await pgdb.drop()
    }
  }

  const P = 'server'
  const rows = results.flatMap((r) => {
    const pg = r.backend === 'PostgreSQL'
    return [
      benchRow(P, `case pair, ${r.backend}, ${CONNECTIONS} clients`, r.graphql.rps, 'req/s', {
        baseline: r.raw.rps * 2,
        against: "the server's own SQL replayed",
        goal: goal('value', '>=', pg ? 1000 : 400),
      }),
      benchRow(P, `case pair, ${r.backend}: p99 at a fixed 200 req/s`, r.fixedRate.p99, 'ms', {
        goal: goal('value', '<', pg ? 25 : 50),
      }),
    ]
  })
  writePartResults(P, rows, {
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    results,
  })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
