/**
 * An HTTP load generator in a process of its own, so the requests it sends and the answers it
 * reads never share the server's event loop (the server under test runs in the bench's process).
 * Keep-alive connections on node:http; the parent sends a job over IPC and gets its LoadResult.
 *
 * `startLoadGenerator()` forks it; autocannon 8 is not used: it hung its process after its first
 * fixed-rate run here.
 */
import { fork, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { resolve } from 'node:path'
import { readChildFlag } from './command-line'
import { closedLoop, fixedRate, type LoadResult } from './load-stats'

/** One HTTP request of a job (requests alternate: call n sends requests[n % length]). */
export type HttpRequestSpec = {
  readonly method: 'GET' | 'POST'
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
}

export type LoadJob = {
  readonly url: string
  readonly requests: readonly HttpRequestSpec[]
  readonly ms: number
} & (
  | { readonly shape: 'closed'; readonly clients: number }
  | { readonly shape: 'fixed'; readonly rate: number }
)

type Reply = { readonly id: number; readonly result?: LoadResult; readonly error?: string }

/** Sends one request on `agent`; true when it was answered with a 2xx status. */
function send(agent: http.Agent, target: URL, r: HttpRequestSpec): Promise<boolean> {
  return new Promise((done) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: r.method,
        headers: r.headers,
        agent,
      },
      (res) => {
        res.resume()
        res.on('end', () => done((res.statusCode ?? 0) >= 200 && (res.statusCode ?? 0) < 300))
        res.on('error', () => done(false))
      },
    )
    req.on('error', () => done(false))
    req.end(r.body)
  })
}

/** Runs one job in this process. */
export async function runLoadJob(job: LoadJob): Promise<LoadResult> {
  const target = new URL(job.url)
  const agent = new http.Agent({
    keepAlive: true,
    // Open loop: enough sockets that a slow server shows as latency, not as a client-side queue.
    maxSockets: job.shape === 'closed' ? job.clients : 512,
  })
  const op = (n: number) => send(agent, target, job.requests[n % job.requests.length]!)
  try {
    return job.shape === 'closed'
      ? await closedLoop(op, job.clients, job.ms)
      : await fixedRate(op, job.rate, job.ms)
  } finally {
    agent.destroy()
  }
}

export type LoadGenerator = {
  run(job: LoadJob): Promise<LoadResult>
  stop(): void
}

/** Forks the generator process; `run` sends it one job at a time. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(import.meta.filename, ['--child'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  let nextId = 0
  const waiting = new Map<number, { ok: (r: LoadResult) => void; fail: (e: Error) => void }>()
  child.on('message', (m: Reply) => {
    const w = waiting.get(m.id)
    waiting.delete(m.id)
    if (m.result) w?.ok(m.result)
    else w?.fail(new Error(`load generator: ${m.error ?? 'no result'}`))
  })
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.fail(new Error(`load generator exited (${code})`))
    waiting.clear()
  })
  return {
    run(job) {
      const id = nextId++
      return new Promise((ok, fail) => {
        waiting.set(id, { ok, fail })
        child.send({ id, job })
      })
    },
    stop() {
      child.kill()
    },
  }
}

// Only when this file is the process's script (forked with --child): bench/server.ts imports it.
const isScript = resolve(process.argv[1] ?? '') === import.meta.filename
if (
  isScript &&
  readChildFlag(process.argv.slice(2), 'load-generator.ts --child (forked by bench/server.ts)') &&
  process.send
) {
  process.on('message', (m: { id: number; job: LoadJob }) => {
    runLoadJob(m.job).then(
      (result) => process.send!({ id: m.id, result } satisfies Reply),
      (err: unknown) => process.send!({ id: m.id, error: String(err) } satisfies Reply),
    )
  })
  process.on('disconnect', () => process.exit(0))
}
