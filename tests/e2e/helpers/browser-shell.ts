/**
 * The e2e fixture: a browser shell (`src/main/browser-shell`) started as a child process on a
 * random port with a temp data folder and a temp downloads folder, stopped after the test.
 * `shell.launchUrl` is the printed link the page opens (its one-time token buys the session);
 * `shell.api(name, input)` and `shell.graphql(query)` use a session of their own, from a second
 * link the shell prints when asked on stdin (as a user pressing Enter would).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { test as base } from '@playwright/test'
import type { CallEnvelope, CallInput, CallName, CallOutput } from '../../../src/shared/contract'

const ROOT = resolve(import.meta.dirname, '../../..')

export type ShellHandle = {
  /** `http://127.0.0.1:<port>/` (no session: the page opens `launchUrl` first). */
  readonly url: string
  /** The printed link, `http://127.0.0.1:<port>/?token=…`: opens one browser session, once. */
  readonly launchUrl: string
  readonly port: number
  readonly dataDir: string
  /** Where the shell writes archives and downloads. */
  readonly downloadsDir: string
  /** Calls the contract over HTTP with a session cookie (as the page does). */
  readonly api: <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>
  /** A GraphQL request through the shell's proxy (as the page sends it). */
  readonly graphql: <T = unknown>(query: string, variables?: Record<string, unknown>) => Promise<T>
  /** A session cookie (`cdm_session=…`) of its own, from a fresh printed link. */
  readonly session: () => Promise<string>
  /** Everything the shell printed on stderr (for failure messages). */
  readonly log: () => string
  readonly stop: () => Promise<void>
}

/**
 * Starts a browser shell child; resolves once it printed its `open` line. `prepareData` may put
 * things into the data folder first (a data folder as a crash left it).
 */
export async function startShell(
  options: { readonly prepareData?: (dataDir: string) => void } = {},
): Promise<ShellHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cdm-e2e-data-'))
  options.prepareData?.(dataDir)
  const downloadsDir = mkdtempSync(join(tmpdir(), 'cdm-e2e-downloads-'))
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      resolve(ROOT, 'src/main/browser-shell/index.ts'),
      '--port',
      '0',
      '--data',
      dataDir,
      '--downloads',
      downloadsDir,
    ],
    { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  // Every printed link, in order: the first is the page's, later ones answer a line on stdin.
  const links: string[] = []
  const waiting: Array<(link: string) => void> = []
  const lines = createInterface({ input: child.stdout! })
  lines.on('line', (line) => {
    const m = /^open (http:\/\/127\.0\.0\.1:\d+\/\?token=\S+)$/.exec(line)
    if (!m) return
    const next = waiting.shift()
    if (next) next(m[1]!)
    else links.push(m[1]!)
  })
  const nextLink = () =>
    new Promise<string>((resolveLink, reject) => {
      const ready = links.shift()
      if (ready) return resolveLink(ready)
      const timer = setTimeout(
        () => reject(new Error(`browser shell printed no link:\n${stderr}`)),
        60_000,
      )
      waiting.push((link) => {
        clearTimeout(timer)
        resolveLink(link)
      })
    })
  const launchUrl = await new Promise<string>((resolveUrl, reject) => {
    child.once('exit', (code) => reject(new Error(`browser shell exited (${code}):\n${stderr}`)))
    nextLink().then(resolveUrl, reject)
  })
  const url = `${new URL(launchUrl).origin}/`
  const port = Number(new URL(url).port)

  let cookie: Promise<string> | null = null
  const newSession = async (): Promise<string> => {
    child.stdin!.write('\n')
    const res = await fetch(await nextLink(), { redirect: 'manual' })
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!
  }
  const session = (): Promise<string> => (cookie ??= newSession())
  const api = async <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    const res = await fetch(`${url}api/call/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await session() },
      body: JSON.stringify(input),
    })
    const envelope = (await res.json()) as CallEnvelope<CallOutput<N>>
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code}: ${envelope.error.message}`)
    return envelope.result
  }
  // The page is served before the embedded server is ready; the tests' own calls need it.
  await api('app.connection', {})

  const graphql = async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await fetch(`${url}api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await session() },
      body: JSON.stringify({ query, variables }),
    })
    const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> }
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
    return body.data as T
  }

  return {
    url,
    launchUrl,
    port,
    dataDir,
    downloadsDir,
    api,
    graphql,
    session: newSession,
    log: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(downloadsDir, { recursive: true, force: true })
    },
  }
}

/**
 * `test` with a `shell` fixture: a fresh browser shell per test, whose session the test's browser
 * context already holds (as after the user opened the printed link), so `page.goto(shell.url)`
 * opens the app. Tests of the link itself use `shell.launchUrl` in a fresh context.
 */
export const test = base.extend<{ shell: ShellHandle }>({
  shell: async ({ context }, use) => {
    const shell = await startShell()
    try {
      const [name, value] = (await shell.session()).split('=') as [string, string]
      await context.addCookies([
        { name, value, url: shell.url, httpOnly: true, sameSite: 'Strict' },
      ])
      await use(shell)
    } finally {
      await shell.stop()
    }
  },
})

export { expect } from '@playwright/test'
