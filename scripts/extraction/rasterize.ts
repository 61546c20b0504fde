/**
 * Scans for the development set: pages rasterised at 200 dpi with poppler's pdftoppm, then turned
 * slightly (a crooked scan) or by a quarter (a landscape scan), with the true boxes moved the
 * same way.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas'
import type { BoundingBox } from '../../src/shared/extraction/types'

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

/** How a scan is distorted. */
export interface ScanDistortion {
  /** Small clockwise rotation, degrees (a crooked scan). */
  readonly degrees?: number
  /** Clockwise quarter turn (a landscape scan of a portrait page). */
  readonly quarterTurn?: boolean
  readonly format?: 'png' | 'jpeg'
  /** A poor copy: grey paper, lower contrast, speckles and a slight blur. */
  readonly noisy?: boolean
}

/** Apply a distortion to a page image; returns the new image and a box mapper for the truth. */
export async function distort(
  png: Buffer,
  d: ScanDistortion,
): Promise<{ bytes: Buffer; mapBox: (b: BoundingBox) => BoundingBox }> {
  const img = await loadImage(png)
  const W = img.width
  const H = img.height
  const turn = d.quarterTurn === true
  const canvas = createCanvas(turn ? H : W, turn ? W : H)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.translate(canvas.width / 2, canvas.height / 2)
  const rad = ((d.degrees ?? 0) * Math.PI) / 180 + (turn ? Math.PI / 2 : 0)
  ctx.rotate(rad)
  ctx.drawImage(img, -W / 2, -H / 2)
  if (d.noisy === true) dirty(ctx, canvas.width, canvas.height)
  const bytes = d.format === 'jpeg' ? await canvas.encode('jpeg', 90) : await canvas.encode('png')
  const cw = canvas.width
  const ch = canvas.height
  const mapBox = (b: BoundingBox): BoundingBox => {
    const pts = [
      [b.x0, b.y0],
      [b.x1, b.y0],
      [b.x0, b.y1],
      [b.x1, b.y1],
    ].map(([x = 0, y = 0]) => {
      const px = x * W - W / 2
      const py = y * H - H / 2
      return [
        (px * Math.cos(rad) - py * Math.sin(rad) + cw / 2) / cw,
        (px * Math.sin(rad) + py * Math.cos(rad) + ch / 2) / ch,
      ]
    })
    const xs = pts.map((p) => p[0] ?? 0)
    const ys = pts.map((p) => p[1] ?? 0)
    return {
      page: b.page,
      x0: Math.min(...xs),
      y0: Math.min(...ys),
      x1: Math.max(...xs),
      y1: Math.max(...ys),
    }
  }
  return { bytes, mapBox }
}

/** Make a page look photocopied: grey paper, faded ink, speckles, a slight blur (seeded). */
function dirty(ctx: SKRSContext2D, w: number, h: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  const image = ctx.getImageData(0, 0, w, h)
  const px = image.data
  let seed = 12345
  const rnd = (): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    return seed / 0x7fffffff
  }
  for (let i = 0; i < px.length; i += 4) {
    // Faded: ink 0 → 60, paper 255 → 225, plus grain.
    const grain = (rnd() - 0.5) * 40
    for (let c = 0; c < 3; c++)
      px[i + c] = Math.max(0, Math.min(255, 60 + ((px[i + c] ?? 255) * 165) / 255 + grain))
    if (rnd() < 0.002) px[i] = px[i + 1] = px[i + 2] = 20
  }
  ctx.putImageData(image, 0, 0)
  ctx.filter = 'blur(0.6px)'
  ctx.drawImage(ctx.canvas, 0, 0)
  ctx.filter = 'none'
}
