/**
 * The long versions of the upload fault suite, and the PUT-under-read-load figure.
 * `npm run bench -- faults`; writes bench/results/faults.json.
 *
 * 1. Kill loop: KILLS rounds of WRITERS concurrent uploaders (sign → PUT → register) against a
 *    server process killed with SIGKILL at a random moment and restarted. After each restart:
 *    objects/.tmp is empty and every acknowledged document has its bytes (sha256). At the end an
 *    orphan sweep with no grace removes every object no document references, and none is left.
 * 2. First-start kills: FIRST_START_KILLS server processes, each on an empty data folder, killed
 *    with SIGKILL at a random moment 0–100 ms after it locked the folder or 0–50 ms after it began
 *    to write the database (while the template is copied), two at a time; then each folder is
 *    opened again and must hold the demo data with no scratch folder left (the suite in
 *    tests/faults runs five fixed moments of the same fault).
 * 3. A PUT of PUT_MB under a fixed rate of GraphQL reads (CaseDocumentManager, READ_RATE req/s
 *    by autocannon in its own process) against the same PUT with no load: the object endpoint
 *    must not starve behind the GraphQL work.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { print } from 'graphql'
import { sweepOrphans } from '../src/server/domain/orphan-sweep'
import { startCaseServer } from '../src/server/index'
import { CaseDocumentManagerDocument } from '../src/shared/graphql/operations.generated'
import { sizedPdf } from '../tests/helpers/sized-pdf'
import { tempDir } from '../tests/helpers/temp-dir'
import {
  freePort,
  kill9,
  ROOT,
  startServerProcess,
  type ServerProcess,
} from '../tests/faults/process-helpers'
import { killDuringFirstStart, type KillFrom } from '../tests/faults/first-start-kill'
import {
  documentBytes,
  put,
  sha256,
  signOne,
  uploadOne,
} from '../tests/server/domain/upload-helpers'
import { benchRow, goal, writePartResults } from './report'
import { round } from './services-harness'

/** BENCH_QUICK=1: 2 kills of 4 writers, a 50 MB PUT (to check that it runs). */
const QUICK = process.env.BENCH_QUICK === '1'
const KILLS = Number(process.env.BENCH_FAULT_KILLS ?? (QUICK ? 2 : 6))
const WRITERS = Number(process.env.BENCH_FAULT_WRITERS ?? (QUICK ? 4 : 16))
const PUT_MB = Number(process.env.BENCH_FAULT_PUT_MB ?? (QUICK ? 50 : 500))
const READ_RATE = Number(process.env.BENCH_FAULT_READ_RATE ?? 187)
const FIRST_START_KILLS = Number(process.env.BENCH_FAULT_FIRST_STARTS ?? (QUICK ? 4 : 30))
const TOKEN = 'bench-faults'
const CASE = 'demo-case-2'

const start = (port: number, data: string) =>
  startServerProcess([
    '--port',
    String(port),
    '--data',
    data,
    '--token',
    TOKEN,
    '--seed',
    'demo',
    '--sweep-interval-seconds',
    '0',
  ])

async function killLoop() {
  const tmp = tempDir('bench-faults')
  const data = tmp.dir
  const port = await freePort()
  const acknowledged: { id: string; sha: string }[] = []
  let attempted = 0
  let tmpLeftAfterRestart = 0
  let server: ServerProcess = await start(port, data)
  for (let round = 0; round < KILLS; round++) {
    const api = { url: server.graphqlUrl, token: TOKEN }
    let stop = false
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      for (let n = 0; !stop; n++) {
        const body = sizedPdf(64 * 1024 + ((w * 997 + n * 131) % 200_000), `r${round} w${w} n${n}`)
        attempted++
        try {
          const { id } = await uploadOne(api, CASE, `k${round}-${w}-${n}.pdf`, body)
          acknowledged.push({ id, sha: sha256(body) })
        } catch {
          return // the server is gone: this writer's last upload was never acknowledged
        }
      }
    })
    // Kill at a random moment once uploads are flowing (some acknowledged in this round).
    const before = acknowledged.length
    const until = Date.now() + 60_000
    while (acknowledged.length < before + WRITERS && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20))
    }
    await new Promise((r) => setTimeout(r, Math.random() * 1000))
    await kill9(server.child)
    stop = true
    await Promise.all(writers)
    server = await start(port, data)
    const tmpDir = join(data, 'objects', '.tmp')
    tmpLeftAfterRestart += existsSync(tmpDir) ? readdirSync(tmpDir).length : 0
  }
  const api = { url: server.graphqlUrl, token: TOKEN }
  let intact = 0
  // Told apart in the results: a document that could not be read back, and one with other bytes.
  const unreadable: string[] = []
  for (const a of acknowledged) {
    const bytes = await documentBytes(api, CASE, a.id).catch((err: Error) => {
      unreadable.push(`${a.id}: ${err.message}`)
      return null
    })
    if (bytes && sha256(bytes) === a.sha) intact++
  }
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
  // The sweep with no grace, in process, then: every stored object belongs to a document.
  const s = await startCaseServer({ dataDir: data, token: TOKEN, sweepIntervalSeconds: 0 })
  const swept = await sweepOrphans(s.services.db, s.services.objects, 0, Date.now() + 60_000)
  const keys: string[] = []
  for await (const o of s.services.objects.list()) keys.push(o.key)
  const referenced = await s.services.db.query<{ k: string }>(
    'SELECT direct_upload_key AS k FROM documents WHERE direct_upload_key = ANY($1)',
    [keys],
  )
  await s.close()
  await tmp.remove()
  return {
    kills: KILLS,
    writers: WRITERS,
    uploadsAttempted: attempted,
    acknowledged: acknowledged.length,
    acknowledgedIntact: intact,
    unreadable: unreadable.slice(0, 20),
    tmpFilesLeftAfterRestarts: tmpLeftAfterRestart,
    orphansSwept: swept.removed,
    orphansLeft: keys.length - referenced.length,
  }
}

