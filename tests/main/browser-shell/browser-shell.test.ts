/**
 * The browser shell in-process (startBrowserShell) with a real embedded server: static files and
 * their confinement, the session, staged uploads through the one pipeline, archives written to
 * the downloads folder, and what the browser host refuses (host paths, the OS file picker).
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { join } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startBrowserShell,
  type BrowserShell,
} from '../../../src/main/browser-shell/start-browser-shell'
import type { CallEnvelope } from '../../../src/shared/contract'
import { DEMO_CASE_ID, pdfBytes, tempDir } from '../helpers'

let shell: BrowserShell
let dir: string
let remove: () => Promise<void>
let cookie: string

function rawGet(path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: shell.port, path }, (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    })
    req.on('error', fail)
    req.end()
  })
}

async function call<T>(name: string, input: unknown): Promise<CallEnvelope<T>> {
  const res = await fetch(`${shell.url}api/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(input),
  })
  return (await res.json()) as CallEnvelope<T>
}

beforeAll(async () => {
  ;({ dir, remove } = tempDir('browser'))
  const rendererDir = join(dir, 'renderer')
  await mkdir(join(rendererDir, 'assets'), { recursive: true })
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(dir, 'secret.txt'), 'not for the page')
  shell = await startBrowserShell({
    dataDir: join(dir, 'data'),
    downloadsDir: join(dir, 'downloads'),
    rendererDir,
  })
  // The page is served before the embedded server is ready; these calls need the server.
  await shell.host.ready
  // The printed link's one-time token buys the session cookie.
  const launch = await fetch(shell.launchUrl(), { redirect: 'manual' })
  cookie = (launch.headers.get('set-cookie') ?? '').split(';')[0]!
})
afterAll(async () => {
  await shell?.close()
  await remove?.()
})

describe('browser shell', () => {
  it('serves the renderer with its CSP and an SPA fallback, and nothing outside it', async () => {
    const index = await fetch(shell.url, { headers: { cookie } })
    expect(index.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(index.headers.get('x-frame-options')).toBe('DENY')
    expect(await index.text()).toContain('id="root"')
    const js = await fetch(`${shell.url}assets/app.js`)
    expect(js.headers.get('content-type')).toContain('text/javascript')
    expect(js.headers.get('set-cookie')).toBeNull()
    expect(
      (await fetch(`${shell.url}cases/demo-case-1/documents`, { headers: { cookie } })).status,
    ).toBe(200)
    expect((await fetch(`${shell.url}assets/missing.js`)).status).toBe(404)
    // Relative asset links from a client-side route resolve to the build's file.
    const nested = await fetch(`${shell.url}loans/1/assets/app.js`)
    expect(nested.status).toBe(200)
    expect(await nested.text()).toBe('console.log(1)')
    expect(await rawGet('/../secret.txt')).toBe(404)
    expect(await rawGet('/%2e%2e/secret.txt')).toBe(404)
    expect(await rawGet('/assets/..%2f..%2fsecret.txt')).toBe(404)
    expect((await fetch(shell.url, { method: 'DELETE' })).status).toBe(405)
  })

  it('takes JSON calls only', async () => {
    const res = await fetch(`${shell.url}api/call/settings.get`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie },
      body: '{}',
    })
    expect(res.status).toBe(415)
    const bad = await fetch(`${shell.url}api/call/settings.get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{nope',
    })
    expect(bad.status).toBe(400)
  })

  it('uploads a staged file through the pipeline and removes it from the staging folder', async () => {
    const stage = await fetch(
      `${shell.url}api/stage?name=${encodeURIComponent('Binder #1.pdf')}&lastModified=1700000000000`,
      {
        method: 'POST',
        headers: { cookie },
        body: pdfBytes('staged'),
      },
    )
    expect(stage.status).toBe(200)
    const { stagedId } = (await stage.json()) as { stagedId: string }
    const started = await call<{ batchId: string }>('upload.start', {
      caseId: DEMO_CASE_ID,
      files: [{ kind: 'staged', stagedId, name: 'Binder #1.pdf' }],
    })
    if (!started.ok) throw new Error(started.error.message)
    const r = await call<{ results: Array<{ ok: boolean; fileName: string }> }>(
      'upload.result',
      started.result,
    )
    expect(r).toMatchObject({
      ok: true,
      result: { results: [{ ok: true, fileName: 'Binder #1.pdf' }] },
    })
    // Used once: the staged id is gone.
    expect(
      await call('upload.start', {
        caseId: DEMO_CASE_ID,
        files: [{ kind: 'staged', stagedId, name: 'x.pdf' }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid' } })
    expect(
      (await fetch(`${shell.url}api/stage`, { method: 'POST', headers: { cookie }, body: 'x' }))
        .status,
    ).toBe(400)
  })

  it('refuses host paths and the OS picker from the page', async () => {
    expect(
      await call('upload.start', {
        caseId: DEMO_CASE_ID,
        files: [{ kind: 'path', path: join(dir, 'secret.txt') }],
      }),
    ).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    expect(await call('files.pick', {})).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    })
    expect(
      await call('document.startDrag', {
        documentId: 'd',
        url: 'https://x.example/a',
        fileName: 'a',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'unsupported' },
    })
  })

  it("passes the page's Accept to the server: the media type and status of errors follow it", async () => {
    const c = await call<{ graphqlUrl: string }>('app.connection', {})
    if (!c.ok) throw new Error(c.error.message)
    const invalid = (accept: string) =>
      fetch(new URL(c.result.graphqlUrl, shell.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, cookie },
        body: JSON.stringify({ query: '{ nope }' }),
      })
    const strict = await invalid('application/graphql-response+json')
    expect(strict.status).toBe(400)
    expect(strict.headers.get('content-type')).toBe(
      'application/graphql-response+json; charset=utf-8',
    )
    // Apollo Client's default Accept.
    const apollo = await invalid('*/*')
    expect(apollo.status).toBe(200)
    expect(apollo.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(((await apollo.json()) as { errors: unknown[] }).errors).toHaveLength(1)
  })

  it('writes archives to the downloads folder and returns the path', async () => {
    // The page's GraphQL goes through the host's proxy, with the session and no token.
    const c = await call<{ graphqlUrl: string; token: string | null }>('app.connection', {})
    if (!c.ok) throw new Error(c.error.message)
    const res = await fetch(new URL(c.result.graphqlUrl, shell.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        query: `{ documents(filter: { classId: { eq: "${DEMO_CASE_ID}" } }) { nodes { id name signed fileExt fileType } } }`,
      }),
    })
    const docs = (
      (await res.json()) as { data: { documents: { nodes: Array<Record<string, string>> } } }
    ).data.documents.nodes
    const binder = docs.find((d) => d['name'] === 'Binder #1.pdf')!
    const archive = async (documentIds: string[]) => {
      const started = await call<{ jobId: string }>('archive.download', {
        caseId: DEMO_CASE_ID,
        documentIds,
        fileName: 'documents.zip',
      })
      if (!started.ok) throw new Error(started.error.message)
      return call<{ path: string; count: number }>('archive.result', started.result)
    }
    const r = await archive([binder['id']!, binder['id']!])
    expect(r).toEqual({
      ok: true,
      result: { path: join(dir, 'downloads', 'documents.zip'), count: 2 },
    })
    const zip = new AdmZip(join(dir, 'downloads', 'documents.zip'))
    expect(zip.getEntries().map((e) => e.entryName)).toEqual(['Binder #1.pdf', 'Binder #1-1.pdf'])
    expect(zip.readFile('Binder #1.pdf')!.equals(pdfBytes('staged'))).toBe(true)
    // A second archive never overwrites the first.
    const again = await archive([binder['id']!])
    expect(again).toMatchObject({
      ok: true,
      result: { path: join(dir, 'downloads', 'documents-1.zip') },
    })
    expect((await readdir(join(dir, 'downloads'))).sort()).toEqual([
      'documents-1.zip',
      'documents.zip',
    ])
    expect(existsSync(join(dir, 'downloads', 'documents.zip.partial'))).toBe(false)
  })
})
