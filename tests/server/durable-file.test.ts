/** write → fsync → rename → fsync folder: the target holds the old or the new bytes, never half. */
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  createFolderSyncer,
  fsyncDir,
  writeFileDurable,
  writeFileDurableSync,
} from '../../src/server/durable-file'
import { tempDir } from '../helpers/temp-dir'

const tmp = tempDir('durable-file')
afterAll(() => tmp.remove())

describe('durable writes', () => {
  it('replaces a file whole, with the mode asked for, leaving no temporary file', async () => {
    const path = join(tmp.dir, 'settings.json')
    writeFileSync(path, '{"old":true}')
    await writeFileDurable(path, '{"new":true}\n', { mode: 0o600 })
    expect(readFileSync(path, 'utf8')).toBe('{"new":true}\n')
    expect(statSync(path).mode & 0o777).toBe(0o600)
    writeFileDurableSync(join(tmp.dir, 'server-token'), 'secret\n', { mode: 0o600 })
    expect(readFileSync(join(tmp.dir, 'server-token'), 'utf8')).toBe('secret\n')
    expect(readdirSync(tmp.dir).sort()).toEqual(['server-token', 'settings.json'])
  })

  it('a write that fails leaves the old file and no temporary one', async () => {
    const dir = join(tmp.dir, 'failing')
    mkdirSync(dir)
    const path = join(dir, 'journal.json')
    writeFileSync(path, 'old')
    // A folder where the file should be: the rename fails.
    const blocked = join(dir, 'blocked')
    mkdirSync(join(blocked, 'x'), { recursive: true })
    await expect(writeFileDurable(blocked, 'new')).rejects.toThrow()
    expect(readFileSync(path, 'utf8')).toBe('old')
    expect(readdirSync(dir).sort()).toEqual(['blocked', 'journal.json'])
  })

  it('syncs folders, alone or in batches', async () => {
    await fsyncDir(tmp.dir)
    const syncer = createFolderSyncer(2)
    for (let i = 0; i < 5; i++) {
      mkdirSync(join(tmp.dir, `d${i}`))
      syncer.add(join(tmp.dir, `d${i}`))
    }
    syncer.add(tmp.dir)
    await syncer.flush()
    await syncer.flush() // nothing noted since: resolves at once
    syncer.add(join(tmp.dir, 'missing'))
    await expect(syncer.flush()).rejects.toThrow(/ENOENT/)
    syncer.add(tmp.dir)
    await syncer.flush() // a failed batch does not stop the next
  })
})
