/**
 * The engine off the caller's event loop (a worker thread that lives across documents) and the
 * `npm run extract` CLI, both on generated files.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExtractionClientError } from '../../../src/server/extraction/extraction-client'
import { createExtractionThread } from '../../../src/server/extraction/extraction-thread'
import { EXTRACTION_NICE } from '../../../src/server/jobs/lower-priority'
import { generateDeclarations } from '../../../scripts/extraction/declarations'
import { generatePolicy, seededRandom } from '../../../scripts/extraction/policy-values'
import { multiPagePdf } from './fixtures'

const existsSyncTask = (tid: string) => readdirSync('/proc/self/task').includes(tid)

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extraction-thread-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('extraction thread', () => {
  it('extracts in a worker thread with progress, survives a bad document, and closes', async () => {
    const thread = createExtractionThread()
    try {
      const progress: number[] = []
      const out = await thread.extract({
        bytes: await multiPagePdf(3),
        onProgress: (done) => progress.push(done),
      })
      expect(progress).toEqual([1, 2, 3])
      expect(out.fields.find((f) => f.field === 'policy.policyNumber')?.normalized).toBe(
        'QT-20250042',
      )

      const bad = thread.extract({ bytes: new TextEncoder().encode('%PDF-1.4 broken') })
      await expect(bad).rejects.toBeInstanceOf(ExtractionClientError)
      await expect(bad).rejects.toMatchObject({ reason: 'broken' })

      // The same thread goes on with the next document.
      const d = await generateDeclarations(2, generatePolicy(seededRandom(11)))
      const again = await thread.extract({ bytes: d.bytes })
      expect(again.fields.length).toBe(d.truth.length)
    } finally {
      await thread.close()
    }
    await expect(thread.extract({ bytes: new Uint8Array([1]) })).rejects.toMatchObject({
      reason: 'aborted',
    })
  })

  it.skipIf(process.platform !== 'linux')(
    'runs at a lower priority than the thread that started it (Linux: a nice value per thread)',
    async () => {
      // Field 19 of /proc/self/task/<tid>/stat is the thread's nice value.
      const niceOf = (tid: string) =>
        Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16])
      const before = new Map(readdirSync('/proc/self/task').map((t) => [t, niceOf(t)]))
      const thread = createExtractionThread()
      try {
        await thread.extract({ bytes: await multiPagePdf(1) })
        const started = readdirSync('/proc/self/task').filter((t) => !before.has(t))
        expect(started.map(niceOf)).toContain(EXTRACTION_NICE)
        // This thread, and every one there before, kept its priority.
        for (const [tid, nice] of before) {
          if (existsSyncTask(tid)) expect(niceOf(tid), tid).toBe(nice)
        }
      } finally {
        await thread.close()
      }
    },
  )

  it('fails the document with a plain reason when the thread dies, and starts afresh', async () => {
    // A heap limit far too small for pdf.js: the thread dies while loading the engine.
    const thread = createExtractionThread({ maxMemoryMb: 1 })
    try {
      const first = thread.extract({ bytes: await multiPagePdf(1) })
      await expect(first).rejects.toMatchObject({ reason: 'crashed' })
      await expect(first).rejects.toThrow(
        /^The extraction thread stopped while reading the document: it ran out of memory/,
      )
      // The dead thread is not reused: the next document gets a new one (which dies the same way).
      await expect(thread.extract({ bytes: await multiPagePdf(1) })).rejects.toMatchObject({
        reason: 'crashed',
      })
    } finally {
      await thread.close()
    }
  })
})

describe('npm run extract -- --json <file>', () => {
  const cli = resolve(import.meta.dirname, '../../../src/server/extraction/cli.ts')
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    })

  it('prints [{ field, value, normalized, page, bbox: [x0,y0,x1,y1], confidence }]', async () => {
    const d = await generateDeclarations(3, generatePolicy(seededRandom(21)))
    const file = join(dir, 'dec.pdf')
    await writeFile(file, d.bytes)
    const r = run('--json', file)
    expect(r.status).toBe(0)
    const rows = JSON.parse(r.stdout) as Array<Record<string, unknown>>
    expect(rows.length).toBe(d.truth.length)
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([
        'bbox',
        'confidence',
        'field',
        'normalized',
        'page',
        'value',
      ])
      expect(row.bbox).toHaveLength(4)
      expect(row.page).toBe(1)
    }
    const policy = rows.find((r) => r.field === 'policy.policyNumber')
    expect(policy?.normalized).toBe(
      d.truth.find((t) => t.field === 'policy.policyNumber')?.normalized,
    )
  })

  it('exits 2 with the usage for a wrong command line', () => {
    for (const args of [[], ['--jsn', 'x.pdf'], ['a.pdf', 'b.pdf']]) {
      const r = run(...args)
      expect(r.status).toBe(2)
      expect(r.stderr).toContain('usage: npm run extract -- [--json] <file>')
      expect(r.stdout).toBe('')
    }
  })

  it('exits 2 with the reason for a document that cannot be read', async () => {
    const file = join(dir, 'empty.pdf')
    await writeFile(file, '')
    const r = run('--json', file)
    expect(r.status).toBe(2)
    expect(r.stderr).toContain('empty')
    expect(r.stdout).toBe('')
  })
})
