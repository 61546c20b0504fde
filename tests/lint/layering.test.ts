/**
 * The folder layering of docs/architecture.md#layers is enforced by eslint (eslint.config.js).
 * These cases lint small snippets as if they stood in each folder, so a reordered or weakened
 * config block (flat config replaces a rule, it does not merge it) fails here instead of silently
 * allowing a forbidden import.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The snippets are not files on disk, so the type-aware rules (which need a file of a tsconfig)
// are switched off here; the layering rules need no types.
const eslint = new ESLint({
  cwd: new URL('../..', import.meta.url).pathname,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/switch-exhaustiveness-check': 'off',
    },
  },
})

async function restricted(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(code, { filePath })
  const messages = result?.messages ?? []
  const fatal = messages.find((m) => m.fatal)
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`)
  return messages.some((m) => m.ruleId === 'no-restricted-imports')
}

const cases: ReadonlyArray<readonly [string, string, boolean]> = [
  ['src/shared/x.ts', "import { readFile } from 'node:fs'", true],
  ['src/shared/x.ts', "import { readFile } from 'fs'", true],
  ['src/shared/x.ts', "import { app } from 'electron'", true],
  ['src/shared/x.ts', "import { useState } from 'react'", true],
  ['src/shared/x.ts', "import { z } from 'zod'", false],
  ['src/server/x.ts', "import { app } from 'electron'", true],
  ['src/server/x.ts', "import { readFile } from 'node:fs'", false],
  ['src/main/services/x.ts', "import { app } from 'electron'", true],
  ['src/main/services/x.ts', "import { x } from '../../renderer/src/y'", true],
  ['src/main/host/x.ts', "import { dialog } from 'electron'", true],
  ['src/main/host/handlers/x.ts', "import { dialog } from 'electron'", true],
  ['src/main/cli/x.ts', "import { dialog } from 'electron'", true],
  ['src/main/cli/x.ts', "import { x } from '../host/app-host'", true],
  ['src/main/cli/x.ts', "import { x } from '../services/upload-pipeline'", false],
  ['src/main/x.ts', "import { app } from 'electron'", false],
  ['src/main/x.ts', "import { x } from '../renderer/src/y'", true],
  ['src/preload/x.ts', "import { readFile } from 'node:fs'", true],
  ['src/renderer/src/x.ts', "import { readFile } from 'node:fs'", true],
  ['src/renderer/src/x.ts', "import { ipcRenderer } from 'electron'", true],
  ['src/renderer/src/x.ts', "import { startCaseServer } from '../../server/index'", true],
  ['src/renderer/src/x.ts', "import { MESSAGES } from '../../shared/messages'", false],
]

describe('layering lint rules (docs/architecture.md#layers)', () => {
  it.each(cases)('%s: %s → forbidden=%s', async (file, code, forbidden) => {
    expect(await restricted(file, `${code}\nexport const _u = 1\n`)).toBe(forbidden)
  })
})
