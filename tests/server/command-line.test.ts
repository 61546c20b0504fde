/** The one command-line parser: typed options, positionals, and a UsageError for a bad line. */
import { describe, expect, it } from 'vitest'
import {
  checkPositionals,
  numberOption,
  parseCommandLine,
  requireOption,
  UsageError,
} from '../../src/server/command-line'

const OPTIONS = {
  case: { type: 'string' },
  once: { type: 'boolean', default: false },
  x: { type: 'string' },
} as const

describe('command line', () => {
  it('splits options and files; `--` ends the options', () => {
    const r = parseCommandLine(
      ['--case', 'c1', '--once', 'a b.pdf', '--x=1', '--', '--odd.pdf'],
      OPTIONS,
    )
    expect({ ...r.values }).toEqual({ case: 'c1', once: true, x: '1' })
    expect(r.positionals).toEqual(['a b.pdf', '--odd.pdf'])
    // Booleans are booleans: the type says so, and so does the value.
    const once: boolean = parseCommandLine([], OPTIONS).values.once
    expect(once).toBe(false)
  })

  it('throws a UsageError for a missing value, an unknown option, a value on a boolean', () => {
    expect(() => parseCommandLine(['--case'], OPTIONS)).toThrow(UsageError)
    expect(() => parseCommandLine(['--case'], OPTIONS)).toThrow('--case needs a value')
    expect(() => parseCommandLine(['--categroy', 'x'], OPTIONS)).toThrow(
      new UsageError('Unknown option --categroy'),
    )
    expect(() => parseCommandLine(['--once=yes'], OPTIONS)).toThrow(UsageError)
  })

  it('checks required options, numbers and positionals with usage errors', () => {
    expect(requireOption('a', 'token')).toBe('a')
    expect(() => requireOption(undefined, 'token')).toThrow(new UsageError('--token is required'))
    expect(() => requireOption('', 'token')).toThrow(UsageError)
    expect(numberOption(undefined, 'port')).toBeUndefined()
    expect(numberOption('8080', 'port', { integer: true, min: 0, max: 65535 })).toBe(8080)
    expect(() => numberOption('80.5', 'port', { integer: true })).toThrow(
      new UsageError('--port must be an integer'),
    )
    expect(() => numberOption('-1', 'retry-for', { min: 0 })).toThrow(UsageError)
    expect(() => numberOption('', 'retry-for')).toThrow(UsageError)
    expect(() => checkPositionals([], 'some', 'file to upload')).toThrow(
      new UsageError('Name at least one file to upload'),
    )
    expect(() => checkPositionals(['a', 'b'], 1, 'folder to watch')).toThrow(
      new UsageError('Name exactly one folder to watch'),
    )
    expect(() => checkPositionals(['a'], 1, 'folder to watch')).not.toThrow()
  })
})