/** Kills first starts at random moments; counts the folders that open with their data afterwards. */
async function firstStartLoop() {
  const states = new Map<string, number>()
  let opened = 0
  let scratchLeft = 0
  const one = async (i: number) => {
    const tmp = tempDir('bench-first-start')
    const from: KillFrom = i % 2 === 0 ? 'lock' : 'scratch'
    const delayMs = Math.round(Math.random() * (from === 'lock' ? 100 : 50))
    const state = await killDuringFirstStart(tmp.dir, delayMs, from)
    states.set(state, (states.get(state) ?? 0) + 1)
    const s = await startCaseServer({
      dataDir: tmp.dir,
      token: 't',
      seed: 'demo',
      sweepIntervalSeconds: 0,
    })
    try {
      const rows = await s.services.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cases')
      if (rows[0]?.n === 2) opened++
    } finally {
      await s.close()
    }
    if (readdirSync(tmp.dir).some((n) => n.startsWith('pglite.init-'))) scratchLeft++
    await tmp.remove()
  }
  for (let i = 0; i < FIRST_START_KILLS; i += 2) {
    await Promise.all([one(i), ...(i + 1 < FIRST_START_KILLS ? [one(i + 1)] : [])])
  }
  return { kills: FIRST_START_KILLS, opened, scratchLeft, states: Object.fromEntries(states) }
}

/** autocannon at a fixed rate of CaseDocumentManager reads for `seconds`. */
function readLoad(graphqlUrl: string, seconds: number) {
  const body = JSON.stringify({
    query: print(CaseDocumentManagerDocument),
    variables: { id: CASE },
  })
  const child = spawn(
    join(ROOT, 'node_modules/.bin/autocannon'),
    [
      '-c',
      '16',
      '-d',
      String(seconds),
      '-R',
      String(READ_RATE),
      '-m',
      'POST',
      '-H',
      'content-type=application/json',
      '-H',
      `authorization=Bearer ${TOKEN}`,
      '-b',
      body,
      '--json',
      graphqlUrl,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  )
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  return {
    done: new Promise<number>((r) =>
      child.on('close', () => {
        try {
          r((JSON.parse(out) as { requests: { average: number } }).requests.average)
        } catch {
          r(0)
        }
      }),
    ),
  }
}

async function putUnderLoad() {
  const tmp = tempDir('bench-put-load')
  const server = await start(await freePort(), tmp.dir)
  const api = { url: server.graphqlUrl, token: TOKEN }
  const body = sizedPdf(PUT_MB * 1024 * 1024, 'under load')
  const timePut = async () => {
    const s = await signOne(api, 'big.pdf', 'application/pdf', body.length)
    const t0 = performance.now()
    const r = await put(s.signedUrl, body)
    if (r.status !== 200) throw new Error(`PUT ${r.status}: ${r.text}`)
    return performance.now() - t0
  }
  const quietMs = await timePut()
  // The reads run for twice the quiet PUT's time plus margin, so they cover the loaded PUT.
  const load = readLoad(server.graphqlUrl, Math.ceil((quietMs / 1000) * 4 + 10))
  await new Promise((r) => setTimeout(r, 2_000)) // let the read rate settle
  const loadedMs = await timePut()
  const readsPerSecond = await load.done
  await kill9(server.child)
  await tmp.remove()
  return {
    putMb: PUT_MB,
    readRateOffered: READ_RATE,
    readRateServed: round(readsPerSecond, 1),
    quietSeconds: round(quietMs / 1000),
    underLoadSeconds: round(loadedMs / 1000),
    slowdown: round(loadedMs / quietMs),
  }
}

const k = await killLoop()
const f = await firstStartLoop()
const p = await putUnderLoad()
writePartResults(
  'faults',
  [
    benchRow(
      'faults',
      `acknowledged uploads intact after ${k.kills} kill -9`,
      k.acknowledgedIntact,
      'docs',
      {
        baseline: k.acknowledged,
        against: 'acknowledged',
        goal: goal('ratio', '>=', 1),
      },
    ),
    benchRow(
      'faults',
      'partial uploads left in objects/.tmp after restarts',
      k.tmpFilesLeftAfterRestarts,
      'files',
      {
        goal: goal('value', '<=', 0),
      },
    ),
    benchRow('faults', 'orphans left after the sweep', k.orphansLeft, 'objects', {
      goal: goal('value', '<=', 0),
    }),
    benchRow(
      'faults',
      `data folders that open after ${f.kills} first starts killed`,
      f.opened,
      'folders',
      {
        baseline: f.kills,
        against: 'first starts killed',
        goal: goal('ratio', '>=', 1),
      },
    ),
    benchRow('faults', 'scratch folders left after those first starts', f.scratchLeft, 'folders', {
      goal: goal('value', '<=', 0),
    }),
    benchRow(
      'faults',
      `${p.putMb} MB PUT under ${p.readRateOffered} GraphQL reads/s`,
      p.underLoadSeconds,
      's',
      {
        baseline: p.quietSeconds,
        against: 'same PUT, no reads',
        goal: goal('ratio', '<=', 2),
      },
    ),
  ],
  { killLoop: k, firstStartLoop: f, putUnderLoad: p },
)
