/** Pages of a PDF rendered to PNG by poppler's pdftoppm (scans are made from them: gen/scan.ts). */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Page 1 of a PDF as a PNG at `dpi` (pdftoppm). */
export function rasterizeFirstPage(pdf: Uint8Array, dpi = 200): Promise<Buffer> {
  return rasterizePage(pdf, 1, dpi)
}

/** One page of a PDF as a PNG at `dpi` (pdftoppm). */
export async function rasterizePage(pdf: Uint8Array, page: number, dpi = 200): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'devset-raster-'))
  try {
    await writeFile(join(dir, 'in.pdf'), pdf)
    const n = String(page)
    await run('pdftoppm', [
      '-r',
      String(dpi),
      '-png',
      '-f',
      n,
      '-l',
      n,
      '-singlefile',
      join(dir, 'in.pdf'),
      join(dir, 'out'),
    ])
    return await readFile(join(dir, 'out.png'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
