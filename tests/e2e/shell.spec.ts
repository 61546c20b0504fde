/**
 * The browser shell itself: the page carries the CSP header, the API refuses a call
 * without the session cookie, from a foreign Origin or under a foreign Host, and a call plus an
 * event round-trip through the renderer's real browser transport (src/renderer/src/native).
 */
import { resolve } from 'node:path'
import { build } from 'esbuild'
import { expect, test } from './helpers/browser-shell'

const ROOT = resolve(import.meta.dirname, '../..')

/** The renderer's browser transport, bundled for the page as `window.__transport`. */
async function transportBundle(): Promise<string> {
  const out = await build({
    stdin: {
      contents:
        "import { createBrowserTransport } from './src/renderer/src/native/browser-transport'\n" +
        'window.__transport = createBrowserTransport()\n',
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
  })
  return out.outputFiles[0]!.text
}

test('the page loads with the strict CSP header and the session cookie', async ({
  page,
  shell,
}) => {
  const violations: string[] = []
  page.on('console', (m) => {
    if (m.text().includes('Content Security Policy')) violations.push(m.text())
  })
  const res = await page.goto(shell.launchUrl)
  expect(res?.status()).toBe(200)
  const csp = res?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'none'")
  // connect-src names exactly the embedded server (whose signed links the page fetches), not any
  // host; GraphQL itself goes through the page's own origin.
  const { documents } = await shell.graphql<{ documents: { nodes: { signed: string }[] } }>(
    '{ documents(filter: { classId: { eq: "demo-case-1" } }) { nodes { signed } } }',
  )
  expect(csp).toContain(`connect-src 'self' ${new URL(documents.nodes[0]!.signed).origin}`)
  const cookies = await page.context().cookies()
  const session = cookies.find((c) => c.name === 'cdm_session')
  expect(session?.httpOnly).toBe(true)
  expect(session?.sameSite).toBe('Strict')
  await expect(page.locator('#root')).not.toBeEmpty()
  expect(violations).toEqual([])
})

test('the API refuses a call without the session, from a foreign Origin or Host', async ({
  shell,
}) => {
  const call = (headers: Record<string, string>) =>
    fetch(`${shell.url}api/call/settings.get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: '{}',
    })
  const noCookie = await call({})
  expect(noCookie.status).toBe(401)
  expect(await noCookie.json()).toMatchObject({ ok: false, error: { code: 'unauthorized' } })

  // A process that GETs the page gets no session; only a printed link buys one.
  expect((await fetch(shell.url)).headers.get('set-cookie')).toBeNull()
  const cookie = await shell.session()
  expect(cookie).toMatch(/^cdm_session=.+/)
  expect((await call({ cookie })).status).toBe(200)
  expect((await call({ cookie: 'cdm_session=forged' })).status).toBe(401)

  const foreign = await call({ cookie, origin: 'http://evil.example' })
  expect(foreign.status).toBe(403)
  expect(await foreign.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })
  const crossSite = await call({ cookie, 'sec-fetch-site': 'cross-site' })
  expect(crossSite.status).toBe(403)

  // Node's fetch will not forge Host; a raw request will (DNS rebinding).
  const { request } = await import('node:http')
  const status = await new Promise<number>((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: shell.port,
        path: '/',
        headers: { host: `evil.example:${shell.port}` },
      },
      (res) => {
        res.resume()
        done(res.statusCode ?? 0)
      },
    )
    req.on('error', fail)
    req.end()
  })
  expect(status).toBe(421)

  // Events need the session too.
  expect((await fetch(`${shell.url}api/events`)).status).toBe(401)
})

test('a call and an event round-trip through the browser transport', async ({ browser, shell }) => {
  // The transport is injected as a script, which the strict CSP (rightly) forbids: bypass it in
  // this context only; the calls still go through the real shell with the page's session.
  const context = await browser.newContext({ bypassCSP: true })
  const page = await context.newPage()
  await page.goto(shell.launchUrl)
  await page.addScriptTag({ content: await transportBundle() })

  const result = await page.evaluate(async () => {
    // The page's view of the transport (the renderer's RendererNativeApi, loosely typed here:
    // this file compiles under the Node tsconfig).
    type Api = {
      call: (name: string, input: unknown) => Promise<any> // eslint-disable-line @typescript-eslint/no-explicit-any
      on: (name: string, listener: (payload: any) => void) => () => void // eslint-disable-line @typescript-eslint/no-explicit-any
      fileRef: (file: File) => Promise<{ kind: string; stagedId: string; name: string }>
    }
    const api = (globalThis as unknown as { __transport: Api }).__transport
    const connection = (await api.call('app.connection', {})) as {
      graphqlUrl: string
      token: string | null
      mode: string
    }
    const auth: Record<string, string> = connection.token
      ? { authorization: `Bearer ${connection.token}` }
      : {}
    const cases = await fetch(connection.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ query: '{ cases { nodes { id } } }' }),
    }).then((r) => r.json() as Promise<{ data: { cases: { nodes: { id: string }[] } } }>)
    const caseId = cases.data.cases.nodes[0]!.id
    const statuses: string[] = []
    api.on('upload.progress', (p: { status: string }) => statuses.push(p.status))
    const changed = new Promise<{ caseId: string; ids: readonly string[] }>((done) => {
      api.on('documents.changed', (p: { caseId: string; ids: readonly string[] }) => done(p))
    })
    // Give the EventSource a moment to connect before the upload emits.
    await new Promise((r) => setTimeout(r, 300))
    const file = new File(['a,b\n1,2\n'], 'round-trip.csv', { type: 'text/csv' })
    const ref = await api.fileRef(file)
    const started = (await api.call('upload.start', { caseId, files: [ref] })) as {
      batchId: string
    }
    const upload = (await api.call('upload.result', started)) as {
      results: Array<{ ok: boolean; documentId?: string }>
    }
    const event = await changed
    let refused = ''
    try {
      await api.call('upload.start', { caseId: '', files: [] })
    } catch (e) {
      refused = `${(e as { code: string }).code}: ${(e as Error).message}`
    }
    return { mode: connection.mode, ref, upload, event, caseId, statuses, refused }
  })
  expect(result.mode).toBe('embedded')
  expect(result.ref.kind).toBe('staged')
  expect(result.upload.results).toHaveLength(1)
  const first = result.upload.results[0]!
  expect(first.ok).toBe(true)
  expect(result.event.caseId).toBe(result.caseId)
  expect(result.event.ids).toEqual([first.documentId])
  expect(result.statuses).toContain('done')
  expect(result.refused).toMatch(/^invalid: Invalid upload.start payload/)
  await context.close()
})
