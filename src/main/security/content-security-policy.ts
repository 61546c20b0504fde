/**
 * The app's Content-Security-Policy, one builder for both hosts (Electron's response header and
 * the browser shell's): scripts only from our own origin, no plugins, no framing of us, and
 * network/frames only to the case server the app talks to.
 */

export type CspOptions = {
  /** Origins of the case server(s): GraphQL and signed object links (embedded and/or team). */
  readonly serverOrigins: readonly string[]
  /**
   * Team servers hand out presigned links to S3-compatible storage on hosts we cannot list; and
   * the optional external viewer is an https page. Either one allows https: for frames/images.
   */
  readonly allowHttpsContent: boolean
  /** Dev server only (electron-vite dev): HMR needs ws:. */
  readonly dev?: boolean
  /**
   * Dev server only: the per-run nonce Vite puts on the script tags it writes inline (React
   * refresh's preamble), so development needs no 'unsafe-inline' for scripts either.
   */
  readonly devScriptNonce?: string
}

/** The environment variable through which electron-vite dev hands the nonce to the main process. */
export const DEV_SCRIPT_NONCE_ENV = 'CDM_DEV_SCRIPT_NONCE'

/** A nonce may only hold base64 characters: anything else could end the CSP source. */
const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/

/** script-src: our own files; in development also the inline tags carrying Vite's nonce. */
function scriptSources(o: CspOptions): string {
  const nonce = o.dev && o.devScriptNonce && NONCE.test(o.devScriptNonce) ? o.devScriptNonce : null
  return nonce ? `'self' 'nonce-${nonce}'` : "'self'"
}

/**
 * The page's own meta policy with the dev nonce added to script-src (both the meta tag and the
 * response header apply, so both must allow Vite's inline preamble).
 */
export function withDevScriptNonce(html: string, nonce: string): string {
  if (!NONCE.test(nonce)) throw new Error('invalid CSP nonce')
  return html.replace(
    /(http-equiv="Content-Security-Policy"\s+content="[^"]*script-src 'self')/,
    `$1 'nonce-${nonce}'`,
  )
}

/** The policy text for a response header or a meta tag. */
export function buildContentSecurityPolicy(o: CspOptions): string {
  const servers = [...new Set(o.serverOrigins)].join(' ')
  const content = `${servers}${o.allowHttpsContent ? ' https:' : ''}`.trim()
  const directives: Array<[string, string]> = [
    ['default-src', "'none'"],
    ['script-src', scriptSources(o)],
    // Blueprint positions popovers and tooltips with inline style attributes.
    ['style-src', "'self' 'unsafe-inline'"],
    ['font-src', "'self' data:"],
    ['img-src', `'self' data: blob: ${content}`.trim()],
    ['media-src', `'self' blob: ${content}`.trim()],
    // pdf.js renders in a worker from our own bundle.
    ['worker-src', "'self' blob:"],
    ['connect-src', `'self' ${servers}${o.dev ? ' ws:' : ''}`.trim()],
    // The preview frame shows signed links of the case server (docs/rules.md#preview).
    ['frame-src', `'self' blob: ${content}`.trim()],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map(([k, v]) => `${k} ${v}`).join('; ')
}

/** The origin of a URL, or null for anything unparsable. */
export function originOf(url: string): string | null {
  try {
    const o = new URL(url).origin
    return o === 'null' ? null : o
  } catch {
    return null
  }
}
