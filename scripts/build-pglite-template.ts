/**
 * `npm run build:template [-- <folder>]`: makes the initialised, migrated PGlite data folder the
 * app ships (default `out/pglite-template`, packaged as the `pglite-template` resource). A new
 * data folder starts as a copy of it, so even the first start on a machine skips initdb's
 * seconds; the server migrates the copy at start when migrations were added since.
 */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { SERVER_MIGRATIONS_DIR } from '../src/server/db/migrate'
import { buildTemplate } from '../src/server/db/pglite-template'

const target = resolve(process.argv.slice(2).find((a) => a !== '--') ?? 'out/pglite-template')
const t0 = performance.now()
rmSync(target, { recursive: true, force: true })
await buildTemplate(target, [SERVER_MIGRATIONS_DIR])
console.log(`PGlite template in ${target} (${Math.round(performance.now() - t0)} ms)`)
