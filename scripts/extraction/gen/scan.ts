/**
 * Scanned copies of generated pages: rendered at 150–300 dpi (poppler), then stamped, marked by
 * hand, turned by a small skew (and sometimes a quarter turn), faded, blurred, speckled and saved
 * as PNG or a lossy JPEG — all drawn from a seeded generator, with the true boxes moved the same
 * way the page was.
 */
import { createCanvas, loadImage, type SKRSContext2D } from '@napi-rs/canvas'
import type { BoundingBox } from '../../../src/shared/extraction/types'
import { between, pick } from './policy'

/** How one scan is degraded. */
export interface ScanParams {
  readonly dpi: 150 | 200 | 300
  /** Clockwise skew in degrees, within ±3. */
  readonly degrees: number
  /** A landscape scan of a portrait page (turned a quarter clockwise). */
  readonly quarterTurn: boolean
  readonly blurPx: number
  /** Ink and paper grey levels (0 black, 255 white): a faded copy has them closer. */
  readonly ink: number
  readonly paper: number
  /** Share of pixels turned into dark speckles. */
  readonly speckles: number
  readonly stamp: string | null
  readonly handwriting: boolean
  /** JPEG quality 0..100, or null for PNG. */
  readonly jpegQuality: number | null
}

/** Random scan parameters; `harsh` allows the worst copies. */
export function randomScanParams(rnd: () => number): ScanParams {
  const faded = rnd() < 0.35
  return {
    dpi: pick(rnd, [150, 200, 200, 300] as const),
    degrees: Math.round((rnd() * 6 - 3) * 10) / 10,
    quarterTurn: rnd() < 0.1,
    blurPx: pick(rnd, [0, 0, 0.5, 0.8, 1.1]),
    ink: faded ? between(rnd, 70, 110) : between(rnd, 0, 40),
    paper: faded ? between(rnd, 195, 225) : between(rnd, 235, 255),
    speckles: pick(rnd, [0, 0, 0.0005, 0.002]),
    stamp: rnd() < 0.35 ? pick(rnd, ['RECEIVED', 'COPY', 'PAID', 'SCANNED']) : null,
    handwriting: rnd() < 0.35,
    jpegQuality: rnd() < 0.5 ? between(rnd, 35, 85) : null,
  }
}

/** A short description for the manifest. */
export function describeScan(p: ScanParams): string {
  return [
    `${p.dpi} dpi`,
    `${p.degrees}°`,
    p.quarterTurn ? 'landscape' : '',
    p.blurPx > 0 ? `blur ${p.blurPx}` : '',
    p.ink > 50 ? 'faded' : '',
    p.speckles > 0 ? 'speckled' : '',
    p.stamp !== null ? `stamp ${p.stamp}` : '',
    p.handwriting ? 'pen marks' : '',
    p.jpegQuality !== null ? `jpeg q${p.jpegQuality}` : 'png',
  ]
    .filter((s) => s !== '')
    .join(', ')
}

