/**
 * Registration gives an upload's bytes a second name with a hard link; where the file system
 * refuses links (a data folder over two mounts: EXDEV; FAT, exFAT, network shares: EPERM) it must
 * copy instead, and the registered bytes must stay immutable either way.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { linkOrCopy } from '../../../src/server/objects/link-or-copy'
import { LocalObjectStore } from '../../../src/server/objects/local-object-store'
import { tempDir } from '../helpers'

const cleanups: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const c of cleanups) await c()
})

const refuse = (code: string) => async () => {
  throw Object.assign(new Error(`${code}: link refused`), { code })
}

async function readAll(store: LocalObjectStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of await store.read(key)) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

// A second file system to link across: /dev/shm is a tmpfs on Linux, the temp folder usually not.
const SHM = '/dev/shm'
const otherMount = existsSync(SHM) && statSync(SHM).dev !== statSync(tmpdir()).dev ? SHM : null

describe('a second name for stored bytes where links are refused', () => {
  it.skipIf(otherMount === null)(
    'copies across two mounts (a real EXDEV) into place, durable, nothing left in the temp name',
    async () => {
      const source = mkdtempSync(join(otherMount!, 'link-or-copy-'))
      cleanups.push(() => rm(source, { recursive: true, force: true }))
      const target = tempDir('link-or-copy')
      cleanups.push(target.remove)
      const from = join(source, 'upload.pdf')
      await writeFile(from, '%PDF-1.4 on another mount %%EOF')
      const to = join(target.dir, 'document.pdf')
      const how = await linkOrCopy(from, to, join(target.dir, 'copying'))
      expect(how).toBe('copied')
      expect(readFileSync(to, 'utf8')).toBe('%PDF-1.4 on another mount %%EOF')
      expect(readdirSync(target.dir)).toEqual(['document.pdf'])
      // A copy, not a second name: new bytes at the upload's name leave the document's alone.
      await writeFile(from, 'other bytes')
      expect(readFileSync(to, 'utf8')).toBe('%PDF-1.4 on another mount %%EOF')
    },
  )

  it('never writes over an existing name, and passes on errors that are not about links', async () => {
    const t = tempDir('link-or-copy')
    cleanups.push(t.remove)
    const from = join(t.dir, 'from')
    const to = join(t.dir, 'to')
    await writeFile(from, 'new')
    await writeFile(to, 'registered')
    await expect(linkOrCopy(from, to, join(t.dir, 'tmp'), refuse('EPERM'))).rejects.toMatchObject({
      code: 'EEXIST',
    })
    expect(readFileSync(to, 'utf8')).toBe('registered')
    await expect(
      linkOrCopy(join(t.dir, 'missing'), join(t.dir, 'x'), join(t.dir, 'tmp'), refuse('ENOENT')),
    ).rejects.toMatchObject({ code: 'ENOENT' })
    expect(readdirSync(t.dir).sort()).toEqual(['from', 'to'])
  })

  it('asks for a temporary path only when it has to copy', async () => {
    const t = tempDir('link-or-copy')
    cleanups.push(t.remove)
    await writeFile(join(t.dir, 'from'), 'bytes')
    const asked: string[] = []
    const temp = async () => {
      asked.push('temp')
      return join(t.dir, 'tmp')
    }
    expect(await linkOrCopy(join(t.dir, 'from'), join(t.dir, 'linked'), temp)).toBe('linked')
    expect(asked).toEqual([])
    const copied = await linkOrCopy(
      join(t.dir, 'from'),
      join(t.dir, 'copied'),
      temp,
      refuse('EXDEV'),
    )
    expect(copied).toBe('copied')
    expect(asked).toEqual(['temp'])
    expect(readFileSync(join(t.dir, 'copied'), 'utf8')).toBe('bytes')
  })

  it('the object store registers by copy on a file system without links: bytes frozen, PUT-proof', async () => {
    const t = tempDir('link-or-copy-store')
    cleanups.push(t.remove)
    const store = new LocalObjectStore({
      root: t.dir,
      secret: 's',
      maxObjectBytes: 1024,
      linkFile: refuse('EPERM'),
    })
    await store.write('uploads/a/scan.pdf', Buffer.from('%PDF scanner A %%EOF'), 'application/pdf')
    await store.freeze('uploads/a/scan.pdf', 'documents/b/scan.pdf')
    // The upload's name gets other bytes (a later PUT): the registered document keeps its own.
    await store.write('uploads/a/scan.pdf', Buffer.from('%PDF scanner B %%EOF'), 'application/pdf')
    expect((await readAll(store, 'documents/b/scan.pdf')).toString()).toBe('%PDF scanner A %%EOF')
    expect(statSync(store.pathOf('documents/b/scan.pdf')).nlink).toBe(1)
    await expect(store.freeze('uploads/none/x.pdf', 'documents/c/x.pdf')).rejects.toThrow()
    expect(existsSync(store.pathOf('documents/c/x.pdf'))).toBe(false)
    expect(readdirSync(join(t.dir, '.tmp'))).toEqual([])
  })
})
