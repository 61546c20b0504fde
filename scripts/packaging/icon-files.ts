/**
 * Icon containers written from PNG images: Windows .ico and macOS .icns both may hold PNG data
 * as it is, so no image library is needed beyond the one that draws the PNGs.
 */

/** A PNG image and its square size in pixels. */
export type SizedPng = { readonly size: number; readonly png: Uint8Array }

/** A .ico holding the PNGs (ICONDIR + one ICONDIRENTRY each; 256 is written as 0). */
export function icoFile(images: readonly SizedPng[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach((img, i) => {
    const e = 6 + 16 * i
    header.writeUInt8(img.size >= 256 ? 0 : img.size, e)
    header.writeUInt8(img.size >= 256 ? 0 : img.size, e + 1)
    header.writeUInt8(0, e + 2) // no palette
    header.writeUInt8(0, e + 3)
    header.writeUInt16LE(1, e + 4) // colour planes
    header.writeUInt16LE(32, e + 6) // bits per pixel
    header.writeUInt32LE(img.png.byteLength, e + 8)
    header.writeUInt32LE(offset, e + 12)
    offset += img.png.byteLength
  })
  return Buffer.concat([header, ...images.map((i) => Buffer.from(i.png))])
}

/** The .icns element type of a PNG of a given size (Apple's icns types for PNG data). */
export const ICNS_TYPES: Readonly<Record<number, string>> = {
  16: 'icp4',
  32: 'icp5',
  64: 'icp6',
  128: 'ic07',
  256: 'ic08',
  512: 'ic09',
  1024: 'ic10',
}

/** An .icns holding the PNGs ('icns' + total length, then type + length + data per image). */
export function icnsFile(images: readonly SizedPng[]): Buffer {
  const parts = images.map((img) => {
    const type = ICNS_TYPES[img.size]
    if (!type) throw new Error(`no icns type for ${img.size}px`)
    const head = Buffer.alloc(8)
    head.write(type, 0, 'ascii')
    head.writeUInt32BE(8 + img.png.byteLength, 4)
    return Buffer.concat([head, Buffer.from(img.png)])
  })
  const head = Buffer.alloc(8)
  head.write('icns', 0, 'ascii')
  head.writeUInt32BE(8 + parts.reduce((n, p) => n + p.length, 0), 4)
  return Buffer.concat([head, ...parts])
}
