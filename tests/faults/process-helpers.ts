/** Real processes for the fault suites: the case server and the CLI, started, killed, restarted. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'

export const ROOT = resolve(import.meta.dirname, '../..')

export type ServerProcess = {
  readonly child: ChildProcess
  readonly url: string
  readonly graphqlUrl: string
  readonly stderr: () => string
}

/** A port that was free a moment ago (the server restarts on the same one). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const s = createServer()
    s.once('error', fail)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => done(port))
    })
  })
}

/** Starts `npm run server` as a process; resolves once it prints its listening line. */
export function startServerProcess(args: readonly string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  return new Promise((done, fail) => {
    const rl = createInterface({ input: child.stdout! })
    rl.once('line', (line) => {
      const graphqlUrl = line.replace('listening on ', '')
      done({ child, graphqlUrl, url: graphqlUrl.replace(/\/graphql$/, ''), stderr: () => stderr })
    })
    child.once('exit', (code) => fail(new Error(`server exited with ${code}: ${stderr}`)))
  })
}

/** Kills a process with SIGKILL (no cleanup of any kind) and waits for it to be gone. */
export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode != null || child.signalCode != null) return
  const gone = new Promise((r) => child.once('exit', r))
  child.kill('SIGKILL')
  await gone
}

export type CliRun = {
  readonly child: ChildProcess
  readonly done: Promise<{ code: number | null; stdout: string; stderr: string }>
}

/** Runs `npm run cli -- <args>` as a process. */
export function runCli(args: readonly string[], env: NodeJS.ProcessEnv = {}): CliRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main/cli/index.ts', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()))
  const done = new Promise<{ code: number | null; stdout: string; stderr: string }>((r) =>
    child.once('exit', (code) => r({ code, stdout, stderr })),
  )
  return { child, done }
}

/** Polls until `check` is true, or throws after `timeoutMs`. */
export async function until(
  what: string,
  check: () => boolean | Promise<boolean>,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/**
 * Runs a read again when its connection failed: on a loaded machine a kept-alive connection the
 * server closes (keep-alive timeout) at the moment the client reuses it resets. Only for reads,
 * which are safe to repeat; any other error, or a third failure, is thrown.
 */
export async function read<T>(what: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await what()
    } catch (err) {
      if (attempt === 3 || (err as Error).message !== 'fetch failed') throw err
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}
