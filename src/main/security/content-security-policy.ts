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
  /** Dev server only (electron-vite dev): HMR needs ws: and inline scripts from Vite. */
  readonly dev?: boolean
}

/** The policy text for a response header or a meta tag. */
export function buildContentSecurityPolicy(o: CspOptions): string {
  const servers = [...new Set(o.serverOrigins)].join(' ')
  const content = `${servers}${o.allowHttpsContent ? ' https:' : ''}`.trim()
  const directives: Array<[string, string]> = [
    ['default-src', "'none'"],
    ['script-src', o.dev ? "'self' 'unsafe-inline'" : "'self'"],
    // Blueprint positions popovers and tooltips with inline style attributes.
    ['style-src', "'self' 'unsafe-inline'"],
    ['font-src', "'self' data:"],
    ['img-src', `'self' data: blob: ${content}`.trim()],
    ['media-src', `'self' blob: ${content}`.trim()],
    // pdf.js renders in a worker from our own bundle.
    ['worker-src', "'self' blob:"],
    ['connect-src', `'self' ${servers}${o.dev ? ' ws:' : ''}`.trim()],
    // The preview frame shows signed links of the case server (spec §2: preview pane).
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
