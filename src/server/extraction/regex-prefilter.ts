/**
 * What a text must contain for a pattern to match in it: a few literal strings read off the
 * pattern's source, at least one of which is in every match ("insurance" for /insurance\s+(?:
 * company|carrier)/, "pol" for /(?:policy|pol\.?)\s*#/). A page is searched with a hundred label
 * patterns cell by cell, and most cells hold none of a pattern's words: a substring test rules the
 * pattern out far faster than running it. The reading is conservative — a pattern it cannot read
 * for certain (a character class first, flags, an unknown escape) gets no prefilter and is always
 * run — so a pattern ruled out could never have matched, and the results are those of running
 * every pattern.
 */

/** Strings of which a match holds at least one; null when nothing is known (always run). */
export type Needs = readonly string[] | null

/** Literal characters a pattern may escape. */
const ESCAPED_LITERALS = new Set([...'/\\.()[]{}|?*+^$-:#\'"&,;@!=<> '])
/** Escapes that match one character of a class, or a position: no literal. */
const CLASS_ESCAPES = new Set([...'sSdDwW'])
const ASSERTION_ESCAPES = new Set([...'bB'])

/** One parsed piece: the text it always matches (when fixed) and what its matches contain. */
interface Piece {
  /** The exact text every match of the piece is (undefined when it varies). */
  readonly fixed?: string
  /** At least one of these strings is in every match. */
  readonly needs: Needs
}

class Unreadable extends Error {}

/** The strings every match of `re` contains one of, or null when that cannot be read for sure. */
export function regexNeeds(re: RegExp): Needs {
  // Flags change what letters match (i) or how the source reads (u, v, x): only g and y are safe.
  if (/[^gyd]/.test(re.flags)) return null
  try {
    const parser = new Parser(re.source)
    const piece = parser.alternation()
    if (parser.at < re.source.length) return null
    return simplify(piece.needs)
  } catch (e) {
    if (e instanceof Unreadable) return null
    throw e
  }
}

/** Drops needed strings that contain a shorter one (its presence is implied); empty → null. */
function simplify(needs: Needs): Needs {
  if (needs === null || needs.length === 0 || needs.some((s) => s === '')) return null
  const unique = [...new Set(needs)].sort((a, b) => a.length - b.length)
  return unique.filter((s, i) => !unique.slice(0, i).some((t) => s.includes(t)))
}

/** How selective a set of needed strings is: its shortest string's length (0: none). */
const strength = (needs: Needs): number =>
  needs === null || needs.length === 0 ? 0 : Math.min(...needs.map((s) => s.length))

class Parser {
  at = 0
  constructor(private readonly src: string) {}

  private peek(): string | undefined {
    return this.src[this.at]
  }

  /** Branches separated by '|' up to the end or a ')'. */
  alternation(): Piece {
    const branches = [this.sequence()]
    while (this.peek() === '|') {
      this.at++
      branches.push(this.sequence())
    }
    if (branches.length === 1) return branches[0]!
    const fixed = branches.every((b) => b.fixed !== undefined && b.fixed === branches[0]?.fixed)
    if (branches.some((b) => b.needs === null)) return { needs: null }
    const needs = branches.flatMap((b) => b.needs ?? [])
    return fixed ? { fixed: branches[0]?.fixed, needs } : { needs }
  }

