/**
 * A case with no documents (the document manager's empty mode), added to a browser shell's data
 * folder before it starts.
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

export const EMPTY_CASE = {
  id: 'e2e-empty-case',
  ref: 'LN-2025-0099',
  title: 'Empty case — no documents yet',
} as const

/** `prepareData` for startShell: the shell's database with the demo seed and EMPTY_CASE. */
export function addEmptyCase(dataDir: string): void {
  execFileSync(
    process.execPath,
    ['--import', 'tsx', resolve(import.meta.dirname, 'add-empty-case.ts'), dataDir],
    { cwd: resolve(import.meta.dirname, '../../..'), stdio: ['ignore', 'ignore', 'inherit'] },
  )
}
