/**
 * yazl computes each entry's CRC-32 with buffer-crc32, a JavaScript loop (~270 MB/s here), which
 * made the CRC the archive writer's bottleneck. Node ≥ 20.15 ships a native zlib.crc32 (~10x
 * faster); this points yazl's own buffer-crc32 instance at it. Same contract: `unsigned(buffer,
 * previous)` continues a running CRC and returns it as an unsigned 32-bit number.
 */
import { createRequire } from 'node:module'
import zlib from 'node:zlib'

type Crc32Module = { unsigned: (buf: Buffer | string, previous?: number) => number }

let installed = false

/** Installs the native CRC into yazl's buffer-crc32 (once; a no-op on Node without zlib.crc32). */
export function useNativeCrc32ForYazl(): void {
  if (installed) return
  installed = true
  const native = (zlib as { crc32?: (data: Buffer | string, value?: number) => number }).crc32
  if (typeof native !== 'function') return
  const requireFromYazl = createRequire(createRequire(import.meta.url).resolve('yazl'))
  const crc = requireFromYazl('buffer-crc32') as Crc32Module
  crc.unsigned = (buf, previous) =>
    native(
      typeof buf === 'string' ? Buffer.from(buf) : buf,
      typeof previous === 'number' ? previous : 0,
    )
}
