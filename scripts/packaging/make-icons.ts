/**
 * Draws the app icon (a case folder with a document on the app's blue) and writes what
 * electron-builder takes from build/: icon.png (1024), icons/NxN.png (Linux), icon.ico
 * (Windows), icon.icns (macOS). Run once after changing the drawing:
 * `npx tsx scripts/packaging/make-icons.ts`; the results are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { icnsFile, icoFile, type SizedPng } from './icon-files'

const BUILD = resolve(import.meta.dirname, '../../build')

/** The icon at `size` pixels, drawn on a 1024 grid. */
function draw(size: number): Uint8Array {
  const canvas = createCanvas(size, size)
  const g = canvas.getContext('2d')
  g.scale(size / 1024, size / 1024)
  const round = (x: number, y: number, w: number, h: number, r: number) => {
    g.beginPath()
    g.roundRect(x, y, w, h, r)
  }
  // Tile: the app's header blue.
  round(64, 64, 896, 896, 200)
  g.fillStyle = '#215db0'
  g.fill()
  // Folder back and tab.
  round(190, 300, 250, 120, 36)
  g.fillStyle = '#f0b726'
  g.fill()
  round(190, 360, 644, 440, 48)
  g.fill()
  // Document sticking out of the folder.
  round(330, 210, 380, 460, 28)
  g.fillStyle = '#ffffff'
  g.fill()
  g.fillStyle = '#8abbff'
  for (const [y, w] of [
    [290, 260],
    [350, 300],
    [410, 220],
    [470, 280],
  ] as const) {
    round(380, y, w, 28, 14)
    g.fill()
  }
  // Folder front.
  round(170, 470, 684, 350, 48)
  g.fillStyle = '#fbd065'
  g.fill()
  return canvas.toBuffer('image/png')
}

const png = (size: number): SizedPng => ({ size, png: draw(size) })

mkdirSync(join(BUILD, 'icons'), { recursive: true })
writeFileSync(join(BUILD, 'icon.png'), draw(1024))
for (const size of [16, 32, 48, 64, 128, 256, 512]) {
  writeFileSync(join(BUILD, 'icons', `${size}x${size}.png`), draw(size))
}
writeFileSync(join(BUILD, 'icon.ico'), icoFile([16, 24, 32, 48, 64, 128, 256].map(png)))
writeFileSync(join(BUILD, 'icon.icns'), icnsFile([16, 32, 64, 128, 256, 512, 1024].map(png)))
console.log(`icons written to ${BUILD}`)
