/**
 * `npm run extract -- --json <file>`: runs the extraction engine on one file and prints
 * `[{ field, value, normalized, page, bbox: [x0, y0, x1, y1], confidence }]`. Without `--json` it
 * prints a readable table. Exit code 2 for bad input, as in every program of the repository: a
 * wrong command line (with the usage) or a document that fails cleanly (with the reason); 1 for
 * anything else.
 */
import { checkPositionals, parseCommandLine, UsageError } from '../command-line'
import { extractDocument } from './engine'
import { ExtractionError } from './extraction-error'
import { terminateOcr } from './ocr'

/** `--json` and the one file, or exit 2 with the usage. */
function commandLine(): { json: boolean; file: string } {
  try {
    const { values, positionals } = parseCommandLine(process.argv.slice(2), {
      json: { type: 'boolean', default: false },
    })
    checkPositionals(positionals, 1, 'file to extract')
    return { json: values.json, file: positionals[0]! }
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    console.error(`${e.message}\nusage: npm run extract -- [--json] <file>`)
    process.exit(2)
  }
}

const { json, file } = commandLine()

try {
  const result = await extractDocument({ path: file })
  const rows = result.fields.map((f) => ({
    field: f.field,
    value: f.value,
    normalized: f.normalized,
    page: f.page,
    bbox: [f.bbox.x0, f.bbox.y0, f.bbox.x1, f.bbox.y1].map((v) => Math.round(v * 10000) / 10000),
    confidence: f.confidence,
  }))
  if (json) process.stdout.write(JSON.stringify(rows, null, 2) + '\n')
  else {
    console.log(
      `${file}: ${result.pages} page(s); ${result.pageReports.map((p) => `${p.page}:${p.source}`).join(' ')}`,
    )
    for (const r of rows)
      console.log(
        `${r.field.padEnd(24)} ${r.value.padEnd(36)} p${r.page} [${r.bbox.join(', ')}] ${r.confidence}`,
      )
    for (const w of result.warnings) console.log(`warning: ${w}`)
  }
  process.exitCode = 0
} catch (e) {
  if (e instanceof ExtractionError) {
    console.error(`${file}: ${e.reason}: ${e.message}`)
    process.exitCode = 2
  } else {
    console.error(e)
    process.exitCode = 1
  }
} finally {
  await terminateOcr()
}
