/**
 * The bench scripts read their command lines with the repository's one parser: `--child <json>`
 * for the processes they measure, nothing for the parent; anything else is a usage error, which a
 * script prints with its usage and exit code 2.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { childPayload } from '../../bench/command-line'
import { UsageError } from '../../src/server/command-line'

const ROOT = resolve(import.meta.dirname, '../..')

describe('childPayload', () => {
  it('reads the JSON of --child, and null for the parent', () => {
    expect(childPayload(['--child', '{"mode":"cli","count":3}'])).toEqual({ mode: 'cli', count: 3 })
    expect(childPayload(['--child={"a":1}'])).toEqual({ a: 1 })
    expect(childPayload([])).toBeNull()
  })

  it('refuses a payload that is not JSON, a missing one, an unknown option and an argument', () => {
    const refusal = (argv: string[]) => {
      try {
        childPayload(argv)
      } catch (e) {
        expect(e).toBeInstanceOf(UsageError)
        return (e as Error).message
      }
      throw new Error(`accepted ${argv.join(' ')}`)
    }
    expect(refusal(['--child', '{mode'])).toBe('--child needs a JSON payload')
    expect(refusal(['--child'])).toBe('--child needs a value')
    expect(refusal(['--chlid', '{}'])).toBe('Unknown option --chlid')
    expect(refusal(['extra'])).toBe('Unexpected argument extra')
  })
})

describe('a bench script with a wrong command line', () => {
  it('prints the error and its usage and exits 2', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'bench/startup-server.ts'), 'only-one'],
      { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
    )
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('Expected dataDir and template')
    expect(r.stderr).toContain('usage: node server.mjs <dataDir> <template: path | cache | initdb>')
  }, 60_000)
})
