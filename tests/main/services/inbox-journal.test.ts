import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openInboxJournal } from '../../../src/main/services/inbox-journal'
import { TypedEmitter } from '../../../src/main/services/typed-emitter'
import { tempDir } from './helpers/fixtures'

let dir: string
let remove: () => Promise<void>
beforeAll(async () => {
  ;({ dir, remove } = tempDir('inbox-journal'))
})
afterAll(() => remove())

describe('inbox journal', () => {
  it('replays the last state per file key after a reopen; registered contents stay registered', async () => {
    const path = join(dir, 'a.jsonl')
    const j = await openInboxJournal(path)
    await j.append({ t: 'signed', key: 'k1', name: 'a.pdf', directUploadKey: 'uploads/x/a.pdf' })
    await j.append({ t: 'registered', key: 'k1', name: 'a.pdf', documentId: 'doc-1', sha256: 'aa' })
    await j.append({ t: 'moved', key: 'k1', name: 'a.pdf', to: '/inbox/processed/a.pdf' })
    // Other bytes under the same name, size and time: a second content under the same key.
    await j.append({ t: 'registered', key: 'k1', name: 'a.pdf', documentId: 'doc-2', sha256: 'bb' })
    await j.append({ t: 'signed', key: 'k2', name: 'b.pdf', directUploadKey: 'uploads/y/b.pdf' })
    await j.close()
    const again = await openInboxJournal(path)
    expect(again.get('k1')).toEqual({
      status: 'registered',
      registered: new Map([
        ['aa', 'doc-1'],
        ['bb', 'doc-2'],
      ]),
      directUploadKey: 'uploads/x/a.pdf',
    })
    expect(again.get('k2')).toEqual({
      status: 'signed',
      registered: new Map(),
      directUploadKey: 'uploads/y/b.pdf',
    })
    expect(again.get('k3')).toBeUndefined()
    await again.close()
  })

  it('knows no content for a registration recorded without its sha256 (older journals)', async () => {
    const path = join(dir, 'old.jsonl')
    await writeFile(path, '{"t":"registered","key":"k1","name":"a.pdf","documentId":"d1"}\n')
    const j = await openInboxJournal(path)
    expect(j.get('k1')).toEqual({ status: 'registered', registered: new Map() })
    await j.close()
  })

  it('ignores a line torn by a crash and keeps appending on a fresh line', async () => {
    const path = join(dir, 'torn.jsonl')
    await writeFile(
      path,
      '{"t":"registered","key":"k1","name":"a.pdf","documentId":"d1","sha256":"s1"}\n{"t":"regis',
    )
    const j = await openInboxJournal(path)
    expect(j.get('k1')?.registered.get('s1')).toBe('d1')
    await j.append({ t: 'registered', key: 'k2', name: 'b.pdf', documentId: 'd2', sha256: 's2' })
    await j.close()
    const reopened = await openInboxJournal(path)
    expect(reopened.get('k2')?.registered.get('s2')).toBe('d2')
    expect(reopened.records()).toHaveLength(2)
    await reopened.close()
  })

  it('group-commits concurrent appends: all on disk, one valid JSON line each', async () => {
    const path = join(dir, 'many.jsonl')
    const j = await openInboxJournal(path)
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        j.append({ t: 'registered', key: `k${i}`, name: `${i}.pdf`, documentId: `d${i}` }),
      ),
    )
    const lines = (await readFile(path, 'utf8')).trim().split('\n')
    expect(lines).toHaveLength(300)
    expect(new Set(lines.map((l) => (JSON.parse(l) as { key: string }).key)).size).toBe(300)
    await j.close()
  })
})

describe('typed emitter', () => {
  it('delivers to subscribers, survives a throwing one, and unsubscribes', () => {
    const e = new TypedEmitter<{ tick: number }>()
    const seen: number[] = []
    const off = e.on('tick', (n) => seen.push(n))
    e.on('tick', () => {
      throw new Error('broken listener')
    })
    const error = console.error
    console.error = () => undefined
    try {
      e.emit('tick', 1)
      off()
      e.emit('tick', 2)
    } finally {
      console.error = error
    }
    expect(seen).toEqual([1])
  })
})
