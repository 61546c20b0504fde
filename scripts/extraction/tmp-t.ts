import { execFileSync } from 'node:child_process'
import { extractDocument } from '../../src/server/extraction/engine'
for (let i = 0; i < 8; i++) {
  let t = performance.now(); await extractDocument({ path: '/tmp/ex/t20.pdf' }); const e = performance.now() - t
  t = performance.now(); execFileSync('pdftotext', ['-bbox-layout', '/tmp/ex/t20.pdf', '/dev/null']); const p = performance.now() - t
  console.log(e.toFixed(0), p.toFixed(0))
}
