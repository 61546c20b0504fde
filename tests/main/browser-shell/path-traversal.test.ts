/**
 * Path traversal against the one static-file resolver, through both doors that use it: a real
 * browser shell on 127.0.0.1 (raw HTTP requests, sent as `curl --path-as-is` would, never
 * normalised by a client) and the app:// handler's response function. Every payload must get a
 * 404 and never the bytes of a file outside the build.
 */
import { readFileSync } from 'node:fs'
import { mkdir, symlink, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appProtocolResponse } from '../../../src/main/app-protocol-response'
import {
  startBrowserShell,
  type BrowserShell,
} from '../../../src/main/browser-shell/start-browser-shell'
import { safeSegments } from '../../../src/main/browser-shell/static-files'
import { tempDir } from '../helpers'

const SECRET = 'secret outside the build'
const ETC_PASSWD = readFileSync('/etc/passwd', 'utf8')

/** Deep enough to reach / from any temp folder. */
const UP = (sep: string, n = 12) => Array.from({ length: n }, () => `..${sep}`).join('')

/** Paths an attacker tries, each aimed at ../secret.txt (beside the build) or /etc/passwd. */
const PAYLOADS: readonly string[] = [
  // The reported one: encoded backslashes are split into segments and joined.
  `/x/${UP('%5c', 6)}etc%5cpasswd`,
  `/x/${UP('%5c')}etc%5cpasswd`,
  `/..%5csecret.txt`,
  `/assets/..%5c..%5csecret.txt`,
  `/loans/1/${UP('%5C', 4)}secret.txt`,
  // Encoded slashes and dots.
  `/..%2fsecret.txt`,
  `/%2e%2e%2fsecret.txt`,
  `/%2e%2e/secret.txt`,
  `/.%2e/secret.txt`,
  `/assets/..%2f..%2fsecret.txt`,
  `/%2f${UP('%2f')}etc%2fpasswd`,
  // Double encoding (a second decode anywhere would make these separators).
  `/%252e%252e%252fsecret.txt`,
  `/..%255csecret.txt`,
  `/assets/%252e%252e/%252e%252e/secret.txt`,
  // Raw backslashes and plain dots (a client that does not normalise sends them as they are).
  `/..\\secret.txt`,
  `/assets\\..\\..\\secret.txt`,
  `/../secret.txt`,
  `/assets/../../secret.txt`,
  `/${UP('/')}etc/passwd`,
  // UNC and drive forms.
  `//..%5csecret.txt`,
  `/%5c%5clocalhost%5cc$%5csecret.txt`,
  `/\\\\localhost\\c$\\secret.txt`,
  `/C:%5cWindows%5cwin.ini`,
  `/C:/Windows/win.ini`,
  `/assets/app.js:secret`,
  // Mixed encodings and separators.
  `/..%5c/..%2f/secret.txt`,
  `/assets/%2e%2e%5c%2e%2e%5csecret.txt`,
  `/assets/.%2e/%2e./secret.txt`,
  `/x/..%5c..%2f..\\${UP('/', 6)}etc/passwd`,
  // Overlong UTF-8 slash, NUL and other control characters.
  `/..%c0%af..%c0%afsecret.txt`,
  `/secret.txt%00.js`,
  `/assets/app.js%00`,
  `/assets/%0a/../../secret.txt`,
  // A symbolic link inside the build that points out of it.
  `/assets/leak.js`,
]

let dir: string
let rendererDir: string
let remove: () => Promise<void>
let shell: BrowserShell
let cookie = ''

/** A raw request line, exactly as given (like `curl --path-as-is`): status and body. */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      // With the page's session: the attacker is as strong as the page itself.
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
      )
    })
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (d: string) => (text += d))
    socket.on('error', fail)
    socket.on('end', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0)
      done({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) })
    })
  })
}

beforeAll(async () => {
  ;({ dir, remove } = tempDir('traversal'))
  rendererDir = join(dir, 'renderer')
  await mkdir(join(rendererDir, 'assets'), { recursive: true })
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><div id="root"></div>')
  await writeFile(join(rendererDir, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(dir, 'secret.txt'), SECRET)
  await symlink(join(dir, 'secret.txt'), join(rendererDir, 'assets', 'leak.js'))
  shell = await startBrowserShell({
    dataDir: join(dir, 'data'),
    downloadsDir: join(dir, 'downloads'),
    rendererDir,
  })
  const launch = await fetch(shell.launchUrl(), { redirect: 'manual' })
  cookie = (launch.headers.get('set-cookie') ?? '').split(';')[0]!
})
afterAll(async () => {
  await shell?.close()
  await remove?.()
})

describe('the browser shell’s static files over HTTP', () => {
  it('serves the build (so a 404 below means refused, not broken)', async () => {
    expect(await rawGet(shell.port, '/assets/app.js')).toMatchObject({
      status: 200,
      body: 'console.log(1)',
    })
    expect((await rawGet(shell.port, '/loans/1/assets/app.js')).body).toBe('console.log(1)')
  })

  it.each(PAYLOADS)('refuses %s', async (payload) => {
    const { status, body } = await rawGet(shell.port, payload)
    expect(body).not.toContain(SECRET)
    expect(body).not.toContain(ETC_PASSWD.slice(0, 40))
    // Either refused outright, or (for a path the URL parser normalised into the build) the app's
    // own index page for a client-side route — never a file from outside.
    if (status === 200) expect(body).toContain('id="root"')
    else expect([400, 404]).toContain(status)
  })
})

describe('the app:// handler', () => {
  const csp = () => "default-src 'none'"

  it('serves the build with the CSP', async () => {
    const res = await appProtocolResponse(rendererDir, 'app://bundle/loans/1/assets/app.js', csp)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(await res.text()).toBe('console.log(1)')
    expect((await appProtocolResponse(rendererDir, 'app://other/assets/app.js', csp)).status).toBe(
      404,
    )
  })

  it.each(PAYLOADS)('refuses app://bundle%s', async (payload) => {
    const res = await appProtocolResponse(rendererDir, `app://bundle${payload}`, csp)
    const body = await res.text()
    expect(body).not.toContain(SECRET)
    expect(body).not.toContain(ETC_PASSWD.slice(0, 40))
    if (res.status === 200) expect(body).toContain('id="root"')
    else expect(res.status).toBe(404)
  })
})

describe('safeSegments', () => {
  it('refuses what could leave the build or mean something else on Windows', () => {
    expect(safeSegments('/x/..%5c..%5cetc%5cpasswd')).toBeNull()
    expect(safeSegments('/a/%252e%252e/b')).toBeNull()
    expect(safeSegments('/a/../b')).toBeNull()
    expect(safeSegments('/a/./b')).toBeNull()
    expect(safeSegments('/a%00b')).toBeNull()
    expect(safeSegments('/c:/x')).toBeNull()
    expect(safeSegments('/%E0%A4%A')).toBeNull()
    expect(safeSegments('//assets//app.js')).toEqual(['assets', 'app.js'])
    expect(safeSegments('/cases/%C3%A9t%C3%A9')).toEqual(['cases', 'été'])
  })
})
