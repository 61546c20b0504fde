/**
 * The engine over real files nobody here wrote (../shared/corpus, see its PROVENANCE.md): every
 * PDF of the pdf.js test corpus fails cleanly or succeeds (encrypted ones with their password),
 * and the filled ACORD 140 samples give their known values. Skipped when the corpus is absent.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { extractDocument } from '../../../src/server/extraction/engine'
import { ExtractionError } from '../../../src/server/extraction/extraction-error'
import { terminateOcr } from '../../../src/server/extraction/ocr'
import { corpusDir } from '../../../scripts/extraction/corpus-dir'

const corpus = corpusDir() ?? resolve(import.meta.dirname, '../../../../shared/corpus')
const pdfDir = join(corpus, 'pdfs', 'pdfjs')
const acordDir = join(corpus, 'insurance', 'filled-acord140')

/** ASCII user passwords from PASSWORDS.txt (pdf.js's test manifest). */
function passwords(): Map<string, string> {
  const file = join(corpus, 'pdfs', 'PASSWORDS.txt')
  const out = new Map<string, string>()
  if (!existsSync(file)) return out
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^(\S+\.pdf)\s+(\S+)/.exec(line)
    if (m?.[1] !== undefined && m[2] !== undefined && /^[\x20-\x7e]+$/.test(m[2]))
      out.set(m[1], m[2])
  }
  return out
}

afterAll(async () => {
  await terminateOcr()
})

describe.skipIf(!existsSync(pdfDir))(
  'corpus: every pdf.js test PDF (../shared/corpus/pdfs)',
  () => {
    const files = existsSync(pdfDir)
      ? readdirSync(pdfDir)
          .filter((f) => f.endsWith('.pdf'))
          .sort()
      : []
    const pw = passwords()

    it.each(files)(
      '%s: a result or a clean failure, never a crash',
      { timeout: 180_000 },
      async (file) => {
        let outcome: string
        try {
          const out = await extractDocument({ path: join(pdfDir, file) })
          expect(out.pages).toBeGreaterThan(0)
          expect(out.pageReports).toHaveLength(out.pages)
          for (const f of out.fields) {
            expect(f.bbox.page).toBeGreaterThanOrEqual(1)
            expect(f.bbox.page).toBeLessThanOrEqual(out.pages)
            for (const v of [f.bbox.x0, f.bbox.y0, f.bbox.x1, f.bbox.y1]) {
              expect(v).toBeGreaterThanOrEqual(0)
              expect(v).toBeLessThanOrEqual(1)
            }
          }
          outcome = 'ok'
        } catch (e) {
          expect(e).toBeInstanceOf(ExtractionError)
          outcome = (e as ExtractionError).reason
        }
        if (pw.has(file)) expect(outcome).toBe('encrypted')
      },
    )

    it.each([...pw.entries()])(
      '%s opens with its password',
      { timeout: 180_000 },
      async (file, password) => {
        const r = await extractDocument({ path: join(pdfDir, file), password }).then(
          () => 'ok',
          (e: unknown) => (e instanceof ExtractionError ? e.reason : 'crash'),
        )
        expect(r).not.toBe('encrypted')
        expect(r).not.toBe('crash')
      },
    )
  },
)

describe.skipIf(!existsSync(acordDir))('corpus: filled ACORD 140 samples', () => {
  const values = async (n: number): Promise<Record<string, string>> => {
    const out = await extractDocument({ path: join(acordDir, `140-Property-Acord-${n}.pdf`) })
    return Object.fromEntries(out.fields.map((f) => [f.field, f.normalized]))
  }

  it('#1 (AcroForm) matches its ground-truth JSON', async () => {
    const gt = JSON.parse(readFileSync(join(acordDir, '140-Property-Acord-1.json'), 'utf8')) as {
      named_insured: string
      premises_information: Array<{
        street_address: string
        coverage_information: Array<{
          Subject_of_insurance: string
          amount: string
          deductible: string
        }>
      }>
    }
    const got = await values(1)
    const premises = gt.premises_information[0]
    const building = premises?.coverage_information.find((c) =>
      /building/i.test(c.Subject_of_insurance),
    )
    expect(got['policy.namedInsured']).toBe(gt.named_insured)
    expect(got['property.address']).toBe(premises?.street_address.split(',')[0])
    expect(Number(got['policy.coverageAmount'])).toBe(Number(building?.amount.replace(/[$,]/g, '')))
    expect(Number(got['policy.deductible'])).toBe(Number(building?.deductible.replace(/[$,]/g, '')))
    expect(got['policy.policyNumber']).toBe('A123456781')
    expect(got['policy.effectiveDate']).toBe('2020-01-04')
  })

  it('#2 (encrypted for changes only, XFA) reads without a password', async () => {
    const got = await values(2)
    expect(got['policy.policyNumber']).toBe('HO123222')
    expect(got['policy.namedInsured']).toBe('John Doe')
    expect(got['policy.effectiveDate']).toBe('2024-12-31')
  })

  it('#4 (no text layer at all) is read by OCR', { timeout: 360_000 }, async () => {
    const out = await extractDocument({ path: join(acordDir, '140-Property-Acord-4.pdf') })
    expect(out.pageReports.every((p) => p.source === 'ocr' || p.source === 'blank')).toBe(true)
    const got = Object.fromEntries(out.fields.map((f) => [f.field, f.normalized]))
    expect(got['policy.policyNumber']).toBe('D2132322')
    expect(got['policy.namedInsured']).toBe('John Doe')
    // The building row of the limits table, not the personal-property row above it — or no value:
    // the fitted confidence (0.57 here, below its threshold) may abstain on a scanned table row.
    expect([undefined, '1300000']).toContain(got['policy.coverageAmount'])
    expect(got['policy.deductible']).toBe('2000')
  })
})
