/**
 * The media type of a GraphQL response, from the request's Accept header (GraphQL over HTTP,
 * docs/architecture.md#graphql): `application/graphql-response+json` when the client asks for it,
 * `application/json` for `application/json`, wildcards or no Accept at all, null when the client
 * accepts neither (406). The two differ in status codes only: a request error (a query that does
 * not parse or validate, variables that do not coerce) is 400 under the first and 200 under
 * `application/json`, where clients read the errors from the body.
 */

export type GraphQLMediaType = 'application/graphql-response+json' | 'application/json'

type Range = { readonly type: string; readonly q: number; readonly utf8: boolean }

function parseRange(text: string): Range {
  const [type = '', ...params] = text.split(';').map((p) => p.trim().toLowerCase())
  let q = 1
  let utf8 = true
  for (const p of params) {
    const [name, value = ''] = p.split('=').map((x) => x.trim())
    if (name === 'q') q = Number.isFinite(Number(value)) ? Number(value) : 0
    if (name === 'charset') utf8 = value === 'utf-8' || value === 'utf8'
  }
  return { type, q, utf8 }
}

/** The response's media type for an Accept header; null when neither JSON type is acceptable. */
export function responseMediaType(accept: string | undefined): GraphQLMediaType | null {
  if (accept === undefined || accept.trim() === '') return 'application/json'
  const ranges = accept
    .split(',')
    .map(parseRange)
    .filter((r) => r.q > 0 && r.utf8)
  // Highest q first; equal q keeps the client's order (Array.prototype.sort is stable).
  ranges.sort((a, b) => b.q - a.q)
  for (const r of ranges) {
    if (r.type === 'application/graphql-response+json') return r.type
    if (r.type === 'application/json' || r.type === 'application/*' || r.type === '*/*') {
      return 'application/json'
    }
  }
  return null
}
