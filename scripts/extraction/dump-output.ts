/**
 * `tsx scripts/extraction/dump-output.ts <out.json> [--compare <before.json>] [--group <g>]`:
 * runs the extraction engine over the development set's text documents (ACORD forms and
 * declarations pages; `--group scans` for the scans) and writes everything it answers for each —
 * fields with their values, boxes and confidences, every field's best value before the threshold
 * (`explain`), page reports and warnings — to one JSON file. With `--compare` it then lists every
 * document whose answer differs from an earlier dump and exits 1 when one does: a change meant to
 * make the engine faster, not different, is checked so. Prints the CPU time the extraction took.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { checkPositionals, parseCommandLine, UsageError } from '../../src/server/command-line'
import { extractDocument } from '../../src/server/extraction/engine'
import { ExtractionError } from '../../src/server/extraction/extraction-error'
import { terminateOcr } from '../../src/server/extraction/ocr'
import { setDir } from './build-sets'
import type { SetManifest } from './dev-set-types'

const { values: args, positionals } = (() => {
  try {
    const parsed = parseCommandLine(process.argv.slice(2), {
      compare: { type: 'string' },
      group: { type: 'string' },
    })
    checkPositionals(parsed.positionals, 1, 'output file')
    return parsed
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(
      `${e.message}\nusage: tsx scripts/extraction/dump-output.ts <out.json> [--compare <before.json>] [--group <g>]`,
    )
    process.exit(2)
  }
})()

const dir = setDir('dev')
const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SetManifest
const groups = args.group === undefined ? ['acord', 'declarations'] : [args.group]
const documents = manifest.documents.filter((d) => groups.includes(d.group))

const dump: Record<string, unknown> = {}
const cpu = process.cpuUsage()
try {
  for (const doc of documents) {
    try {
      const out = await extractDocument({
        path: join(dir, doc.file),
        mimeType: doc.mimeType,
        explain: true,
      })
      dump[doc.id] = out
    } catch (e) {
      dump[doc.id] = { failure: e instanceof ExtractionError ? e.reason : String(e) }
    }
  }
} finally {
  await terminateOcr()
}
const used = process.cpuUsage(cpu)
// Through JSON and back, so that the comparison sees what the file holds (no undefined, no -0).
const written = JSON.parse(JSON.stringify(dump)) as Record<string, unknown>
await writeFile(positionals[0]!, JSON.stringify(written))
console.log(
  `${documents.length} documents, CPU ${((used.user + used.system) / 1e6).toFixed(2)} s (user ${(used.user / 1e6).toFixed(2)} s)`,
)

if (args.compare !== undefined) {
  const before = JSON.parse(await readFile(args.compare, 'utf8')) as Record<string, unknown>
  const ids = new Set([...Object.keys(before), ...Object.keys(written)])
  const differ = [...ids].filter((id) => !isDeepStrictEqual(before[id], written[id]))
  for (const id of differ) console.log(`differs: ${id}`)
  console.log(
    differ.length === 0 ? `identical to ${args.compare}` : `${differ.length} documents differ`,
  )
  if (differ.length > 0) process.exitCode = 1
}
