import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractDocument } from '../../../src/server/extraction/engine'
import { ExtractionError } from '../../../src/server/extraction/extraction-error'
import { boxIoU } from '../../../src/server/extraction/coordinates'
import { generateDeclarations } from '../../../scripts/extraction/declarations'
import { generatePolicy, seededRandom } from '../../../scripts/extraction/policy-values'
import { scoreDocument } from '../../../scripts/extraction/score'
import { blankPdf, fillableForm, multiPagePdf } from './fixtures'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'extraction-engine-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** The failure reason of an extraction that must fail. */
async function failure(input: Parameters<typeof extractDocument>[0]): Promise<string> {
  try {
    await extractDocument(input)
  } catch (e) {
    expect(e).toBeInstanceOf(ExtractionError)
    return (e as ExtractionError).reason
  }
  throw new Error('extraction was expected to fail')
}

describe('text PDFs: generated declarations pages', () => {
  it.each([1, 2, 3] as const)(
    'layout %i: every field right, every box on its value',
    async (layout) => {
      const d = await generateDeclarations(layout, generatePolicy(seededRandom(100 + layout)))
      const out = await extractDocument({ bytes: d.bytes, mimeType: 'application/pdf' })
      const { counts, errors } = scoreDocument(d.truth, out.fields)
      expect(errors).toEqual([])
      expect(counts.tp).toBe(d.truth.length)
      expect(out.pages).toBe(1)
      expect(out.pageReports[0]?.source).toBe('text-layer')
      for (const f of out.fields) {
        expect(f.source).toBe('text-layer')
        expect(f.bbox.x0).toBeLessThan(f.bbox.x1)
        expect(f.bbox.y0).toBeLessThan(f.bbox.y1)
      }
    },
  )
})

describe('fillable PDFs', () => {
  const values = {
    'Policy Number': 'HW-20250117',
    'Named Insured': 'Grace Brennan',
    'Effective Date': '03/01/2025',
    'Expiration Date': '03/01/2026',
    Premium: '$2,140.50',
    'Yr Built': '1978',
  }
  const expected = {
    'policy.policyNumber': 'HW-20250117',
    'policy.namedInsured': 'Grace Brennan',
    'policy.effectiveDate': '2025-03-01',
    'policy.expirationDate': '2026-03-01',
    'policy.premium': '2140.5',
    'property.yearBuilt': '1978',
  }

  it('reads form field values with their widget boxes', async () => {
    const { bytes, widgets } = await fillableForm(values)
    const out = await extractDocument({ bytes })
    expect(Object.fromEntries(out.fields.map((f) => [f.field, f.normalized]))).toEqual(expected)
    const policy = out.fields.find((f) => f.field === 'policy.policyNumber')
    expect(policy?.source).toBe('form-field')
    const w = widgets['Policy Number']
    expect(w).toBeDefined()
    if (w !== undefined && policy !== undefined) expect(boxIoU(policy.bbox, w)).toBeGreaterThan(0.9)
  })

  it('reads the same form flattened from its text layer', async () => {
    const { bytes, widgets } = await fillableForm(values, true)
    const out = await extractDocument({ bytes })
    expect(Object.fromEntries(out.fields.map((f) => [f.field, f.normalized]))).toEqual(expected)
    const insured = out.fields.find((f) => f.field === 'policy.namedInsured')
    expect(insured?.source).toBe('text-layer')
    // The printed value is inside its former widget.
    const w = widgets['Named Insured']
    if (w !== undefined && insured !== undefined) {
      expect(insured.bbox.x0).toBeGreaterThanOrEqual(w.x0 - 0.01)
      expect(insured.bbox.y0).toBeGreaterThanOrEqual(w.y0 - 0.01)
      expect(insured.bbox.y1).toBeLessThanOrEqual(w.y1 + 0.01)
    }
  })
})

describe('pages and progress', () => {
  it('reports progress per page and finds a value on a later page', async () => {
    const calls: Array<[number, number]> = []
    const out = await extractDocument({
      bytes: await multiPagePdf(3),
      onProgress: (done, total) => calls.push([done, total]),
    })
    expect(calls).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
    expect(out.pages).toBe(3)
    const policy = out.fields.find((f) => f.field === 'policy.policyNumber')
    expect(policy?.normalized).toBe('QT-20250042')
    expect(policy?.page).toBe(2)
    expect(policy?.bbox.page).toBe(2)
  })

  it('reads a file from a path, with the content deciding the type', async () => {
    const path = join(dir, 'declarations.bin')
    await writeFile(path, (await generateDeclarations(1, generatePolicy(seededRandom(9)))).bytes)
    const out = await extractDocument({ path, mimeType: 'image/png' })
    expect(out.fields.length).toBeGreaterThan(8)
  })
})

describe('bad input fails cleanly with a reason', () => {
  it('empty: no bytes, or a blank page', async () => {
    expect(await failure({ bytes: new Uint8Array() })).toBe('empty')
    expect(await failure({ bytes: await blankPdf() })).toBe('empty')
  })

  it('broken: garbage behind a PDF header, a truncated PDF, a missing file', async () => {
    expect(
      await failure({ bytes: new TextEncoder().encode('%PDF-1.7\nthis is not a pdf at all') }),
    ).toBe('broken')
    const good = (await generateDeclarations(2, generatePolicy(seededRandom(3)))).bytes
    expect(['broken', 'empty']).toContain(await failure({ bytes: good.slice(0, 300) }))
    expect(await failure({ path: join(dir, 'does-not-exist.pdf') })).toBe('broken')
    const corruptPng = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])
    expect(await failure({ bytes: corruptPng })).toBe('broken')
  })

  it('unsupported: a zip (docx) or plain text', async () => {
    expect(await failure({ bytes: Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]) })).toBe(
      'unsupported',
    )
    expect(
      await failure({ bytes: new TextEncoder().encode('hello'), mimeType: 'text/plain' }),
    ).toBe('unsupported')
  })

  it('aborted: a cancelled job stops before reading', async () => {
    const ac = new AbortController()
    ac.abort()
    expect(await failure({ bytes: await multiPagePdf(2), signal: ac.signal })).toBe('aborted')
  })

  const hasQpdf = spawnSync('qpdf', ['--version']).status === 0
  it.skipIf(!hasQpdf)(
    'encrypted: a password-protected PDF (made with qpdf), readable with its password',
    async () => {
      const plain = join(dir, 'plain.pdf')
      const locked = join(dir, 'locked.pdf')
      await writeFile(plain, (await generateDeclarations(1, generatePolicy(seededRandom(5)))).bytes)
      const r = spawnSync('qpdf', ['--encrypt', 'secret', 'owner', '256', '--', plain, locked])
      expect(r.status).toBe(0)
      expect(await failure({ path: locked })).toBe('encrypted')
      const out = await extractDocument({ path: locked, password: 'secret' })
      expect(out.fields.length).toBeGreaterThan(8)
    },
  )
})