/** Degrade a rendered page; returns the image bytes and a mapper for true boxes. */
export async function degrade(
  png: Buffer,
  p: ScanParams,
  rnd: () => number,
): Promise<{ bytes: Buffer; mapBox: (b: BoundingBox) => BoundingBox }> {
  const img = await loadImage(png)
  const W = img.width
  const H = img.height
  // Marks made on the paper before it was scanned: drawn upright, turned with the page.
  const paper = createCanvas(W, H)
  const pctx = paper.getContext('2d')
  pctx.drawImage(img, 0, 0)
  if (p.stamp !== null) stamp(pctx, p.stamp, W, H, rnd)
  if (p.handwriting) penMarks(pctx, W, H, rnd)

  const turn = p.quarterTurn
  const canvas = createCanvas(turn ? H : W, turn ? W : H)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.translate(canvas.width / 2, canvas.height / 2)
  const rad = (p.degrees * Math.PI) / 180 + (turn ? Math.PI / 2 : 0)
  ctx.rotate(rad)
  ctx.drawImage(paper, -W / 2, -H / 2)
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  tone(ctx, canvas.width, canvas.height, p, rnd)
  if (p.blurPx > 0) {
    ctx.filter = `blur(${p.blurPx}px)`
    ctx.drawImage(canvas, 0, 0)
    ctx.filter = 'none'
  }
  const bytes =
    p.jpegQuality !== null ? await canvas.encode('jpeg', p.jpegQuality) : await canvas.encode('png')
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
    const xs = pts.map((q) => q[0] ?? 0)
    const ys = pts.map((q) => q[1] ?? 0)
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

/** Ink and paper levels, grain and speckles. */
function tone(ctx: SKRSContext2D, w: number, h: number, p: ScanParams, rnd: () => number): void {
  const image = ctx.getImageData(0, 0, w, h)
  const px = image.data
  const span = (p.paper - p.ink) / 255
  for (let i = 0; i < px.length; i += 4) {
    const grain = (rnd() - 0.5) * 18
    for (let c = 0; c < 3; c++)
      px[i + c] = Math.max(0, Math.min(255, p.ink + (px[i + c] ?? 255) * span + grain))
    if (p.speckles > 0 && rnd() < p.speckles) px[i] = px[i + 1] = px[i + 2] = p.ink
  }
  ctx.putImageData(image, 0, 0)
}

/** A rubber stamp: outlined capitals in a frame, turned, semi-transparent. */
function stamp(ctx: SKRSContext2D, word: string, w: number, h: number, rnd: () => number): void {
  const size = Math.round(h * 0.035)
  ctx.save()
  ctx.translate(w * (0.45 + rnd() * 0.4), h * (0.1 + rnd() * 0.75))
  ctx.rotate(((rnd() * 40 - 20) * Math.PI) / 180)
  ctx.globalAlpha = 0.55
  ctx.strokeStyle = rnd() < 0.5 ? '#b01010' : '#303090'
  ctx.fillStyle = ctx.strokeStyle
  ctx.lineWidth = Math.max(2, size / 10)
  ctx.font = `bold ${size}px sans-serif`
  const tw = ctx.measureText(word).width
  ctx.strokeRect(-tw / 2 - size * 0.3, -size * 0.9, tw + size * 0.6, size * 1.4)
  ctx.fillText(word, -tw / 2, size * 0.3)
  ctx.font = `${Math.round(size * 0.4)}px sans-serif`
  ctx.fillText('NOV 21 2026', -tw / 2, size * 0.9)
  ctx.restore()
}

/** Pen marks: a few strokes, a tick and a circled area, as a reviewer leaves them. */
function penMarks(ctx: SKRSContext2D, w: number, h: number, rnd: () => number): void {
  ctx.save()
  ctx.strokeStyle = rnd() < 0.5 ? '#1a2a80' : '#202020'
  ctx.lineWidth = Math.max(2, w / 500)
  ctx.lineCap = 'round'
  for (let k = 0; k < 3; k++) {
    const x = w * (0.1 + rnd() * 0.8)
    const y = h * (0.1 + rnd() * 0.8)
    ctx.beginPath()
    ctx.moveTo(x, y)
    ctx.bezierCurveTo(
      x + w * 0.03,
      y - h * 0.01,
      x + w * 0.05,
      y + h * 0.01,
      x + w * (0.06 + rnd() * 0.05),
      y + h * (rnd() * 0.01),
    )
    ctx.stroke()
  }
  const tx = w * (0.05 + rnd() * 0.1)
  const ty = h * (0.2 + rnd() * 0.6)
  ctx.beginPath()
  ctx.moveTo(tx, ty)
  ctx.lineTo(tx + w * 0.01, ty + h * 0.01)
  ctx.lineTo(tx + w * 0.03, ty - h * 0.015)
  ctx.stroke()
  ctx.beginPath()
  ctx.ellipse(
    w * (0.3 + rnd() * 0.4),
    h * (0.2 + rnd() * 0.6),
    w * 0.08,
    h * 0.012,
    0,
    0,
    2 * Math.PI,
  )
  ctx.stroke()
  ctx.restore()
}
