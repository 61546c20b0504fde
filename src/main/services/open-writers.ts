/**
 * "Can the file be opened for exclusive read?" — which of some files another program still has
 * open for writing, where the operating system can tell:
 * - Windows: an open with exclusive sharing (libuv's UV_FS_O_EXLOCK: share mode 0) fails while
 *   any other handle is open on the file;
 * - Linux: /proc lists every open file of the user's processes with its access mode;
 * - elsewhere (macOS has only advisory locks) nothing is known: the size/time window and the end
 *   markers decide alone.
 */
import { constants } from 'node:fs'
import { open, readFile, readdir, readlink } from 'node:fs/promises'

/** libuv's exclusive-sharing open flag on Windows (uv/win.h). */
const UV_FS_O_EXLOCK_WINDOWS = 0x10000000

export type WriterCheck = (paths: readonly string[]) => Promise<ReadonlySet<string>>

async function windowsBusy(paths: readonly string[]): Promise<ReadonlySet<string>> {
  const busy = new Set<string>()
  for (const path of paths) {
    try {
      await (await open(path, constants.O_RDONLY | UV_FS_O_EXLOCK_WINDOWS)).close()
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EBUSY') busy.add(path)
    }
  }
  return busy
}

/** Access mode bits of /proc/<pid>/fdinfo's octal `flags:` line: 1 write-only, 2 read-write. */
function writable(fdinfo: string): boolean {
  const m = /^flags:\s+([0-7]+)/m.exec(fdinfo)
  return m !== null && (parseInt(m[1]!, 8) & 3) !== 0
}

async function linuxWriters(paths: readonly string[]): Promise<ReadonlySet<string>> {
  const wanted = new Set(paths)
  const busy = new Set<string>()
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((p) => /^\d+$/.test(p))
  const scan = async (pid: string) => {
    // Other users' processes cannot be read (EACCES): they cannot write our inbox either, mostly.
    const fds = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])
    for (const fd of fds) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '')
      if (!wanted.has(target) || busy.has(target)) continue
      const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, 'utf8').catch(() => '')
      if (writable(info)) busy.add(target)
    }
  }
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < pids.length) await scan(pids[next++]!)
    }),
  )
  return busy
}

/** The check for this platform. */
export function writerCheckForPlatform(platform: NodeJS.Platform = process.platform): WriterCheck {
  if (platform === 'win32') return windowsBusy
  if (platform === 'linux') return linuxWriters
  return async () => new Set<string>()
}
