/** The sha256 of a file's bytes, read in large chunks (never the whole file in memory). */
import { createHash } from 'node:crypto'
import { open } from 'node:fs/promises'

const CHUNK = 1024 * 1024

/** Hex sha256 of the file at `path`, and the number of bytes hashed. */
export async function sha256OfFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256')
  const fh = await open(path, 'r')
  try {
    const buffer = Buffer.allocUnsafe(CHUNK)
    let size = 0
    for (;;) {
      const { bytesRead } = await fh.read(buffer, 0, CHUNK, size)
      if (bytesRead === 0) break
      hash.update(buffer.subarray(0, bytesRead))
      size += bytesRead
    }
    return { sha256: hash.digest('hex'), size }
  } finally {
    await fh.close()
  }
}
