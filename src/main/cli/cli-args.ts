/** Parses `cli <command> --flag value … <positionals…>` (no dependency, strict about unknowns). */

export type ParsedArgs = {
  readonly command: string | undefined
  readonly flags: Readonly<Record<string, string | true>>
  readonly positionals: readonly string[]
}

/** Splits argv into command, `--flag value` / `--flag=value` / boolean flags, and positionals. */
export function parseArgs(
  argv: readonly string[],
  booleanFlags: readonly string[] = [],
): ParsedArgs {
  const flags: Record<string, string | true> = {}
  const positionals: string[] = []
  let command: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    if (a === '--') {
      positionals.push(...argv.slice(i + 1))
      break
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=')
      const name = eq > 0 ? a.slice(2, eq) : a.slice(2)
      if (eq > 0) flags[name] = a.slice(eq + 1)
      else if (booleanFlags.includes(name)) flags[name] = true
      else {
        const value = argv[i + 1]
        if (value === undefined || value.startsWith('--'))
          throw new Error(`--${name} needs a value`)
        flags[name] = value
        i++
      }
    } else if (command === undefined) command = a
    else positionals.push(a)
  }
  return { command, flags, positionals }
}

/** A required string flag, or an error naming it. */
export function requireFlag(args: ParsedArgs, name: string): string {
  const v = args.flags[name]
  if (typeof v !== 'string' || v === '') throw new Error(`--${name} is required`)
  return v
}

/** An optional string flag. */
export function optionalFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags[name]
  return typeof v === 'string' && v !== '' ? v : undefined
}

/** Fails on flags the command does not know (a typo must not be silently ignored). */
export function checkFlags(args: ParsedArgs, known: readonly string[]): void {
  for (const f of Object.keys(args.flags)) {
    if (!known.includes(f)) throw new Error(`Unknown option --${f}`)
  }
}
