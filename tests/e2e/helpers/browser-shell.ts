/**
 * The e2e fixture: a browser shell (`src/main/browser-shell`) started as a child process on a
 * random port with a temp data folder and a temp downloads folder, stopped after the test.
 * `shell.api(name, input)` calls the contract over HTTP with the session the page would get.
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
  /** `http://127.0.0.1:<port>/` */
  readonly url: string
  readonly port: number
  readonly dataDir: string
  /** Where the shell writes archives and downloads. */
  readonly downloadsDir: string
  /** Calls the contract over HTTP with a session cookie (as the page does). */
  readonly api: <N extends CallName>(name: N, input: CallInput<N>) => Promise<CallOutput<N>>
  /** Everything the shell printed on stderr (for failure messages). */
  readonly log: () => string
  readonly stop: () => Promise<void>
}

/** Starts a browser shell child; resolves once it printed its `open` line. */
export async function startShell(): Promise<ShellHandle> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cdm-e2e-data-'))
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
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const url = await new Promise<string>((resolveUrl, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`browser shell did not start:\n${stderr}`)),
      60_000,
    )
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      const m = /^open (http:\/\/127\.0\.0\.1:\d+\/)$/.exec(line)
      if (m) {
        clearTimeout(timer)
        resolveUrl(m[1]!)
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`browser shell exited (${code}):\n${stderr}`))
    })
  })
  const port = Number(new URL(url).port)

  let cookie: string | null = null
  const session = async (): Promise<string> => {
    if (cookie !== null) return cookie
    const res = await fetch(url)
    const set = res.headers.get('set-cookie') ?? ''
    cookie = set.split(';')[0]!
    return cookie
  }
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

  return {
    url,
    port,
    dataDir,
    downloadsDir,
    api,
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

/** `test` with a `shell` fixture: a fresh browser shell per test. */
export const test = base.extend<{ shell: ShellHandle }>({
  // eslint-disable-next-line no-empty-pattern
  shell: async ({}, use) => {
    const shell = await startShell()
    try {
      await use(shell)
    } finally {
      await shell.stop()
    }
  },
})

export { expect } from '@playwright/test'
