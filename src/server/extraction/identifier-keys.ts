/**
 * Key/value text whose keys are identifiers, as exports and system prints write them: JSON
 * (`"policyNumber": "HO-12",`), settings (`policy_number = HO-12`, `policy.number: HO-12`) and
 * XML-like elements (`<policyNumber>HO-12</policyNumber>`). A key is split into its words
 * ("policy number") and given a colon, so that the printed labels' vocabulary finds it as it finds
 * "Policy Number:"; its value loses the quotes and the trailing comma of its syntax. Each key and
 * value becomes a token of its own, placed by glyph widths within the token it came from, so that
 * boxes stay where the characters are. Tokens without such a key are passed through unchanged.
 */
import { glyphOffsets } from './glyph-widths'
import type { TextToken } from './types'

/** A key's characters: an identifier, possibly dotted ("policy.number"). */
const KEY = String.raw`[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*`

/**
 * One key and its value: the key quoted or not, a colon or equals sign, and a value quoted (up to
 * its closing quote) or bare (up to a comma, a closing bracket or the next quoted key).
 */
const PAIR = new RegExp(
  String.raw`(["']?)(${KEY})\1\s*[:=]\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^,"{}\[\]]*[^,"{}\[\]\s])?`,
  'g',
)

/** An XML-like element holding a value: `<key>value</key>`. */
const ELEMENT = new RegExp(String.raw`<(${KEY})>([^<]*)</\1>`, 'g')

/** True when a key reads as an identifier, not as a word of prose before a colon. */
function identifierKey(key: string, quoted: boolean): boolean {
  return quoted || /[a-z][A-Z]|[A-Za-z0-9][._][A-Za-z0-9]/.test(key)
}

/** An identifier's words: camelCase, snake_case, dotted and hyphenated parts apart. */
export function keyWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim()
}

/** A piece of a token: characters [start, end) of its text, shown as `text`. */
interface Piece {
  readonly start: number
  readonly end: number
  readonly text: string
}

