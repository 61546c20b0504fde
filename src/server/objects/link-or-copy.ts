/**
 * Gives a stored file a second name that nothing else writes: a hard link where the file system
 * has them, else a copy. FAT and exFAT drives, many network shares and some sandboxes refuse
 * link() (EPERM, ENOTSUP, ENOSYS), a data folder spread over two mounts refuses it across them
 * (EXDEV), and a file can reach the link limit (EMLINK): a user's data folder on such a drive must
 * still take uploads. The copy is written to a temporary file, fsynced and renamed into place, so
 * the second name holds either nothing or all of the bytes.
 */
import { constants } from 'node:fs'
import { copyFile, link, open, rename, rm } from 'node:fs/promises'

/** link() errors that mean "this file system will not link these", not "something is wrong". */
const CANNOT_LINK = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EMLINK'])

/** True when a failed link() should fall back to a copy. */
export function cannotLink(err: unknown): boolean {
  return CANNOT_LINK.has((err as NodeJS.ErrnoException | null)?.code ?? '')
}

/**
 * Makes `to` name the current bytes of `from`: a hard link, or a copy through `tempPath` (a free
 * path on the same file system as `to`) when the file system refuses the link. Returns which.
 * `tempPath` may be a function: it is asked only when a copy is needed (registration links every
 * file of a batch, and preparing a temporary path for each was wasted disk work).
 * `linkFile` is node's link(), replaceable to stand for a file system without links.
 */
export async function linkOrCopy(
  from: string,
  to: string,
  temp: string | (() => Promise<string>),
  linkFile: (from: string, to: string) => Promise<void> = link,
): Promise<'linked' | 'copied'> {
  try {
    await linkFile(from, to)
    return 'linked'
  } catch (err) {
    if (!cannotLink(err)) throw err
  }
  const tempPath = typeof temp === 'string' ? temp : await temp()
  // Like link(), never over an existing name: claim `to` first (fails with EEXIST), then rename
  // the complete copy over the empty claim.
  await (await open(to, 'wx')).close()
  try {
    // COPYFILE_EXCL: the temporary name is ours alone; a stale file there is an error, not data.
    await copyFile(from, tempPath, constants.COPYFILE_EXCL)
    const fh = await open(tempPath, 'r+')
    try {
      await fh.sync()
    } finally {
      await fh.close()
    }
    await rename(tempPath, to)
    return 'copied'
  } catch (err) {
    await rm(tempPath, { force: true })
    await rm(to, { force: true })
    throw err
  }
}
