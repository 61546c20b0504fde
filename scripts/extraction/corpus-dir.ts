/**
 * Where the shared corpus of real files is: `CASE_CORPUS_DIR` when set, else the first
 * `shared/corpus` found beside the repository or one of its parent folders (a git worktree sits
 * deeper than the main checkout). Undefined when there is none: the sets are then built without
 * the real forms, and the suites over them are skipped.
 */
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export function corpusDir(): string | undefined {
  const env = process.env.CASE_CORPUS_DIR
  if (env !== undefined && env !== '') return existsSync(env) ? resolve(env) : undefined
  for (let dir = dirname(ROOT); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'corpus')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) return undefined
  }
}

/** The corpus's insurance folder (blank and filled ACORD forms), if the corpus is there. */
export function corpusInsuranceDir(): string | undefined {
  const dir = corpusDir()
  return dir === undefined ? undefined : join(dir, 'insurance')
}