/** The key and value pieces of a token's text, or undefined when it holds no identifier key. */
export function keyedPieces(text: string): Piece[] | undefined {
  const pieces: Piece[] = []
  for (const m of text.matchAll(ELEMENT)) {
    const key = m[1] ?? ''
    const at = m.index
    pieces.push({ start: at, end: at + key.length + 2, text: `${keyWords(key)}:` })
    const value = (m[2] ?? '').trim()
    if (value !== '') {
      const v = at + key.length + 2 + (m[2] ?? '').indexOf(value)
      pieces.push({ start: v, end: v + value.length, text: value })
    }
  }
  if (pieces.length > 0) return pieces
  let opened: Piece | undefined
  for (const m of text.matchAll(PAIR)) {
    const quote = m[1] ?? ''
    const key = m[2] ?? ''
    if (!identifierKey(key, quote !== '')) continue
    // A key starts its token or follows the syntax of the pair before it.
    const between = text.slice(pieces.at(-1)?.end ?? 0, m.index)
    if (!/^[\s{[,:]*$/.test(between)) continue
    const keyEnd = m.index + quote.length * 2 + key.length
    // The first key of an object that opens right after a key names a part of it ("insurer":
    // { "name": … } is the insurer's name).
    const parent = opened !== undefined && /^\s*:\s*\{\s*$/.test(between) ? opened : undefined
    if (parent !== undefined) pieces.pop()
    pieces.push({
      start: parent?.start ?? m.index,
      end: keyEnd,
      text: `${parent === undefined ? '' : `${parent.text.slice(0, -1)} `}${keyWords(key)}:`,
    })
    opened = m[3] === undefined ? pieces.at(-1) : undefined
    const raw = m[3]
    if (raw === undefined) continue
    const valueAt = m.index + m[0].length - raw.length
    const quoted = /^["']/.test(raw)
    const inner = quoted ? raw.slice(1, -1) : raw
    const value = inner.trim()
    if (value === '') continue
    const v = valueAt + (quoted ? 1 : 0) + inner.indexOf(value)
    // A JSON number drops an amount's trailing zero (1234.5): its cents are written out.
    const shown = !quoted && /^\d+\.\d$/.test(value) ? `${value}0` : value
    pieces.push({ start: v, end: v + value.length, text: shown })
  }
  return pieces.length > 0 ? pieces : undefined
}

/**
 * ACORD XML names whose words do not say what they hold: "Dt", "Amt" and "Cd" are date, amount
 * and code; a policy's FullTermAmt and CurrentTermAmt are its premium; coverage code DWELL is the
 * dwelling's, and an additional interest of nature MORTG is a mortgagee.
 */
const ACORD_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/^(full|current) term amt$/, '$1 term premium'],
  [/ dt$/, ' date'],
  [/ amt$/, ' amount'],
  [/ cd$/, ' code'],
  [/^addr\s*\d?$/, 'address'],
  [/^dwell$/, 'dwelling'],
  [/^mortg$/, 'mortgagee'],
]

/** An element name's words, with ACORD XML's abbreviations written out. */
export function elementWords(key: string): string {
  let words = keyWords(key.replace(/([a-z])(\d+)$/i, '$1 $2'))
  for (const [from, to] of ACORD_WORDS) words = words.replace(from, to)
  return words
}

/**
 * Element names that mean nothing on their own: a party's name, address or account takes its
 * meaning from the element it is in (a producer's name, a location's address), and an amount from
 * the code beside it (a coverage's limit with its coverage code).
 */
const GENERIC_ELEMENT =
  /^(?:(?:full|commercial|display)\s+)?(name)$|^(address)$|^(account number)(?: id)?$|^(?:limit|deductible)\s+amount$/

/** A lone opening tag (`<Producer>`, `<Location id="L1">`) or closing tag (`</Producer>`). */
const OPEN_TAG = new RegExp(String.raw`^<(${KEY})(?:\s[^<>]*)?>$`)
/** The start of an opening tag whose attributes run on in the next text runs (`<Location`). */
const OPEN_START = new RegExp(String.raw`^<(${KEY})$`)
/** An element's role among its kind, as ACORD writes it: `InsuredOrPrincipalRoleCd="Insured"`. */
const ROLE = /RoleCd="([^"]+)"/
const CLOSE_TAG = new RegExp(String.raw`^</(${KEY})>$`)
/**
 * An opening tag with its value after it in one text run (`<YearBuilt>2009`, `<Addr1>`), or a
 * whole element in one run (`<YearBuilt>2009</YearBuilt>`).
 */
const OPEN_WITH_VALUE = new RegExp(String.raw`^<(${KEY})>([^<>]*)(?:</\1>)?$`)

/**
 * XML elements printed as separate text runs (`<EffectiveDt>`, `2026-01-05`, `</EffectiveDt>`),
 * as exports printed in a monospaced font are: each opening tag becomes its key's words and a colon
 * and each closing tag is dropped, so that the value sits after a label like any "Label: value".
 * A tag that only opens other elements names their context; a code element's value (a coverage
 * code) names the amounts after it in its element.
 */
