/**
 * A search hit's snippet as the server sends it (HTML-escaped text, hits inside <mark>…</mark>)
 * turned into plain parts, so the screen renders text nodes and <mark> elements — never HTML.
 */

export type SnippetPart = { readonly text: string; readonly hit: boolean }

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

const unescape = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

/** The parts of a snippet, in order; marks that do not pair up are read as text. */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  const re = /<mark>(.*?)<\/mark>/g
  let at = 0
  for (const m of snippet.matchAll(re)) {
    if (m.index > at) parts.push({ text: unescape(snippet.slice(at, m.index)), hit: false })
    parts.push({ text: unescape(m[1]!), hit: true })
    at = m.index + m[0].length
  }
  if (at < snippet.length) parts.push({ text: unescape(snippet.slice(at)), hit: false })
  return parts.filter((p) => p.text !== '')
}
