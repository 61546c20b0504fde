/**
 * Real files nobody here wrote (../shared/corpus, see its PROVENANCE.md) through the CLI and a
 * real server: every PDF of the pdf.js sample set and the office fixtures are uploaded, archived,
 * and come back byte for byte. Skipped when the corpus is absent.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import AdmZip from 'adm-zip'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_CASE_ID, startDemoServer, tempDir } from '../helpers'

const ROOT = resolve(import.meta.dirname, '../../..')
const CORPUS = resolve(ROOT, '../shared/corpus')
const PDF_DIR = join(CORPUS, 'pdfs/pdfjs')
const OFFICE = ['fixture-office365.docx', 'fixture-office365.xlsx', 'fixture-office365.pptx'].map(
  (n) => join(CORPUS, 'filetype', n),
)

function cli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', resolve(ROOT, 'src/main/cli/index.ts'), ...args],
      { cwd: ROOT, timeout: 120_000, maxBuffer: 10 * 1024 * 1024 },
      (err, stdout) =>
        done({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout }),
    )
  })
}

describe.skipIf(!existsSync(PDF_DIR))('cli over the corpus', () => {
  let close: () => Promise<void>
  let auth: string[]
  let out: { dir: string; remove: () => Promise<void> }
  beforeAll(async () => {
    const s = await startDemoServer()
    close = s.close
    auth = ['--server', s.server.url, '--token', s.server.token!, '--case', DEMO_CASE_ID]
    out = tempDir('corpus')
  })
  afterAll(async () => {
    await close?.()
    await out?.remove()
  })

  it('uploads real PDFs and Office files and archives them back byte for byte', async () => {
    const files = [
      ...readdirSync(PDF_DIR)
        .filter((n) => n.endsWith('.pdf'))
        .map((n) => join(PDF_DIR, n)),
      ...OFFICE.filter((f) => existsSync(f)),
    ]
    const up = await cli(['upload', ...auth, ...files])
    const last = up.stdout.trim().split('\n').at(-1)!
    const m = /^uploaded (\d+), failed (\d+)$/.exec(last)
    expect(m).not.toBeNull()
    const uploaded = [...up.stdout.matchAll(/^uploaded (.+) → (\S+)$/gm)].map((x) => ({
      name: x[1]!,
      id: x[2]!,
    }))
    expect(uploaded.length).toBe(Number(m![1]))
    // Every failure is a refusal with a reason (a fuzzed file that is not a PDF by its content).
    for (const line of up.stdout.split('\n').filter((l) => l.startsWith('failed '))) {
      expect(line).toMatch(/^failed .+: .+/)
    }
    expect(up.code).toBe(Number(m![2]) > 0 ? 1 : 0)
    expect(uploaded.length).toBeGreaterThan(files.length / 2)

    const ar = await cli([
      'archive',
      ...auth,
      '--out',
      out.dir,
      '--documents',
      uploaded.map((u) => u.id).join(','),
    ])
    expect(ar.code).toBe(0)
    const path = /^archived \d+ to (.+)$/.exec(ar.stdout.trim().split('\n').at(-1)!)![1]!
    const zip = new AdmZip(path)
    for (const u of uploaded) {
      const source = files.find((f) => f.endsWith(`/${u.name}`))!
      expect(zip.readFile(u.name)?.equals(readFileSync(source)), u.name).toBe(true)
    }
  })
})
