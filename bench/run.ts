/**
 * `npm run bench`: runs every benchmark part (the `bench:<part>` scripts of package.json) one
 * after another, so their figures never compete for the 2 cores, and prints where each part wrote
 * its JSON (bench/results/<part>.json). Each part measures its own baseline in the same run and
 * reports ratios against it. `npm run bench -- server ui` runs only the named parts.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  scripts: Record<string, string>
}
const wanted = process.argv.slice(2)
const parts = Object.keys(pkg.scripts)
  .filter((s) => s.startsWith('bench:'))
  .map((s) => s.slice('bench:'.length))
  .filter((p) => wanted.length === 0 || wanted.includes(p))

const failed: string[] = []
for (const part of parts) {
  console.log(`\n=== bench:${part}`)
  const r = spawnSync('npm', ['run', '--silent', `bench:${part}`], { stdio: 'inherit' })
  if (r.status !== 0) failed.push(part)
}
console.log(`\nbench parts run: ${parts.join(', ') || 'none'}; results in bench/results/`)
if (failed.length > 0) {
  console.error(`failed parts: ${failed.join(', ')}`)
  process.exit(1)
}
