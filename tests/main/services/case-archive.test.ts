/**
 * The one archive service against the real case server: documents chosen by id, names and links
 * read from the server (never from the caller), names made safe for every OS in the zip while the
 * stored names stay, ids of other cases or of nothing left out.
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArchiveError } from '../../../src/main/services/archive-writer'
import { archiveCase, UnknownCaseError } from '../../../src/main/services/case-archive'
import { createUploadPipeline } from '../../../src/main/services/upload-pipeline'
import { MESSAGES } from '../../../src/shared/messages'
import { makePdf, put, tempDir } from './helpers/fixtures'
import { startTestServer, type TestServer } from './helpers/server'

let t: TestServer
let dir: string
let remove: () => Promise<void>
const ids: Record<string, string> = {}

/** Names a Windows user could not open, or that lie about what they are. */
const NASTY = ['CON.pdf', 'invoice\u202Efdp.exe.pdf', 'lpt1', 'zero\u200Bwidth.pdf', 'end. .pdf']

beforeAll(async () => {
  t = await startTestServer()
  ;({ dir, remove } = tempDir('case-archive'))
  const pipeline = createUploadPipeline({ client: t.client })
  for (const [i, name] of NASTY.entries()) {
    const folder = join(dir, `src-${i}`)
    await mkdir(folder)
    const path = await put(folder, `file-${i}.pdf`, await makePdf(`doc ${i}`))
    const r = await pipeline.upload({ files: [{ path, name }], caseId: t.caseId })
    if (!r.results[0]!.ok) throw new Error(`upload of ${name} failed: ${r.results[0]!.message}`)
    ids[name] = r.results[0]!.documentId
  }
})
afterAll(async () => {
  await t?.close()
  await remove?.()
})

const target = (name: string) => async (defaultName: string) => {
  const folder = join(dir, name)
  await mkdir(folder, { recursive: true })
  return join(folder, defaultName)
}

describe('archive of a case by document ids', () => {
  it('writes safe entry names and keeps the stored names as they were', async () => {
    const result = await archiveCase({
      client: t.client,
      caseId: t.caseId,
      documentIds: NASTY.map((n) => ids[n]!),
      chooseTarget: target('nasty'),
    })
    expect(result).toMatchObject({ count: NASTY.length, missing: [] })
    const names = new AdmZip(result!.path).getEntries().map((e) => e.entryName)
    expect(names).toEqual([
      '_CON.pdf',
      'invoicefdp.exe.pdf',
      '_lpt1.pdf',
      'zerowidth.pdf',
      'end. .pdf',
    ])
    for (const n of names) {
      expect(n).not.toMatch(/[\p{Cf}\p{Cc}]/u)
      expect(n).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i)
    }
    // The documents keep their names on the server: only the copy in the zip is changed.
    const stored = (await t.documents()).filter((d) => Object.values(ids).includes(d.id))
    expect(stored.map((d) => d.name).sort()).toEqual([...NASTY].sort())
  })

  it('names the zip after the case and leaves out ids that are not the case’s documents', async () => {
    const other = (await t.documents('demo-case-2'))[0]!
    const result = await archiveCase({
      client: t.client,
      caseId: t.caseId,
      documentIds: [ids['CON.pdf']!, other.id, 'no-such-document'],
      chooseTarget: target('mixed'),
    })
    expect(result!.path).toMatch(new RegExp(`case-${t.caseRef}-documents-\\d{8}-\\d{6}\\.zip$`))
    expect(result).toMatchObject({ count: 1, missing: [other.id, 'no-such-document'] })
    expect(new AdmZip(result!.path).getEntries().map((e) => e.entryName)).toEqual(['_CON.pdf'])
  })

  it('refuses, before asking where to save, an archive with no document of the case', async () => {
    const other = (await t.documents('demo-case-2'))[0]!
    let asked = false
    const choose = async () => {
      asked = true
      return join(dir, 'never.zip')
    }
    await expect(
      archiveCase({
        client: t.client,
        caseId: t.caseId,
        documentIds: [other.id],
        chooseTarget: choose,
      }),
    ).rejects.toThrow(new ArchiveError(MESSAGES.noDocumentsToDownload))
    await expect(
      archiveCase({
        client: t.client,
        caseId: 'no-such-case',
        documentIds: null,
        chooseTarget: choose,
      }),
    ).rejects.toBeInstanceOf(UnknownCaseError)
    expect(asked).toBe(false)
  })

  it('writes nothing when no target is chosen (a cancelled save dialog)', async () => {
    expect(
      await archiveCase({
        client: t.client,
        caseId: t.caseId,
        documentIds: null,
        chooseTarget: async () => null,
      }),
    ).toBeNull()
  })
})