  /** Atoms (each with its quantifier) up to '|', ')' or the end. */
  private sequence(): Piece {
    let fixed: string | undefined = ''
    /** The current run of fixed text, and the best needs seen so far. */
    let run = ''
    let best: Needs = null
    const take = (needs: Needs): void => {
      if (strength(needs) > strength(best)) best = needs
    }
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) {
      const atom = this.atom()
      const q = this.quantifier()
      if (q.min === 1 && q.max === 1 && atom.fixed !== undefined) {
        run += atom.fixed
        if (fixed !== undefined) fixed += atom.fixed
        continue
      }
      // The run of fixed text ends here.
      if (run !== '') take([run])
      run = ''
      fixed = undefined
      if (q.min >= 1) take(atom.needs)
    }
    if (run !== '') take([run])
    return fixed !== undefined ? { fixed, needs: fixed === '' ? null : [fixed] } : { needs: best }
  }

  /** {min, max} of a quantifier after an atom (1, 1 when there is none); a lazy '?' is skipped. */
  private quantifier(): { min: number; max: number } {
    const c = this.peek()
    let q: { min: number; max: number }
    if (c === '*') q = { min: 0, max: Infinity }
    else if (c === '+') q = { min: 1, max: Infinity }
    else if (c === '?') q = { min: 0, max: 1 }
    else if (c === '{') {
      const m = /^\{(\d+)(?:(,)(\d*))?\}/.exec(this.src.slice(this.at))
      if (m === null) throw new Unreadable('brace')
      this.at += m[0].length - 1
      const min = Number(m[1])
      q = { min, max: m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]) }
    } else return { min: 1, max: 1 }
    this.at++
    if (this.peek() === '?') this.at++
    return q
  }

  private atom(): Piece {
    const c = this.peek()
    if (c === undefined) throw new Unreadable('end')
    this.at++
    switch (c) {
      case '^':
      case '$':
        return { fixed: '', needs: null }
      case '.':
        return { needs: null }
      case '[':
        this.skipClass()
        return { needs: null }
      case '(':
        return this.group()
      case '\\':
        return this.escape()
      case '*':
      case '+':
      case '?':
      case '{':
      case '}':
      case ']':
        throw new Unreadable(c)
      default:
        return { fixed: c, needs: [c] }
    }
  }

  private escape(): Piece {
    const c = this.peek()
    if (c === undefined) throw new Unreadable('escape')
    this.at++
    if (ESCAPED_LITERALS.has(c)) return { fixed: c, needs: [c] }
    if (CLASS_ESCAPES.has(c)) return { needs: null }
    if (ASSERTION_ESCAPES.has(c)) return { fixed: '', needs: null }
    // Back-references, \u, \x, \n and the rest: not read.
    throw new Unreadable(`\\${c}`)
  }

  private skipClass(): void {
    for (let c = this.peek(); c !== undefined; c = this.peek()) {
      this.at++
      if (c === '\\') this.at++
      else if (c === ']') return
    }
    throw new Unreadable('class')
  }

  private group(): Piece {
    let kind: 'capture' | 'look' = 'capture'
    if (this.peek() === '?') {
      const rest = this.src.slice(this.at, this.at + 3)
      if (rest.startsWith('?:')) this.at += 2
      else if (rest.startsWith('?=') || rest.startsWith('?!')) {
        this.at += 2
        kind = 'look'
      } else if (rest === '?<=' || rest === '?<!') {
        this.at += 3
        kind = 'look'
      } else {
        const named = /^\?<[A-Za-z_$][\w$]*>/.exec(this.src.slice(this.at))
        if (named === null) throw new Unreadable('group')
        this.at += named[0].length
      }
    }
    const inner = this.alternation()
    if (this.peek() !== ')') throw new Unreadable('unclosed group')
    this.at++
    // A lookaround matches no text of its own.
    return kind === 'look' ? { fixed: '', needs: null } : inner
  }
}

/**
 * The needed strings of many patterns, tested against one text at a time. Scanning a text finds
 * which of the strings it holds in one pass over its characters (each position looks up the
 * strings that start with its pair of characters) and from them which patterns may match, so that
 * asking about a pattern is one look-up: a page asks about a hundred patterns in every cell, and
 * testing each pattern's strings in turn had cost more than the patterns they ruled out.
 */
