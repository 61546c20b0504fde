/**
 * A search hit's snippet as the API returns it: the words around the hit, HTML-escaped, with each
 * matched word inside <mark>…</mark>. PostgreSQL's ts_headline marks matches with two control
 * characters no page text holds (the indexer drops them), so escaping cannot be confused by a
 * document that itself contains "<mark>".
 */

/** What ts_headline is told to put around a match. */
export const HIT_START = '\u0002'
export const HIT_END = '\u0003'

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The headline's text escaped, its marks turned into <mark> elements. */
export function markSnippet(headline: string): string {
  return headline
    .replace(/[&<>"']/g, (c) => ESCAPES[c]!)
    .replaceAll(HIT_START, '<mark>')
    .replaceAll(HIT_END, '</mark>')
    .replace(/\s+/g, ' ')
    .trim()
}

/** ts_headline options: a short passage or two, joined by an ellipsis. */
export const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=24, MinWords=8, ShortWord=0, MaxFragments=2, FragmentDelimiter=" … "`
