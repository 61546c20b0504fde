/**
 * A folder of OCR readings keyed by the exact image read and the OCR settings, for measuring runs
 * that read the same scans again and again (the accuracy report reads hundreds of pages, and
 * tesseract is most of its time). Off unless EXTRACTION_OCR_CACHE names a folder: the app never
 * sets it, so a user's documents are always read afresh and nothing of them is kept on disk.
 * A reading that cannot be stored or read back is simply done again.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The cache folder, or undefined when caching is off. */
export const ocrCacheDir = (): string | undefined => process.env.EXTRACTION_OCR_CACHE || undefined

/** The cache key: the image's bytes and every setting that changes what OCR returns for it. */
export const ocrCacheKey = (image: Uint8Array, settings: string): string =>
  createHash('sha256').update(settings).update('\0').update(image).digest('hex')

/**
 * `read()`'s result for `image`, from the cache folder when it holds one for the same image and
 * settings, else read and stored. `keep` trims the result to what is stored (plain JSON).
 */
export async function cachedReading<T>(
  image: Uint8Array,
  settings: string,
  read: () => Promise<T>,
  keep: (t: T) => T,
): Promise<T> {
  const dir = ocrCacheDir()
  if (dir === undefined) return read()
  const file = join(dir, `${ocrCacheKey(image, settings)}.json`)
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T
  } catch {
    // Not cached yet (or unreadable): read it.
  }
  const result = keep(await read())
  try {
    await mkdir(dir, { recursive: true })
    // Written aside, then renamed: a run stopped mid-write leaves no half file to be read back.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.part`
    await writeFile(partial, JSON.stringify(result))
    await rename(partial, file)
  } catch {
    // A cache that cannot be written only costs time.
  }
  return result
}
