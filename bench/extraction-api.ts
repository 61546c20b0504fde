/**
 * `npm run bench:extraction-api`: the API's latency while a 20-page scanned PDF is being
 * extracted (issue 5: extraction runs off the API's event loop; goal p99 < 50 ms), against the
 * same load on the idle server, in the same run. The embedded server (PGlite, demo seed, jobs
 * extension with its worker thread) runs in this process; autocannon runs as a separate process
 * (its CLI) at a fixed rate on CaseDocumentManager, so the load generator never shares the
 * server's event loop. Writes bench/results/extraction-api.json.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { print } from 'graphql'
import { startCaseServer, type CaseServer } from '../src/server/index'
import { extractionJobsExtension } from '../src/server/jobs/extension'
import {
  CaseDocumentManagerQuery,
  CreateManyDocumentsMutation,
  SignS3UploadsQuery,
} from '../src/shared/graphql/operations'
import {
  DocumentExtractionStatusQuery,
  TriggerExtractionMutation,
} from '../src/shared/graphql/extraction-operations'
import { scannedPdf } from '../tests/jobs/fixtures'

const ROOT = resolve(import.meta.dirname, '..')
const CASE_ID = 'demo-case-1'
const PAGES = Number(process.env.BENCH_PAGES ?? 20)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15)
const RATE = Number(process.env.BENCH_RATE ?? 100)
const CONNECTIONS = 4
const GOAL_P99_MS = 50

type Latency = {
  p50: number
  p90: number
  p99: number
  max: number
  requests: number
  errors: number
}

async function call<R>(server: CaseServer, query: string, variables: unknown): Promise<R> {
  const res = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data?: R; errors?: unknown }
  if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors))
  return body.data
}

/** Runs autocannon's CLI against CaseDocumentManager at a fixed rate; returns its latencies. */
function autocannon(server: CaseServer): Promise<Latency> {
  const body = JSON.stringify({
    query: print(CaseDocumentManagerQuery),
    variables: { id: CASE_ID },
  })
  const args = [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(DURATION_S),
    '-R',
    String(RATE),
    '-m',
    'POST',
    '-H',
    'content-type=application/json',
    '-H',
    `authorization=Bearer ${server.token}`,
    '-b',
    body,
    '--json',
    server.graphqlUrl,
  ]
  return new Promise((done, fail) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/autocannon'), args, {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      try {
        const r = JSON.parse(out) as {
          latency: { p50: number; p90: number; p99: number; max: number }
          requests: { total: number }
          errors: number
          non2xx: number
        }
        done({
          p50: r.latency.p50,
          p90: r.latency.p90,
          p99: r.latency.p99,
          max: r.latency.max,
          requests: r.requests.total,
          errors: r.errors + r.non2xx,
        })
      } catch (err) {
        fail(new Error(`autocannon exited ${code}: ${String(err)}`))
      }
    })
  })
}

async function uploadScan(server: CaseServer, bytes: Uint8Array): Promise<string> {
  const { signS3Uploads } = await call<{
    signS3Uploads: { signedUrl: string; directUploadKey: string }[]
  }>(server, print(SignS3UploadsQuery), {
    input: { docs: [{ fileName: 'scan.pdf', fileType: 'application/pdf' }] },
  })
  const sig = signS3Uploads[0]!
  const put = await fetch(sig.signedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: bytes,
  })
  if (!put.ok) throw new Error(`PUT ${put.status}`)
  const { createManyDocuments } = await call<{ createManyDocuments: { id: string }[] }>(
    server,
    print(CreateManyDocumentsMutation),
    {
      input: {
        documents: [
          {
            classId: CASE_ID,
            fileName: 'scan.pdf',
            fileType: 'application/pdf',
            directUploadKey: sig.directUploadKey,
            category: 'demo-cat-declarations',
            associations: [{ entityId: 'demo-policy-ho3', entityType: 'policy' }],
          },
        ],
      },
    },
  )
  return createManyDocuments[0]!.id
}

async function status(server: CaseServer, id: string) {
  const r = await call<{
    documentExtractionStatus: {
      extractionStatus: string | null
      extractionProgress: number | null
    }[]
  }>(server, print(DocumentExtractionStatusQuery), { classId: CASE_ID, ids: [id] })
  return r.documentExtractionStatus[0]!
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-extraction-api-'))
  const server = await startCaseServer({
    dataDir: dir,
    seed: 'demo',
    extensions: [extractionJobsExtension({ workerOptions: { pollMs: 200 } })],
  })
  try {
    console.log(`generating a ${PAGES}-page scanned PDF …`)
    const id = await uploadScan(server, await scannedPdf(PAGES))

    console.log(`idle: ${RATE} req/s for ${DURATION_S} s on CaseDocumentManager`)
    await autocannon(server) // warm-up (JIT, PGlite caches), not counted
    const idle = await autocannon(server)

    await call(server, print(TriggerExtractionMutation), { id })
    const t0 = performance.now()
    for (;;) {
      const s = await status(server, id)
      if (s.extractionStatus === 'running') break
      await new Promise((r) => setTimeout(r, 100))
    }
    console.log(`extracting: the same load while the scan is read`)
    const before = await status(server, id)
    const busy = await autocannon(server)
    const after = await status(server, id)
    let final = after
    while (final.extractionStatus === 'running' || final.extractionStatus === 'queued') {
      await new Promise((r) => setTimeout(r, 500))
      final = await status(server, id)
    }
    const extractionS = (performance.now() - t0) / 1000

    const result = {
      part: 'extraction-api',
      date: new Date().toISOString(),
      pages: PAGES,
      ratePerSecond: RATE,
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      idle,
      duringExtraction: {
        ...busy,
        progressBefore: before.extractionProgress,
        progressAfter: after.extractionProgress,
      },
      p99Ratio: busy.p99 / Math.max(idle.p99, 1),
      extraction: { status: final.extractionStatus, seconds: extractionS },
      goalP99Ms: GOAL_P99_MS,
      goalMet: busy.p99 < GOAL_P99_MS,
    }
    console.log(
      [
        '',
        `CaseDocumentManager at ${RATE} req/s, ${CONNECTIONS} connections, ${DURATION_S} s each:`,
        `  idle              p50 ${idle.p50} ms  p90 ${idle.p90} ms  p99 ${idle.p99} ms  (${idle.requests} requests, ${idle.errors} errors)`,
        `  while extracting  p50 ${busy.p50} ms  p90 ${busy.p90} ms  p99 ${busy.p99} ms  (${busy.requests} requests, ${busy.errors} errors)`,
        `  extraction progress during the load: ${before.extractionProgress}% → ${after.extractionProgress}%`,
        `  p99 while extracting / idle: ${result.p99Ratio.toFixed(2)}x; goal p99 < ${GOAL_P99_MS} ms: ${result.goalMet ? 'met' : 'NOT met'}`,
        `  ${PAGES}-page scan: ${final.extractionStatus} in ${extractionS.toFixed(1)} s`,
      ].join('\n'),
    )
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true })
    writeFileSync(join(ROOT, 'bench/results/extraction-api.json'), JSON.stringify(result, null, 2))
    console.log('wrote bench/results/extraction-api.json')
  } finally {
    await server.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