export function splitElementRuns(tokens: readonly TextToken[]): TextToken[] {
  const out: TextToken[] = []
  const context: Array<{ key: string; words: string; code?: string }> = []
  let skip = -1
  tokens.forEach((t, k) => {
    const text = t.text.trim()
    const close = CLOSE_TAG.exec(text)
    if (close !== null) {
      const at = context.map((c) => c.key).lastIndexOf(close[1] ?? '')
      if (at >= 0) context.length = at
      return
    }
    if (skip > k) return
    const next = tokens[k + 1]?.text.trim() ?? ''
    const start = OPEN_START.exec(text)
    // A tag whose attributes were printed as runs of their own ends at the run that closes it.
    const end =
      start === null ? -1 : tokens.findIndex((o, j) => j > k && o.text.trim().endsWith('>'))
    const whole =
      end > k && end - k <= 6
        ? tokens
            .slice(k, end + 1)
            .map((o) => o.text.trim())
            .join(' ')
        : text
    const open = OPEN_TAG.exec(whole)
    if (open !== null && (end > k || next.startsWith('<') || text.includes(' '))) {
      if (end > k) skip = end + 1
      const role = ROLE.exec(whole)?.[1]
      const words = role !== undefined ? keyWords(role) : elementWords(open[1] ?? '')
      if (!whole.endsWith('/>')) context.push({ key: open[1] ?? '', words })
      return
    }
    const element = OPEN_WITH_VALUE.exec(text)
    if (element === null || (element[2] === '' && next.startsWith('<'))) {
      out.push(t)
      return
    }
    const key = element[1] ?? ''
    const words = elementWords(key)
    const parent = context.at(-1)
    const generic = GENERIC_ELEMENT.exec(words)
    // A name or address is the party's (the code beside it says which party, as an additional
    // interest's nature does); an amount is its code's (the coverage's).
    const label =
      generic === null
        ? words
        : `${parent?.code ?? parent?.words ?? ''} ${generic[1] ?? generic[2] ?? generic[3] ?? words}`.trim()
    const value = (element[2] ?? '').trim()
    if (value === '' && /<\//.test(text)) return
    // A code element's value names its siblings: the coverage whose limit follows.
    if (/ code$/.test(words) && parent !== undefined) {
      const code = value !== '' ? value : next
      parent.code = elementWords(code.toLowerCase())
    }
    const at = glyphOffsets(t.text, t.monospace === true)
    const w = t.bbox.x1 - t.bbox.x0
    const keyEnd = t.text.indexOf('>') + 1
    out.push({
      ...t,
      text: `${label}:`,
      bbox: { ...t.bbox, x1: t.bbox.x0 + w * (at[keyEnd] ?? 1) },
    })
    if (value !== '') {
      const v = t.text.indexOf(value, keyEnd)
      out.push({
        ...t,
        text: value,
        bbox: {
          ...t.bbox,
          x0: t.bbox.x0 + w * (at[v] ?? 0),
          x1: t.bbox.x0 + w * (at[v + value.length] ?? 1),
        },
      })
    }
  })
  return out
}

/** The tokens with every identifier key and its value as tokens of their own. */
export function splitIdentifierKeys(tokens: readonly TextToken[]): TextToken[] {
  const out: TextToken[] = []
  let afterKey = false
  for (const t of splitElementRuns(tokens)) {
    // A quoted value in a word of its own after a key's word (OCR reads words apart).
    const quoted = afterKey ? /^"([^"]+)",?$/.exec(t.text) : null
    afterKey = false
    if (quoted?.[1] !== undefined) {
      const at = glyphOffsets(t.text, t.monospace === true)
      const w = t.bbox.x1 - t.bbox.x0
      const end = 1 + quoted[1].length
      out.push({
        ...t,
        text: quoted[1],
        bbox: { ...t.bbox, x0: t.bbox.x0 + w * (at[1] ?? 0), x1: t.bbox.x0 + w * (at[end] ?? 1) },
      })
      continue
    }
    // The quotes of an export drawn apart from its keys and values are its syntax (a lone comma
    // is not dropped: it parts a street from its city).
    if (/^(?=.*")[",]+$/.test(t.text)) continue
    // Cheap test first: only a token with a key's syntax is parsed.
    if (!/[:=]|<\//.test(t.text)) {
      out.push(t)
      continue
    }
    const pieces = keyedPieces(t.text)
    if (pieces === undefined) {
      out.push(t)
      continue
    }
    afterKey = pieces.at(-1)?.text.endsWith(':') === true
    const at = glyphOffsets(t.text, t.monospace === true)
    const w = t.bbox.x1 - t.bbox.x0
    for (const p of pieces)
      out.push({
        ...t,
        text: p.text,
        bbox: {
          ...t.bbox,
          x0: t.bbox.x0 + w * (at[p.start] ?? 0),
          x1: t.bbox.x0 + w * (at[p.end] ?? 1),
        },
      })
  }
  return out
}
