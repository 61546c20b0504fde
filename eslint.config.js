// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

/** Node built-ins, by both spellings, so the layering rules catch `fs` and `node:fs`. */
const nodeBuiltins = [
  'node:*',
  'fs',
  'fs/promises',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'stream',
  'url',
  'util',
  'worker_threads',
  'events',
  'zlib',
  'buffer',
]

/**
 * The layering of docs/architecture.md#layers, as lint rules: each folder lists what it must not
 * import.
 * `group` patterns are gitignore-style and match both packages and relative paths.
 */
const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
})

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'out/**',
      'dist/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'bench/results/**',
      // Written by npm run codegen (checked for freshness by npm run lint).
      '**/*.generated.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Type-aware rules: a promise nobody awaits or catches, an async function where a void callback
  // is expected (a React onClick), and a switch that forgets a member of a union.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // src/shared runs everywhere: nothing platform-specific, nothing outside itself.
  layer(
    ['src/shared/**/*.{ts,tsx}'],
    [
      ...nodeBuiltins,
      'electron',
      'react',
      'react-dom',
      'react/*',
      '**/main/**',
      '**/renderer/**',
      '**/server/**',
      '**/preload/**',
    ],
    'src/shared imports nothing platform-specific and nothing outside itself (docs/architecture.md#layers).',
  ),
  // src/server runs inside main or standalone: never electron, never the renderer or main.
  layer(
    ['src/server/**/*.ts'],
    ['electron', '**/renderer/**', '**/main/**', '**/preload/**'],
    'src/server may import only src/shared (docs/architecture.md#layers).',
  ),
  // All of src/main: never the renderer. Flat config: a later block replaces this rule for the
  // plain-Node folders below, so each of those repeats these patterns.
  layer(
    ['src/main/**/*.ts'],
    ['**/renderer/**', '**/preload/**'],
    'src/main must not import the renderer (docs/architecture.md#layers).',
  ),
  // src/main/services is plain Node so it runs and is tested without Electron.
  layer(
    ['src/main/services/**/*.ts'],
    ['electron', '**/renderer/**', '**/preload/**'],
    'src/main/services is plain Node: no electron, no renderer (docs/architecture.md#layers).',
  ),
  // Handlers, the CLI and the browser shell run in plain Node too (tests, `npm run cli`,
  // `npm run start:browser`): no electron; only src/main/{index,ipc,window…} touch it.
  layer(
    ['src/main/host/**/*.ts', 'src/main/browser-shell/**/*.ts'],
    ['electron', '**/renderer/**', '**/preload/**'],
    'src/main/{host,browser-shell} are plain Node: no electron (docs/architecture.md#layers).',
  ),
  // The CLI is a client of the services, not of the app host: no electron, no host internals.
  layer(
    ['src/main/cli/**/*.ts'],
    ['electron', '**/renderer/**', '**/preload/**', '**/host/**', '**/browser-shell/**'],
    'src/main/cli uses src/main/services and src/shared only: not the app host (docs/architecture.md#layers).',
  ),
  // The preload is sandboxed: contextBridge/ipcRenderer and shared types only.
  layer(
    ['src/preload/**/*.ts'],
    [...nodeBuiltins, '**/main/**', '**/renderer/**', '**/server/**'],
    'src/preload may import only electron and src/shared (docs/architecture.md#layers).',
  ),
  // The renderer is Chromium: no node, no electron, no server.
  layer(
    ['src/renderer/**/*.{ts,tsx}'],
    [
      ...nodeBuiltins,
      'electron',
      '**/main/**',
      '**/server/**',
      '**/preload/*.ts',
      '!**/preload/*.d.ts',
    ],
    'src/renderer may import only src/shared (docs/architecture.md#layers).',
  ),
  // Only the IPC wrappers may touch raw ipcMain / ipcRenderer (docs/architecture.md#contract).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/ipc/**', 'src/preload/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportSpecifier[imported.name=/^ipc(Main|Renderer)$/]',
          message:
            'Use the typed contract wrappers (src/main/ipc, src/preload), not raw ipcMain/ipcRenderer.',
        },
      ],
    },
  },
)