export class NeedsIndex {
  readonly #literals: string[] = []
  /** Per pattern: the ids of its needed strings, or null (always run). */
  readonly #lists: ReadonlyArray<Int32Array | null>
  /** Per string: the patterns that need it. */
  readonly #users: Int32Array[]
  /**
   * Per pair of first characters (pairKey: pairs may share a slot, startsWith tells them apart):
   * the strings of two or more characters that start with it.
   */
  readonly #byPair = new Array<Int32Array | undefined>(1 << 16).fill(undefined)
  /** Strings of one character. */
  readonly #single: number[] = []
  /** Per string: the scan that found it in the text. */
  readonly #found: Uint32Array
  /** Per pattern: the scan that found one of its strings. */
  readonly #possible: Uint32Array
  /** The patterns with no needed strings (always possible). */
  readonly #always: number[] = []
  /** The patterns the current scan found possible, in the order found (see `possible`). */
  #foundPatterns: number[] = []
  #scan = 0
  #text = ''

  constructor(needs: readonly Needs[]) {
    const ids = new Map<string, number>()
    const users: number[][] = []
    this.#lists = needs.map((list, k) =>
      list === null
        ? null
        : Int32Array.from(list, (s) => {
            let id = ids.get(s)
            if (id === undefined) {
              id = this.#literals.length
              ids.set(s, id)
              this.#literals.push(s)
              users.push([])
            }
            users[id]!.push(k)
            return id
          }),
    )
    this.#users = users.map((u) => Int32Array.from(new Set(u)))
    for (const [k, list] of this.#lists.entries()) if (list === null) this.#always.push(k)
    const byPair = new Map<number, number[]>()
    for (const [id, s] of this.#literals.entries()) {
      if (s.length < 2) {
        this.#single.push(id)
        continue
      }
      const key = pairKey(s.charCodeAt(0), s.charCodeAt(1))
      const list = byPair.get(key) ?? []
      list.push(id)
      byPair.set(key, list)
    }
    for (const [key, list] of byPair) this.#byPair[key] = Int32Array.from(list)
    this.#found = new Uint32Array(this.#literals.length)
    this.#possible = new Uint32Array(needs.length)
  }

  /** Makes `text` the one `may` answers for. */
  scan(text: string): void {
    if (++this.#scan === 0xffffffff) {
      this.#found.fill(0)
      this.#possible.fill(0)
      this.#scan = 1
    }
    this.#text = text
    this.#foundPatterns = []
    const scan = this.#scan
    for (const id of this.#single) if (text.includes(this.#literals[id]!)) this.#mark(id)
    for (let i = 0; i + 1 < text.length; i++) {
      const starting = this.#byPair[pairKey(text.charCodeAt(i), text.charCodeAt(i + 1))]
      if (starting === undefined) continue
      for (const id of starting)
        if (this.#found[id] !== scan && text.startsWith(this.#literals[id]!, i)) this.#mark(id)
    }
  }

  #mark(id: number): void {
    const scan = this.#scan
    this.#found[id] = scan
    for (const k of this.#users[id]!)
      if (this.#possible[k] !== scan) {
        this.#possible[k] = scan
        this.#foundPatterns.push(k)
      }
  }

  /**
   * The patterns that may match in the scanned text, in the constructor's order: those `may`
   * answers true for (from 0). A text holding none of the strings is done with at once, and one
   * holding a few asks about those few, not about every pattern.
   */
  possible(): number[] {
    const out =
      this.#always.length === 0 ? this.#foundPatterns : [...this.#always, ...this.#foundPatterns]
    return out.sort((a, b) => a - b)
  }

  /**
   * True when pattern `k` (its place in the constructor's list) may match in the scanned text
   * at `from` or later.
   */
  may(k: number, from = 0): boolean {
    const list = this.#lists[k]
    if (list === null || list === undefined) return true
    if (this.#possible[k] !== this.#scan) return false
    if (from === 0) return true
    for (const id of list)
      if (this.#found[id] === this.#scan && this.#text.includes(this.#literals[id]!, from))
        return true
    return false
  }
}

/** A pair of characters as an index into a table of 2^16 (ASCII pairs never collide). */
const pairKey = (a: number, b: number): number => ((a << 7) ^ b) & 0xffff
