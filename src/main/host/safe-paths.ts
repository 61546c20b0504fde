/** File-system helpers for names that come from the renderer or the server. */
import { stat } from 'node:fs/promises'
import { extname, join } from 'node:path'

export { safeFileName } from '../../shared/safe-file-name'

/** True when the path exists and is a directory. */
export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory()
  } catch {
    return false
  }
}

/** True when the path exists and is a regular file. */
export async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** `folder/name`, or `folder/name-1.ext`, `-2`… when taken (never overwrites a user's file). */
export async function uniquePath(folder: string, name: string): Promise<string> {
  const ext = extname(name)
  const stem = name.slice(0, name.length - ext.length)
  for (let i = 0; i < 10_000; i++) {
    const candidate = join(folder, i === 0 ? name : `${stem}-${i}${ext}`)
    try {
      await stat(candidate)
    } catch {
      return candidate
    }
  }
  return join(folder, `${stem}-${Date.now()}${ext}`)
}
