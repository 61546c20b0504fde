/**
 * Shared plumbing of the services benchmarks (bench/upload.ts, archive.ts, inbox.ts): the real
 * case server in the orchestrating process, the measured work in a child process (so its RSS is
 * the uploader's or archiver's own), RSS sampling, big test files, and the results file.
 */
import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import type { CaseServer } from '../src/server/index'
import type { GraphqlClient } from '../src/main/services/graphql-client'

export type BenchServer = {
  readonly server: CaseServer
  readonly client: GraphqlClient
  readonly caseId: string
  readonly close: () => Promise<void>
}

/** A temp folder under os.tmpdir(), removed by `cleanup`. */
export async function benchDir(
  prefix: string,
): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`))
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) }
}

/** Starts the real server (PGlite, 127.0.0.1, random port) with demo data. */
export async function startBenchServer(dataDir: string): Promise<BenchServer> {
  // Imported here, not at the top: child processes load this module and must stay lean.
  const { startCaseServer } = await import('../src/server/index')
  const { createGraphqlClient } = await import('../src/main/services/graphql-client')
  const { CaseListDocument } = await import('../src/shared/graphql/operations.generated')
  const server = await startCaseServer({ dataDir, seed: 'demo', maxFileBytes: 4 * 1024 ** 3 })
  const client = createGraphqlClient({ url: server.graphqlUrl, token: server.token! })
  const cases = await client.request(CaseListDocument, { paging: { limit: 1 } })
  return { server, client, caseId: cases.cases.nodes[0]!.id, close: () => server.close() }
}

/** Samples this process's RSS every `intervalMs` until stopped. */
export function sampleRss(intervalMs = 20): { stop: () => { baselineMb: number; peakMb: number } } {
  const baseline = process.memoryUsage.rss()
  let peak = baseline
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      peak = Math.max(peak, process.memoryUsage.rss())
      return { baselineMb: baseline / 1024 ** 2, peakMb: peak / 1024 ** 2 }
    },
  }
}

/** Writes a file of `size` bytes that starts like a PDF (so typing accepts it), in 1 MiB blocks. */
export async function makePdfLike(
  path: string,
  size: number,
  block = randomBytes(1024 * 1024),
): Promise<void> {
  const out = createWriteStream(path)
  const header = Buffer.from('%PDF-1.4\n% benchmark data\n')
  let written = 0
  const write = (b: Buffer) =>
    new Promise<void>((ok) => (out.write(b) ? ok() : out.once('drain', () => ok())))
  await write(header.subarray(0, Math.min(size, header.length)))
  written += Math.min(size, header.length)
  while (written < size) {
    const n = Math.min(block.length, size - written)
    await write(block.subarray(0, n))
    written += n
  }
  await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())))
}

/** Runs `script --child <payload>` with the same loader (tsx), returning its last stdout line as JSON. */
export function runChild<T>(script: string, payload: unknown): Promise<T> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, script, '--child', JSON.stringify(payload)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let out = ''
    child.stdout.on('data', (c: Buffer) => (out += c.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      const last = out.trim().split('\n').at(-1) ?? ''
      if (code !== 0) return reject(new Error(`child exited with ${code}: ${out}`))
      try {
        resolvePromise(JSON.parse(last) as T)
      } catch {
        reject(new Error(`child printed no JSON: ${out}`))
      }
    })
  })
}

/** Runs a command and resolves with its wall time in ms (rejects on a non-zero exit). */
export function timeCommand(cmd: string, args: readonly string[], cwd?: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const t0 = performance.now()
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'inherit'], cwd })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolvePromise(performance.now() - t0)
        : reject(new Error(`${cmd} exited with ${code}`)),
    )
  })
}

export const mb = (bytes: number) => bytes / 1024 ** 2
export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits
