/**
 * The browser shell's session as an attacker on the same machine sees it: a local process that
 * GETs `/` gets no session, a printed link opens one session once, the page learns no server
 * token, the GraphQL proxy needs the session, and the page can neither widen its settings nor
 * aim the inbox at a folder it should not.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startBrowserShell,
  type BrowserShell,
} from '../../../src/main/browser-shell/start-browser-shell'
import type { CallEnvelope, InboxState } from '../../../src/shared/contract'
import { DEMO_CASE_ID, tempDir } from '../helpers'

let shell: BrowserShell
let dir: string
let remove: () => Promise<void>

const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!

async function call<T>(name: string, input: unknown, cookie: string): Promise<CallEnvelope<T>> {
  const res = await fetch(`${shell.url}api/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  })
  return (await res.json()) as CallEnvelope<T>
}

async function signIn(): Promise<string> {
  return cookieOf(await fetch(shell.launchUrl(), { redirect: 'manual' }))
}

beforeAll(async () => {
  ;({ dir, remove } = tempDir('launch'))
  const rendererDir = join(dir, 'renderer')
  await mkdir(rendererDir, { recursive: true })
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>')
  shell = await startBrowserShell({
    dataDir: join(dir, 'data'),
    downloadsDir: join(dir, 'downloads'),
    rendererDir,
  })
})
afterAll(async () => {
  await shell?.close()
  await remove?.()
})

describe('launch token and session', () => {
  it('gives a process that GETs / neither the page nor a session', async () => {
    for (const path of ['', 'loans/1/documents', '?token=guess']) {
      const res = await fetch(`${shell.url}${path}`, { redirect: 'manual' })
      expect(res.status).toBe(401)
      expect(res.headers.get('set-cookie')).toBeNull()
      expect(await res.text()).not.toContain('id="root"')
    }
  })

  it('opens one session per printed link, once; the token leaves the address', async () => {
    const link = shell.launchUrl()
    const first = await fetch(link, { redirect: 'manual' })
    expect(first.status).toBe(303)
    expect(first.headers.get('location')).toBe('/')
    const cookie = cookieOf(first)
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/)
    // The same link again, from another process: nothing.
    const replay = await fetch(link, { redirect: 'manual' })
    expect(replay.status).toBe(401)
    expect(replay.headers.get('set-cookie')).toBeNull()
    // The session opens the page; a link reopened in the same browser just drops the token.
    expect(await (await fetch(shell.url, { headers: { cookie } })).text()).toContain('id="root"')
    const again = await fetch(link, { headers: { cookie }, redirect: 'manual' })
    expect(again.status).toBe(303)
    expect(again.headers.get('set-cookie')).toBeNull()
  })

  it('never hands the page the server token; GraphQL goes through the proxy with the session', async () => {
    const cookie = await signIn()
    const res = await fetch(`${shell.url}api/call/app.connection`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    })
    const text = await res.text()
    expect(JSON.parse(text)).toEqual({
      ok: true,
      result: { graphqlUrl: '/api/graphql', token: null, mode: 'embedded' },
    })
    expect(text).not.toContain(shell.host.connection().token)

    const query = JSON.stringify({ query: '{ me { fullName } }' })
    const headers = { 'content-type': 'application/json' }
    const without = await fetch(`${shell.url}api/graphql`, { method: 'POST', headers, body: query })
    expect(without.status).toBe(401)
    const proxied = await fetch(`${shell.url}api/graphql`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: query,
    })
    expect(proxied.status).toBe(200)
    expect(
      ((await proxied.json()) as { data: { me: { fullName: string } } }).data.me.fullName,
    ).toBeTruthy()
  })
})

describe('what the page may change', () => {
  it('refuses the team server and inbox list through settings', async () => {
    const cookie = await signIn()
    expect(
      await call(
        'settings.update',
        { teamServer: { url: 'https://evil.example', email: 'a@b.c' } },
        cookie,
      ),
    ).toMatchObject({ ok: false, error: { code: 'invalid' } })
    expect(shell.host.serverOrigins()).not.toContain('https://evil.example')
    expect(await call('settings.update', { inboxes: [] }, cookie)).toMatchObject({
      ok: false,
      error: { code: 'invalid' },
    })
  })

  it('checks a typed inbox folder: full path, not a root, home, hidden or app folder', async () => {
    const cookie = await signIn()
    const configure = (folder: string) =>
      call<InboxState>('inbox.configure', { caseId: DEMO_CASE_ID, folder }, cookie)
    const hidden = join(dir, '.ssh')
    await mkdir(hidden)
    for (const folder of ['relative/scans', '/', homedir(), hidden, join(dir, 'data')]) {
      expect(await configure(folder)).toMatchObject({ ok: false, error: { code: 'invalid' } })
    }
    expect(await configure(join(dir, 'missing'))).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    })
    expect(shell.host.settings.get().inboxes).toEqual([])

    const scans = join(dir, 'scans')
    await mkdir(scans)
    expect(await configure(scans)).toMatchObject({ ok: true })
    expect(await call('inbox.status', { caseId: DEMO_CASE_ID }, cookie)).toMatchObject({
      ok: true,
      result: { folder: scans, watching: true, pending: 0 },
    })
    await call('inbox.remove', { caseId: DEMO_CASE_ID }, cookie)
  })
})
