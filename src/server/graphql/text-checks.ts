/**
 * Text the database cannot store: a NUL character (PostgreSQL text and jsonb refuse it) and
 * unpaired UTF-16 surrogates (not valid Unicode, so not valid UTF-8). Every string of a request —
 * literals in the query and every value of its variables, at any depth — is checked before any
 * resolver runs, so such input gets a clear 400 instead of a database error.
 */
import { visit, type DocumentNode } from 'graphql'

export const TEXT_ERROR_CODE = 'BAD_USER_INPUT'

// eslint-disable-next-line no-control-regex
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Why a string cannot be stored, or null. */
export function textProblem(s: string): string | null {
  const m = BAD_TEXT.exec(s)
  if (!m) return null
  return m[0] === '\u0000' ? 'contains a NUL character' : 'contains invalid Unicode'
}

const refusal = (where: string, problem: string) =>
  `Text refused: ${where} ${problem}; remove it and try again`

/** Deepest nesting of variables accepted: the schema's inputs and form values need a handful. */
export const MAX_VARIABLE_DEPTH = 64

/**
 * The first bad string in a JSON value (keys included), as a message naming its path; also
 * refuses nesting deeper than MAX_VARIABLE_DEPTH (a clear 400, not a stack overflow).
 */
export function badTextIn(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') {
    const p = textProblem(value)
    return p ? refusal(path, p) : null
  }
  if (value === null || typeof value !== 'object') return null
  if (depth >= MAX_VARIABLE_DEPTH) {
    return `Variables refused: ${path} is nested more than ${MAX_VARIABLE_DEPTH} levels deep`
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const r = badTextIn(value[i], `${path}[${i}]`, depth + 1)
      if (r) return r
    }
    return null
  }
  for (const [k, v] of Object.entries(value)) {
    const key = textProblem(k)
    if (key) return refusal(`a key of ${path}`, key)
    const r = badTextIn(v, `${path}.${k}`, depth + 1)
    if (r) return r
  }
  return null
}

/** The first bad string literal of a query document, as a message naming its argument. */
export function badTextInDocument(doc: DocumentNode): string | null {
  let found: string | null = null
  const argument: string[] = []
  visit(doc, {
    Argument: {
      enter: (node) => void argument.push(node.name.value),
      leave: () => void argument.pop(),
    },
    StringValue(node) {
      if (found) return
      const p = textProblem(node.value)
      if (p) found = refusal(`argument ${argument.at(-1) ?? 'value'}`, p)
    },
  })
  return found
}
