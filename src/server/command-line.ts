/**
 * The one command-line parser of every program in the repository (the CLI, the browser shell, the
 * case server, the extraction tools and the scripts): node:util's parseArgs in strict mode with
 * typed options per command. A malformed command line throws a UsageError, which each program
 * turns into exit code 2 with its usage text — decided by the error's type, never by its words.
 */
import { parseArgs } from 'node:util'

/** The command line is wrong (an unknown option, a missing value or argument): exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError'
}

type OptionsConfig = NonNullable<NonNullable<Parameters<typeof parseArgs>[0]>['options']>

/** What parseCommandLine returns for these options: typed values and the positionals. */
export type ParsedCommandLine<O extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: O; allowPositionals: true; strict: true }>
>

/** node:util's error codes for a bad command line, with the short message we print instead. */
function usageMessage(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown }
  const message = typeof err.message === 'string' ? err.message : String(e)
  // Node's messages add advice about `--` that does not fit our commands: keep the first sentence.
  const unknown = /^Unknown option '([^']+)'/.exec(message)
  if (err.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) return `Unknown option ${unknown[1]}`
  const missing = /^Option '(--[\w-]+)[^']*' argument missing/.exec(message)
  if (missing) return `${missing[1]} needs a value`
  return message.split('. ')[0]!
}

/**
 * Parses `argv` against `options` (strict: unknown options and missing values are usage errors);
 * values are typed from the option declarations (`type: 'boolean'` gives a boolean).
 */
export function parseCommandLine<const O extends OptionsConfig>(
  argv: readonly string[],
  options: O,
): ParsedCommandLine<O> {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (e) {
    throw new UsageError(usageMessage(e))
  }
}

/** A string option that must be there and not empty. */
export function requireOption(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw new UsageError(`--${name} is required`)
  return value
}

/** A number option within bounds (integers only when `integer`), or the default when absent. */
export function numberOption(
  value: string | undefined,
  name: string,
  bounds: { readonly min?: number; readonly max?: number; readonly integer?: boolean } = {},
): number | undefined {
  if (value === undefined) return undefined
  const n = Number(value)
  const ok =
    value.trim() !== '' &&
    Number.isFinite(n) &&
    (!bounds.integer || Number.isInteger(n)) &&
    n >= (bounds.min ?? -Infinity) &&
    n <= (bounds.max ?? Infinity)
  if (!ok) throw new UsageError(`--${name} must be a${bounds.integer ? 'n integer' : ' number'}`)
  return n
}

/** Exactly `count` positional arguments (or at least one when `count` is 'some'). */
export function checkPositionals(
  positionals: readonly string[],
  count: number | 'some',
  what: string,
): void {
  if (count === 'some' ? positionals.length === 0 : positionals.length !== count) {
    throw new UsageError(
      count === 'some' ? `Name at least one ${what}` : `Name exactly one ${what}`,
    )
  }
}
