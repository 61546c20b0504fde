/**
 * The bench scripts' command lines, read by the repository's one parser (parseCommandLine): a
 * script runs as the parent (no arguments) or as the child process the parent measures
 * (`--child <json payload>`). A wrong line prints the script's usage and exits 2, as every program
 * of the repository does.
 */
import { parseCommandLine, UsageError } from '../src/server/command-line'

/** Prints the usage error and ends the process with exit code 2. */
function exitWithUsage(e: UsageError, usage: string): never {
  console.error(`${e.message}\nusage: ${usage}`)
  process.exit(2)
}

/** Runs `read`, turning a UsageError into the usage text and exit code 2. */
function withUsage<T>(usage: string, read: () => T): T {
  try {
    return read()
  } catch (e) {
    if (e instanceof UsageError) exitWithUsage(e, usage)
    throw e
  }
}

/** The payload of `--child <json>` (parsed, not checked: the parent wrote it), or null without it. */
export function readChildPayload(argv: readonly string[], usage: string): unknown {
  return withUsage(usage, () => childPayload(argv))
}

/** readChildPayload's rule, throwing UsageError (exported for its test). */
export function childPayload(argv: readonly string[]): unknown {
  const { values, positionals } = parseCommandLine(argv, { child: { type: 'string' } })
  if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`)
  if (values.child === undefined) return null
  try {
    return JSON.parse(values.child) as unknown
  } catch {
    throw new UsageError('--child needs a JSON payload')
  }
}

/** `--child` as a flag (the load generator's child takes its jobs over IPC), no arguments. */
export function readChildFlag(argv: readonly string[], usage: string): boolean {
  return withUsage(usage, () => {
    const { values, positionals } = parseCommandLine(argv, { child: { type: 'boolean' } })
    if (positionals.length > 0) throw new UsageError(`Unexpected argument ${positionals[0]}`)
    return values.child === true
  })
}

/** Exactly the positional arguments `names`, and no options. */
export function readPositionals(
  argv: readonly string[],
  names: readonly string[],
  usage: string,
): string[] {
  return withUsage(usage, () => {
    const { positionals } = parseCommandLine(argv, {})
    if (positionals.length !== names.length) throw new UsageError(`Expected ${names.join(' and ')}`)
    return positionals
  })
}

/** The bench runner's line: part names and `--quick`. */
export function readBenchRun(
  argv: readonly string[],
  usage: string,
): { parts: string[]; quick: boolean } {
  return withUsage(usage, () => {
    const { values, positionals } = parseCommandLine(argv, { quick: { type: 'boolean' } })
    return { parts: positionals, quick: values.quick === true }
  })
}
