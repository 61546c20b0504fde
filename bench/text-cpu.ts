/**
 * `tsx bench/text-cpu.ts [--reps N] [--docs id,id…]`: the engine's CPU time on text PDFs, measured
 * in one process, for comparing two versions of the code on a machine too busy for wall-clock
 * timings. For the extraction bench's 20-page text PDF and a few development-set documents, each
 * document is read N times in turn; per document it prints the CPU time (user + system, every
 * thread of the process) of the whole extraction, and of pdf.js's part alone (opening the document
 * and reading every page's form values and text layer in this thread), the rest being matching.
 * Run under `node --import tsx --cpu-prof` for profiles of both threads.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { checkPositionals, parseCommandLine } from '../src/server/command-line'
import { extractDocument } from '../src/server/extraction/engine'
import { openPdf } from '../src/server/extraction/pdf-reader'
import { setDir } from '../scripts/extraction/build-sets'
import type { SetManifest } from '../scripts/extraction/dev-set-types'
import { textPdf } from './extraction'
import { cpuMs, median } from './cpu-time'

const { values: args, positionals } = parseCommandLine(process.argv.slice(2), {
  reps: { type: 'string' },
  docs: { type: 'string' },
})
checkPositionals(positionals, 0, '')
const REPS = Number(args.reps ?? 10)
const DOC_IDS = (args.docs ?? 'd01-1,d17-2,bl05-1,acord25-opal-filled-1,acord140-2016-1')
  .split(',')
  .filter((id) => id !== '')

const dir = setDir('dev')
const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as SetManifest
const docs: Array<{ id: string; bytes: Uint8Array }> = [
  { id: 'bench text PDF, 20 pages', bytes: await textPdf(20) },
]
for (const id of DOC_IDS) {
  const d = manifest.documents.find((x) => x.id === id)
  if (d !== undefined) docs.push({ id, bytes: await readFile(join(dir, d.file)) })
}

/** pdf.js's part: the document opened and every page's form values and text layer read. */
async function readOnly(bytes: Uint8Array): Promise<void> {
  const pdf = await openPdf(bytes)
  try {
    for (let n = 1; n <= pdf.pages; n++) {
      await pdf.formFields(n)
      await pdf.textTokens(n)
    }
  } finally {
    await pdf.close()
  }
}

for (const d of docs)
  for (let i = 0; i < 2; i++) {
    await extractDocument({ bytes: d.bytes })
    await readOnly(d.bytes)
  }
// The measured span on the monotonic clock (µs), which CPU profiles' timestamps use.
console.log(`measuring from ${process.hrtime.bigint() / 1000n}`)
let totalAll = 0
let totalPdf = 0
console.log('document                          whole ms   pdf.js ms   matching ms (medians)')
for (const d of docs) {
  const all: number[] = []
  const pdf: number[] = []
  for (let i = 0; i < REPS; i++) {
    all.push(await cpuMs(() => extractDocument({ bytes: d.bytes })))
    pdf.push(await cpuMs(() => readOnly(d.bytes)))
  }
  const a = median(all)
  const p = median(pdf)
  totalAll += a
  totalPdf += p
  console.log(
    `${d.id.padEnd(32)} ${a.toFixed(1).padStart(9)} ${p.toFixed(1).padStart(11)} ${(a - p).toFixed(1).padStart(13)}`,
  )
}
console.log(`measured until ${process.hrtime.bigint() / 1000n}`)
console.log(
  `${'total'.padEnd(32)} ${totalAll.toFixed(1).padStart(9)} ${totalPdf.toFixed(1).padStart(11)} ${(totalAll - totalPdf).toFixed(1).padStart(13)}`,
)
