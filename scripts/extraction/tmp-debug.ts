import { readFileSync } from 'node:fs'
import { openPdf } from '../../src/server/extraction/pdf-reader'
import { buildLines } from '../../src/server/extraction/layout'
const pdf = await openPdf(readFileSync(process.argv[2]!))
const t = await pdf.textTokens(Number(process.argv[3] ?? 1))
const lines = buildLines(t.tokens, t.aspect)
const re = new RegExp(process.argv[4] ?? '.', 'i')
for (const l of lines) if (re.test(l.cells.map((c) => c.text).join(' | '))) console.log(l.index, l.bbox.y0.toFixed(4), l.height.toFixed(4), l.cells.map((c) => `${c.text} [${c.bbox.x0.toFixed(3)}-${c.bbox.x1.toFixed(3)}]`).join(' | '))
