/**
 * The upload pipeline hands files on chunk by chunk as they are typed: against the real case
 * server on 127.0.0.1 with real files, the first PUT starts while later files are still typing,
 * and chunks formed around refused files still give one result per file in request order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import type { UploadProgress } from '../../../src/main/services/upload-pipeline'
import { CSV_TEXT, EML_TEXT, makeExe, makePdf, put, tempDir } from './helpers/fixtures'
import { startTestServer } from './helpers/server'
import type { TestServer } from './helpers/server'

let t: TestServer
let dir: string
let remove: () => Promise<void>
beforeAll(async () => {
  t = await startTestServer()
  ;({ dir, remove } = tempDir('upload-streaming'))
})
afterAll(async () => {
  await t?.close()
  await remove?.()
})

describe('upload pipeline, typing streamed into the PUTs', () => {
  it('starts the first PUT before the last file of a large batch is typed', async () => {
    const pdf = await makePdf('Streamed')
    const count = 600
    const files: string[] = []
    for (let i = 0; i < count; i++) files.push(await put(dir, `s-${i}.pdf`, pdf))
    const before = (await t.documents()).length
    const typing = new Set<string>()
    let typedAtFirstPut: number | undefined
    const controller = new AbortController()
    const result = await createUploadPipeline({ client: t.client }).upload({
      files: files.map((path, i) => ({ path, fileId: `f${i}` })),
      caseId: t.caseId,
      signal: controller.signal,
      onProgress: (e: UploadProgress) => e.status === 'typing' && typing.add(e.fileId),
      hooks: {
        beforePut: () => {
          // The first PUT is about to start: how far has typing got? Then stop the batch (the
          // rest of the batch has nothing more to show).
          typedAtFirstPut ??= typing.size
          controller.abort()
        },
      },
    })
    expect(typedAtFirstPut).toBeDefined()
    expect(typedAtFirstPut).toBeGreaterThanOrEqual(50) // the first chunk, whole
    expect(typedAtFirstPut).toBeLessThan(count)
    expect(typing.size).toBe(count) // typing itself still went through every file
    expect(result.results.every((r) => !r.ok && r.cancelled)).toBe(true)
    expect(result.changed).toBeNull()
    expect((await t.documents()).length).toBe(before)
  })

  it('chunks the accepted files around refused ones: results and new ids in request order', async () => {
    const files = [
      await put(dir, 'c1.pdf', await makePdf('c1')),
      await put(dir, 'c2.exe.pdf', makeExe()),
      await put(dir, 'c3.csv', CSV_TEXT),
      await put(dir, 'c4.csv', ''),
      await put(dir, 'c5.eml', EML_TEXT),
      await put(dir, 'c6.pdf', await makePdf('c6')),
      await put(dir, 'c7.pdf', await makePdf('c7')),
      await put(dir, 'c8.exe.pdf', makeExe()),
    ]
    const before = (await t.documents()).length
    const statuses = new Map<string, string[]>()
    const result = await createUploadPipeline({ client: t.client, chunkSize: 2 }).upload({
      files: files.map((path) => ({ path })),
      caseId: t.caseId,
      onProgress: (e) => statuses.set(e.fileName, [...(statuses.get(e.fileName) ?? []), e.status]),
    })
    expect(result.results.map((r) => [r.fileName, r.ok])).toEqual([
      ['c1.pdf', true],
      ['c2.exe.pdf', false],
      ['c3.csv', true],
      ['c4.csv', false],
      ['c5.eml', true],
      ['c6.pdf', true],
      ['c7.pdf', true],
      ['c8.exe.pdf', false],
    ])
    expect(result.results[1]).toMatchObject({ refused: true })
    const ids = result.results.flatMap((r) => (r.ok ? [r.documentId] : []))
    expect(result.changed).toEqual({ caseId: t.caseId, ids, source: 'upload' })
    expect((await t.documents()).length).toBe(before + 5)
    // Each accepted file is typed, then signed, sent and registered.
    const firsts = (s: readonly string[]) => s.filter((x, i) => s.indexOf(x) === i)
    expect(firsts(statuses.get('c7.pdf')!)).toEqual([
      'typing',
      'signing',
      'uploading',
      'registering',
      'done',
    ])
    expect(statuses.get('c8.exe.pdf')).toEqual(['typing', 'failed'])
  })
})
