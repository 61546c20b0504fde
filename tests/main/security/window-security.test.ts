/** Window options, CSP and navigation policy: the desktop shell's security as pure functions. */
import { describe, expect, it } from 'vitest'
import { isSafeExternalUrl, isFetchableUrl } from '../../../src/main/security/url-policy'
import { readFileSync } from 'node:fs'
import {
  buildContentSecurityPolicy,
  withDevScriptNonce,
} from '../../../src/main/security/content-security-policy'
import { isOwnOrigin, navigationDecision } from '../../../src/main/security/navigation-policy'
import { mainWindowOptions } from '../../../src/main/window-options'

describe('mainWindowOptions', () => {
  it('isolates the page: context isolation, sandbox, no Node, web security on', () => {
    const o = mainWindowOptions('/app/preload/index.cjs')
    expect(o.webPreferences).toMatchObject({
      preload: '/app/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
    })
    // Shown once the first paint is ready (the renderer's loading state), not blank.
    expect(o.show).toBe(false)
  })
})

describe('buildContentSecurityPolicy', () => {
  const directive = (csp: string, name: string) =>
    csp
      .split('; ')
      .find((d) => d.startsWith(`${name} `))
      ?.slice(name.length + 1)

  it('allows scripts from our origin only and names the case server for network and frames', () => {
    const csp = buildContentSecurityPolicy({
      serverOrigins: ['http://127.0.0.1:4000'],
      allowHttpsContent: false,
    })
    expect(directive(csp, 'default-src')).toBe("'none'")
    expect(directive(csp, 'script-src')).toBe("'self'")
    expect(directive(csp, 'connect-src')).toBe("'self' http://127.0.0.1:4000")
    expect(directive(csp, 'frame-src')).toBe("'self' blob: http://127.0.0.1:4000")
    expect(directive(csp, 'object-src')).toBe("'none'")
    expect(directive(csp, 'frame-ancestors')).toBe("'none'")
    expect(directive(csp, 'base-uri')).toBe("'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('https:')
    expect(csp).not.toContain('ws:')
  })

  it('opens https: for frames and images only in team mode or with the external viewer', () => {
    const csp = buildContentSecurityPolicy({
      serverOrigins: ['http://127.0.0.1:4000', 'https://team.example', 'https://team.example'],
      allowHttpsContent: true,
    })
    expect(directive(csp, 'frame-src')).toBe(
      "'self' blob: http://127.0.0.1:4000 https://team.example https:",
    )
    expect(directive(csp, 'connect-src')).toBe("'self' http://127.0.0.1:4000 https://team.example")
    expect(directive(csp, 'script-src')).toBe("'self'")
  })

  it("never allows inline scripts in development: Vite's tags carry the run's nonce", () => {
    const base = { serverOrigins: ['http://127.0.0.1:4000'], allowHttpsContent: false, dev: true }
    const nonce = 'c2VjcmV0LW5vbmNlLWZvci10ZXN0cw'
    const csp = buildContentSecurityPolicy({ ...base, devScriptNonce: nonce })
    expect(directive(csp, 'script-src')).toBe(`'self' 'nonce-${nonce}'`)
    expect(directive(csp, 'connect-src')).toBe("'self' http://127.0.0.1:4000 ws:")
    expect(directive(buildContentSecurityPolicy(base), 'script-src')).toBe("'self'")
    // A nonce that could end the source list is ignored, and a nonce outside dev too.
    const evil = buildContentSecurityPolicy({ ...base, devScriptNonce: "x' 'unsafe-inline" })
    expect(directive(evil, 'script-src')).toBe("'self'")
    const prod = buildContentSecurityPolicy({ ...base, dev: false, devScriptNonce: nonce })
    expect(directive(prod, 'script-src')).toBe("'self'")
    for (const csp of [buildContentSecurityPolicy(base), evil, prod]) {
      expect(directive(csp, 'script-src')).not.toContain('unsafe-inline')
    }
  })

  it("adds the dev nonce to the page's own meta policy (both policies apply)", () => {
    const html = readFileSync('src/renderer/index.html', 'utf8')
    const nonce = 'c2VjcmV0LW5vbmNlLWZvci10ZXN0cw'
    const out = withDevScriptNonce(html, nonce)
    const meta = /content="([^"]*)"/.exec(out.slice(out.indexOf('Content-Security-Policy')))![1]!
    expect(directive(meta, 'script-src')).toBe(`'self' 'nonce-${nonce}'`)
    expect(html).not.toContain('nonce-')
    expect(() => withDevScriptNonce(html, '" onload="x')).toThrow(/nonce/)
  })
})

describe('navigation policy', () => {
  it('keeps the window on our origin and offers https links to the OS browser', () => {
    expect(isOwnOrigin('app://bundle/cases/1', 'app://bundle')).toBe(true)
    expect(isOwnOrigin('app://other/', 'app://bundle')).toBe(false)
    expect(navigationDecision('app://bundle/x', 'app://bundle')).toBe('allow')
    expect(navigationDecision('https://example.com/help', 'app://bundle')).toBe('open-external')
    expect(navigationDecision('https://user:pw@example.com/', 'app://bundle')).toBe('deny')
    for (const url of [
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://x/y',
      '',
    ]) {
      expect(navigationDecision(url, 'app://bundle')).toBe('deny')
    }
  })

  it('hands only plain https links to the OS', () => {
    expect(isSafeExternalUrl('https://example.com/a?b=c')).toBe(true)
    expect(isSafeExternalUrl('http://example.com/')).toBe(false)
    expect(isSafeExternalUrl('file:///C:/Windows/system32/calc.exe')).toBe(false)
    expect(isSafeExternalUrl('https://u:p@example.com/')).toBe(false)
    expect(isSafeExternalUrl('ms-msdt:/id')).toBe(false)
  })

  it('fetches only the current server’s origin or https', () => {
    const c = { graphqlUrl: 'http://127.0.0.1:4000/graphql', token: 't', mode: 'embedded' as const }
    expect(isFetchableUrl('http://127.0.0.1:4000/objects/a?sig=1', c)).toBe(true)
    expect(isFetchableUrl('https://bucket.s3.example/a', c)).toBe(true)
    expect(isFetchableUrl('http://127.0.0.1:4001/objects/a', c)).toBe(false)
    expect(isFetchableUrl('http://169.254.169.254/latest/meta-data', c)).toBe(false)
    expect(isFetchableUrl('file:///etc/passwd', c)).toBe(false)
  })
})
