/** The settings store: defaults, atomic persistence, damaged files, inboxes per case. */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, openSettingsStore } from '../../../src/main/host/settings-store'
import { tempDir } from '../helpers'

let dir: string
let remove: () => Promise<void>
beforeEach(async () => {
  ;({ dir, remove } = tempDir('settings'))
})
afterEach(async () => remove())

describe('settings store', () => {
  it('starts from defaults and persists an update that a new store reads back', async () => {
    const file = join(dir, 'settings.json')
    const store = await openSettingsStore(file)
    expect(store.get()).toEqual(DEFAULT_SETTINGS)
    await store.update({ providerName: 'Acme Lending', lastDownloadFolder: dir })
    const again = await openSettingsStore(file)
    expect(again.get()).toMatchObject({ providerName: 'Acme Lending', lastDownloadFolder: dir })
    // Atomic write: no temp file left beside it.
    expect(await readdir(dir)).toEqual(['settings.json'])
  })

  it('refuses an invalid update and keeps the old value', async () => {
    const store = await openSettingsStore(join(dir, 'settings.json'))
    await expect(store.update({ teamServer: { url: 'not a url', email: 'x' } })).rejects.toThrow()
    expect(store.get().teamServer).toBeNull()
  })

  it('keeps every valid field of a damaged or older file and defaults the rest', async () => {
    const file = join(dir, 'settings.json')
    await writeFile(
      file,
      JSON.stringify({
        providerName: 'Kept',
        externalViewerEnabled: 'yes',
        inboxes: 'nope',
        extra: 1,
      }),
    )
    const store = await openSettingsStore(file)
    expect(store.get()).toEqual({ ...DEFAULT_SETTINGS, providerName: 'Kept' })
    await writeFile(file, '{ not json')
    expect((await openSettingsStore(file)).get()).toEqual(DEFAULT_SETTINGS)
  })

  it('keeps one inbox per case, persisted', async () => {
    const file = join(dir, 'settings.json')
    const store = await openSettingsStore(file)
    await store.setInbox({ caseId: 'c1', folder: '/a' })
    await store.setInbox({ caseId: 'c2', folder: '/b', usePolling: true })
    await store.setInbox({ caseId: 'c1', folder: '/c', categoryId: 'cat' })
    expect(store.get().inboxes).toEqual([
      { caseId: 'c2', folder: '/b', usePolling: true },
      { caseId: 'c1', folder: '/c', categoryId: 'cat' },
    ])
    expect(await store.removeInbox('c2')).toBe(true)
    expect(await store.removeInbox('c2')).toBe(false)
    const onDisk = JSON.parse(await readFile(file, 'utf8')) as { inboxes: unknown[] }
    expect(onDisk.inboxes).toEqual([{ caseId: 'c1', folder: '/c', categoryId: 'cat' }])
  })

  it('serialises quick successive writes in order', async () => {
    const file = join(dir, 'settings.json')
    const store = await openSettingsStore(file)
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.update({ providerName: `P${i}` })))
    expect((await openSettingsStore(file)).get().providerName).toBe('P19')
  })
})
