/**
 * A valid one-page PDF of an exact size, its bulk random bytes in a stream no page uses. Large
 * test files must be real PDFs: a PDF header in front of noise sends every PDF reader (the search
 * indexer's among them) into its recovery scan, seconds per megabyte, which is not what an upload
 * or inbox test sets out to measure.
 */
import { randomBytes } from 'node:crypto'

export function sizedPdf(size: number, tag: string): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>',
  ]
  const head = `%PDF-1.4\n% ${tag.replace(/[\r\n]/g, ' ')}\n`
  let body = head
  const offsets: number[] = []
  for (const [i, o] of objects.entries()) {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  }
  const streamOffset = Buffer.byteLength(body)
  const xrefFor = (streamLength: number) => {
    const xrefOffset = streamOffset + streamHead(streamLength).length + streamLength + 18
    const rows = [...offsets, streamOffset].map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
    return (
      `xref\n0 5\n0000000000 65535 f \n${rows.join('')}` +
      `trailer\n<</Size 5/Root 1 0 R>>\nstartxref\n${xrefOffset}\n%%EOF\n`
    )
  }
  const streamHead = (n: number) => Buffer.from(`4 0 obj\n<</Length ${n}>>\nstream\n`)
  // The stream's length fixes the xref's digits and the reverse: settle it in a few rounds.
  let n = Math.max(0, size - Buffer.byteLength(body) - 200)
  for (let round = 0; round < 4; round++) {
    const fixed = Buffer.byteLength(body) + streamHead(n).length + 18 + xrefFor(n).length
    n = Math.max(0, size - fixed)
  }
  const tail = Buffer.from(`\nendstream\nendobj\n${xrefFor(n)}`)
  const out = Buffer.concat([Buffer.from(body), streamHead(n), randomBytes(n), tail])
  if (out.length !== size) throw new Error(`sizedPdf: ${out.length} bytes, not ${size}`)
  return out
}
