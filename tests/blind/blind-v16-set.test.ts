/**
 * The sixteenth blind set's generator checked against an independent reader of the PDFs it writes
 * (poppler's pdftotext -bbox), without the extraction engine: every true box holds exactly the
 * printed value it claims, boxes are on the page, family ids are new to every set, and the same
 * seed gives the same documents.
 */
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { PDFDocument } from 'pdf-lib'
import {
  acordDocument,
  acordPolicy,
  BLIND_ACORD_FORMS,
  BLIND_SALT,
  BLIND_FAMILIES,
  BLIND_SCANNED_FORMS,
  BLIND_SOURCES,
  blankFormsDir,
  documentSeed,
  familyDocument,
} from '../../scripts/extraction/blind-v16'
import {
  SIDEWAYS,
  UPSIDE_DOWN,
  blindScanCopy,
  blindScanParams,
} from '../../scripts/extraction/blind-v16/scans'
import { printDate, printMoney } from '../../scripts/extraction/blind-v16/words'
import { seededRandom } from '../../scripts/extraction/policy-values'
import { popplerWords } from '../../scripts/extraction/poppler-truth'
import {
  expectBoxHoldsValue,
  expectBoxesOnPage,
  readAmount,
  readDate,
  splitTags,
} from './blind-v16-poppler'

const run = promisify(execFile)
const hasPoppler = await run('pdftotext', ['-v']).then(
  () => true,
  () => false,
)

const SEED = 24680

/** Every family id of the development generator and the fifteen earlier blind sets, read from their sources. */
function earlierIds(): Set<string> {
  const root = join(import.meta.dirname, '../../scripts/extraction')
  const dirs = [
    join(root, 'gen'),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].map((v) => join(root, `blind-v${v}`)),
  ]
  const ids = new Set<string>()
  for (const dir of dirs)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')))
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\bid: '([a-z0-9-]+)'/g))
        ids.add(m[1]!)
  return ids
}

describe.skipIf(!hasPoppler)('sixteenth blind set generator', () => {
  it('has eight families, none sharing an id with the development or earlier blind sets', () => {
    expect(BLIND_FAMILIES.length).toBe(8)
    expect(new Set(BLIND_FAMILIES.map((f) => f.id)).size).toBe(BLIND_FAMILIES.length)
    const earlier = earlierIds()
    // The reader finds the earlier sets' ids (else the check below proves nothing).
    expect(earlier).toContain('bq01')
    expect(earlier).toContain('bl01')
    expect(earlier).toContain('bv01')
    expect(earlier).toContain('bw01')
    expect(earlier).toContain('bx01')
    expect(earlier).toContain('by01')
    expect(earlier).toContain('bk01')
    expect(earlier).toContain('bm01')
    expect(earlier).toContain('bf01')
    expect(earlier).toContain('bt01')
    expect(earlier).toContain('bg01')
    expect(earlier).toContain('hj01')
    expect(earlier).toContain('rw01')
    // The prefix itself is new: no earlier family id starts with "tq".
    expect([...earlier].filter((id) => id.startsWith('tq'))).toEqual([])
    for (const f of BLIND_FAMILIES) {
      expect(f.id).toMatch(/^tq\d\d$/)
      expect(earlier.has(f.id), f.id).toBe(false)
    }
  })

  it('reads back the date and amount styles new to this set', () => {
    expect(printDate('2026-01-05', 'y-mon-d')).toBe('2026-Jan-05')
    expect(printDate('2026-01-05', 'd-th-month-y')).toBe('5th January 2026')
    expect(printDate('2027-11-22', 'd-th-month-y')).toBe('22nd November 2027')
    expect(printDate('2026-01-05', 'm-d-yy')).toBe('1/5/26')
    expect(printDate('2031-12-21', 'm-d-yy')).toBe('12/21/31')
    for (const style of ['y-mon-d', 'd-th-month-y', 'm-d-yy'] as const)
      for (const iso of ['2026-01-05', '2031-12-21'])
        expect(readDate(printDate(iso, style)), style).toBe(iso)
    expect(printMoney(1_250_000, 'usd-tight')).toBe('USD1,250,000')
    expect(printMoney(1_250_000, 'dollars-word')).toBe('1,250,000 Dollars')
    expect(readAmount(printMoney(1_250_000, 'usd-tight'))).toBe(1_250_000)
    expect(readAmount(printMoney(4812.4, 'usd-tight'))).toBe(4812.4)
    expect(readAmount(printMoney(1_250_000, 'dollars-word'))).toBe(1_250_000)
  })

  it('mixes a salt that no earlier blind set used', () => {
    const root = join(import.meta.dirname, '../../scripts/extraction')
    const salts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].flatMap((v) => {
      const src = readFileSync(join(root, `blind-v${v}`, 'index.ts'), 'utf8')
      const m = /BLIND_SALT = ([0-9a-fx_]+)/i.exec(src)
      return m ? [Number(m[1]!.replace(/_/g, ''))] : []
    })
    expect(salts.length).toBeGreaterThan(12)
    expect(salts).not.toContain(BLIND_SALT)
  })

  it('gives build-sets.ts every document as a family of its own, scans included', () => {
    const ids = BLIND_SOURCES.families.map((f) => f.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const f of BLIND_FAMILIES) {
      expect(ids).toContain(f.id)
      expect(ids).toContain(`${f.id}-scan`)
    }
    const groups = new Set(BLIND_SOURCES.families.map((f) => f.group ?? 'declarations'))
    expect(groups).toContain('scans')
    for (const form of BLIND_ACORD_FORMS)
      if (blankFormsDir() !== undefined) {
        expect(ids).toContain(form.id)
        if (BLIND_SCANNED_FORMS.includes(form.id)) expect(ids).toContain(`${form.id}-scan`)
      }
    // build-sets.ts is to fill, blank or scan nothing of its own for the blind set.
    expect(BLIND_SOURCES.acordForms).toHaveLength(0)
    expect(BLIND_SOURCES.blankForms).toHaveLength(0)
    expect(BLIND_SOURCES.scanFamilies).toHaveLength(0)
  })

  for (const family of BLIND_FAMILIES) {
    it(`${family.id} (${family.name}): every true box holds exactly its printed value`, async () => {
      for (let i = 1; i <= 4; i++) {
        const doc = await familyDocument(family, i, SEED)
        const fields = doc.truth.map((t) => t.field)
        expect(new Set(fields).size, 'one truth per field').toBe(fields.length)
        for (const f of ['policy.policyNumber', 'policy.carrier', 'policy.namedInsured'] as const)
          expect(fields).toContain(f)
        // A loan number is only ever the mortgagee's.
        if (fields.includes('policy.loanNumber')) expect(fields).toContain('policy.mortgagee')
        expectBoxesOnPage(doc.truth, doc.pages)
        const words = splitTags(await popplerWords(doc.bytes))
        for (const t of doc.truth) expectBoxHoldsValue(words, t)
      }
    })
  }

  it('prints the decoys the families rely on beside the answers', async () => {
    const doc = async (id: string, i = 1) => {
      const family = BLIND_FAMILIES.find((f) => f.id === id)!
      const d = await familyDocument(family, i, SEED)
      const answer = (field: string) => d.truth.find((t) => t.field === field)?.bbox
      return { d, answer, words: await popplerWords(d.bytes) }
    }
    // tq02: the liability and umbrella rows' numbers stand above the property row's number, in
    // its column, and the auto row's below it.
    const a = await doc('tq02')
    const no = a.answer('policy.policyNumber')!
    const column = a.words.filter((w) => Math.abs(w.box.x0 - no.x0) < 0.01)
    expect(column.filter((w) => w.box.y1 < no.y0 && /^(GL|UMB-\d{6})$/.test(w.text))).toHaveLength(
      2,
    )
    expect(column.filter((w) => w.box.y0 > no.y1 && /^BA\d{8}$/.test(w.text))).toHaveLength(1)
    // tq08: the auto row's number stands above the homeowners row's, the umbrella's below.
    const b = await doc('tq08')
    const hn = b.answer('policy.policyNumber')!
    const above = b.words.filter((w) => w.box.y1 < hn.y0 && /^PA$/.test(w.text))
    const below = b.words.filter((w) => w.box.y0 > hn.y1 && /^PU$/.test(w.text))
    expect([above.length, below.length]).toEqual([1, 1])
    // tq01: another lender's loan (the seller's payoff) is printed above the answer's requirement.
    const c = await doc('tq01')
    const text = c.words.map((w) => w.text).join(' ')
    expect(text).toContain('satisfaction of the mortgage')
    // tq06: every value stands before its caption, to its left on the same line.
    const e = await doc('tq06')
    const pn = e.answer('policy.policyNumber')!
    const caption = e.words.filter(
      (w) => w.text === 'Policy' && Math.abs(w.box.y0 - pn.y0) < 0.01 && w.box.x0 > pn.x1,
    )
    expect(caption).toHaveLength(1)
    // tq04: the prior policy's number stands in a footnote below the schedule.
    const f = await doc('tq04')
    expect(
      f.words.some(
        (w) => w.box.y0 > f.answer('policy.policyNumber')!.y1 && /^HOM-\d{4}-\d{6},$/.test(w.text),
      ),
    ).toBe(true)
  })

  it('leaves the mortgagee out of about one document in five', async () => {
    let without = 0
    let all = 0
    for (const f of BLIND_FAMILIES)
      for (let i = 1; i <= 4; i++) {
        const doc = await familyDocument(f, i, SEED)
        all++
        if (!doc.truth.some((t) => t.field === 'policy.mortgagee')) without++
      }
    expect(without / all).toBeGreaterThan(0.08)
    expect(without / all).toBeLessThan(0.35)
  })

  it('draws the same documents from the same seed, other ones from another', async () => {
    const draw = async (seed: number): Promise<string> => {
      const out: unknown[] = []
      for (const f of BLIND_FAMILIES) out.push((await familyDocument(f, 1, seed)).truth)
      return JSON.stringify(out)
    }
    const first = await draw(SEED)
    expect(await draw(SEED)).toBe(first)
    expect(await draw(SEED + 1)).not.toBe(first)
  })

  it('keeps every true box on a scanned, skewed copy', async () => {
    const family = BLIND_FAMILIES[0]!
    const rnd = seededRandom(documentSeed(SEED, 'test:scan'))
    const doc = await familyDocument(family, 1, SEED)
    const src = {
      name: 't',
      family: family.id,
      pdf: doc.bytes,
      pages: doc.pages,
      truth: doc.truth,
      completeTruth: true,
    }
    const copy = await blindScanCopy(
      src,
      { ...blindScanParams(rnd, 0), dpi: 150, degrees: -3 },
      rnd,
      false,
    )
    expect(copy?.truth.length).toBe(doc.truth.length)
    expectBoxesOnPage(copy!.truth, 1)
  })

  it('keeps every true box on both pages of the two-page copy', async () => {
    const rnd = seededRandom(documentSeed(SEED, 'test:pages'))
    const family = BLIND_FAMILIES.find((f) => f.id === 'tq05')!
    const doc = await familyDocument(family, 1, SEED)
    expect(doc.pages).toBe(2)
    const src = {
      name: 't',
      family: family.id,
      pdf: doc.bytes,
      pages: doc.pages,
      truth: doc.truth,
      completeTruth: true,
    }
    const copy = await blindScanCopy(src, { ...blindScanParams(rnd, 1), dpi: 150 }, rnd, true)
    expect(copy?.truth.length).toBe(doc.truth.length)
    expectBoxesOnPage(copy!.truth, 2)
    expect(copy!.truth.some((t) => t.bbox!.page === 2)).toBe(true)
    expect(copy!.truth.some((t) => t.bbox!.page === 1)).toBe(true)
  })

  it('keeps every true box on the upside-down copy', async () => {
    const rnd = seededRandom(documentSeed(SEED, 'test:turn'))
    // The seventh copy (k = 6) is the seventh family's first document.
    const family = BLIND_FAMILIES[UPSIDE_DOWN]!
    const doc = await familyDocument(family, 1, SEED)
    const src = {
      name: 't',
      family: family.id,
      pdf: doc.bytes,
      pages: doc.pages,
      truth: doc.truth,
      completeTruth: true,
    }
    const params = blindScanParams(rnd, UPSIDE_DOWN)
    expect(Math.abs(params.degrees - 180)).toBeLessThanOrEqual(3)
    expect(Math.abs(params.degrees - 180)).toBeGreaterThan(0)
    const copy = await blindScanCopy(src, { ...params, dpi: 150 }, rnd, false)
    expect(copy?.truth.length).toBe(doc.truth.length)
    expectBoxesOnPage(copy!.truth, 1)
  })

  it('keeps every skew within three degrees', () => {
    const rnd = seededRandom(documentSeed(SEED, 'test:skew'))
    for (let k = 0; k < 12; k++) {
      const params = blindScanParams(rnd, k)
      const tilt = k === UPSIDE_DOWN ? params.degrees - 180 : params.degrees
      expect(Math.abs(tilt)).toBeLessThanOrEqual(3)
      expect([150, 200, 300]).toContain(params.dpi)
      expect(params.quarterTurn).toBe(k === SIDEWAYS)
    }
    // Only one copy is upside down and one sideways, and they are not the same copy.
    expect(UPSIDE_DOWN).not.toBe(SIDEWAYS)
  })

  const corpus = blankFormsDir()
  for (const form of BLIND_ACORD_FORMS) {
    it.skipIf(corpus === undefined || !existsSync(corpus))(
      `${form.id}: each answer is printed inside its widget`,
      async () => {
        for (const fill of [1, 2, 3]) {
          const flat = await acordDocument(corpus!, form, 2 * fill - 1, SEED)
          const fillable = await acordDocument(corpus!, form, 2 * fill, SEED)
          expect(fillable.truth.map((t) => t.field)).toEqual(flat.truth.map((t) => t.field))
          const fields = flat.truth.map((t) => t.field)
          expect(new Set(fields).size, 'one truth per field').toBe(fields.length)
          if (fields.includes('policy.loanNumber')) expect(fields).toContain('policy.mortgagee')
          // Fill 3 of each form is the true negative: no lender.
          expect(fields.includes('policy.mortgagee')).toBe(fill !== 3)
          expectBoxesOnPage(fillable.truth, fillable.pages)
          expectBoxesOnPage(flat.truth, flat.pages)
          const words = await popplerWords(flat.bytes)
          for (const t of flat.truth) expectBoxHoldsValue(words, t)
          // The fillable copy holds the answers in its fields; the flattened one only as page text.
          const p = acordPolicy(form, fill, SEED)
          const form2 = (await PDFDocument.load(fillable.bytes)).getForm()
          for (const entry of form.filling(p).filter((x) => x.field !== null))
            expect(form2.getTextField(entry.name).getText(), entry.name).toBe(entry.printed)
          expect((await PDFDocument.load(flat.bytes)).getForm().getFields()).toHaveLength(0)
        }
      },
      240_000,
    )
  }

  // Neither form is encrypted, but: three flattened fills take a while on a shared machine.
  it.skipIf(corpus === undefined)(
    'draws the same ACORD fill from the same seed',
    async () => {
      const form = BLIND_ACORD_FORMS[0]!
      const a = await acordDocument(corpus!, form, 1, SEED)
      const b = await acordDocument(corpus!, form, 1, SEED)
      const c = await acordDocument(corpus!, form, 1, SEED + 1)
      expect(JSON.stringify(b.truth)).toBe(JSON.stringify(a.truth))
      expect(JSON.stringify(c.truth)).not.toBe(JSON.stringify(a.truth))
    },
    240_000,
  )
})
