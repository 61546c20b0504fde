/**
 * The approval package writer with real files over a real HTTP server on 127.0.0.1, read back:
 * page count (cover + each PDF's pages + one page per image or listed file), the cover's text
 * (pdftotext), the order, and no file at all when a document cannot be fetched or the job stops.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeApprovalPackage } from '../../../src/main/services/approval-package-writer'
import type { ApprovalCover, PackageDocument } from '../../../src/shared/approval-package'
import { approvalPackageFileName } from '../../../src/shared/approval-package'
import { tempDir } from './helpers/fixtures'

async function pdfWithPages(...texts: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  for (const t of texts) pdf.addPage([612, 792]).drawText(t, { x: 72, y: 700, size: 14, font })
  return pdf.save()
}

function png(): Buffer {
  const c = createCanvas(300, 200)
  const g = c.getContext('2d')
  g.fillStyle = '#2d72d2'
  g.fillRect(0, 0, 300, 200)
  return c.toBuffer('image/png')
}

const COVER: ApprovalCover = {
  caseLabel: 'LN-2025-0001 Alvarez — 1208 Harbor View Dr refinance',
  policyLabel: 'Homeowners HO-3 #HO3-4471029',
  versionLabel: 'Mar 2026 - Mar 2027',
  preparedBy: 'Local User',
  fields: [
    {
      label: 'Carrier',
      value: 'Coastal Mutual Insurance Company',
      acceptedBy: 'Ada Lovelace',
      acceptedAt: '03/05/2026 10:30 AM GMT',
      source: 'HO3 Declarations.pdf',
    },
    { label: 'Premium', value: '$3,184.00', acceptedBy: null, acceptedAt: null, source: null },
  ],
}

describe('writeApprovalPackage', () => {
  let server: http.Server
  let base: string
  const files: Record<string, { type: string; body: Uint8Array }> = {}

  beforeAll(async () => {
    files['/declarations.pdf'] = {
      type: 'application/pdf',
      body: await pdfWithPages('Declarations page one', 'Declarations page two'),
    }
    files['/binder.pdf'] = { type: 'application/pdf', body: await pdfWithPages('Binder') }
    files['/photo.png'] = { type: 'image/png', body: png() }
    server = http.createServer((req, res) => {
      const f = files[req.url ?? '']
      if (!f) {
        res.writeHead(404).end('not found')
        return
      }
      res.writeHead(200, { 'content-type': f.type }).end(Buffer.from(f.body))
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  const doc = (
    name: string,
    path: string | null,
    fileType: string,
    role: 'key' | 'filed' = 'filed',
  ): PackageDocument => ({
    id: name,
    name,
    fileType,
    signed: path ? `${base}${path}` : null,
    role,
  })

  it('bundles the cover, the key document and the filed documents in order', async () => {
    const tmp = tempDir()
    try {
      const outPath = join(tmp.dir, approvalPackageFileName(COVER.policyLabel, COVER.versionLabel))
      const result = await writeApprovalPackage({
        cover: COVER,
        documents: [
          doc('HO3 Declarations.pdf', '/declarations.pdf', 'application/pdf', 'key'),
          doc('Binder.pdf', '/binder.pdf', 'application/pdf'),
          doc('Roof photo.png', '/photo.png', 'image/png'),
          doc(
            'Letter.docx',
            null,
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          ),
        ],
        outPath,
      })
      expect(
        outPath.endsWith('approval-package-Homeowners-HO-3-HO3-4471029-Mar-2026-Mar-2027.pdf'),
      ).toBe(true)
      const read = await PDFDocument.load(readFileSync(outPath))
      // cover 1 + declarations 2 + binder 1 + image 1 + listed docx 1
      expect(read.getPageCount()).toBe(6)
      expect(result.pageCount).toBe(6)
      expect(result.documents.map((d) => [d.name, d.included, d.pages])).toEqual([
        ['HO3 Declarations.pdf', 'pages', 2],
        ['Binder.pdf', 'pages', 1],
        ['Roof photo.png', 'image', 1],
        ['Letter.docx', 'listed', 1],
      ])
      const text = (first: number, last = first) =>
        execFileSync('pdftotext', [
          '-f',
          String(first),
          '-l',
          String(last),
          '-layout',
          outPath,
          '-',
        ]).toString()
      const cover = text(1)
      expect(cover).toContain('Approval package')
      expect(cover).toContain('Homeowners HO-3 #HO3-4471029')
      expect(cover).toContain('Policy version: Mar 2026 - Mar 2027')
      expect(cover).toContain('Carrier: Coastal Mutual Insurance Company')
      expect(cover).toContain(
        'Accepted by Ada Lovelace on 03/05/2026 10:30 AM GMT · from HO3 Declarations.pdf',
      )
      expect(cover).toContain('Premium: $3,184.00')
      expect(cover).toContain('Accepted by: not recorded')
      expect(cover).toMatch(/1\. HO3 Declarations\.pdf \(key document\)/)
      expect(text(2)).toContain('Declarations page one')
      expect(text(3)).toContain('Declarations page two')
      expect(text(4)).toContain('Binder')
      expect(text(6)).toContain('Letter.docx')
      expect(readdirSync(tmp.dir)).toHaveLength(1)
    } finally {
      await tmp.remove()
    }
  })

  it('writes nothing when a document cannot be fetched', async () => {
    const tmp = tempDir()
    try {
      const outPath = join(tmp.dir, 'package.pdf')
      await expect(
        writeApprovalPackage({
          cover: COVER,
          documents: [
            doc('Binder.pdf', '/binder.pdf', 'application/pdf'),
            doc('Gone.pdf', '/gone.pdf', 'application/pdf'),
          ],
          outPath,
        }),
      ).rejects.toThrow('Failed to download Gone.pdf: Network response was not ok')
      expect(existsSync(outPath)).toBe(false)
      expect(readdirSync(tmp.dir)).toEqual([])
    } finally {
      await tmp.remove()
    }
  })

  it('writes nothing for a damaged PDF, and says which one', async () => {
    const tmp = tempDir()
    files['/damaged.pdf'] = { type: 'application/pdf', body: Buffer.from('%PDF-1.7 not really') }
    try {
      await expect(
        writeApprovalPackage({
          cover: COVER,
          documents: [doc('Damaged.pdf', '/damaged.pdf', 'application/pdf')],
          outPath: join(tmp.dir, 'package.pdf'),
        }),
      ).rejects.toThrow(/^Damaged\.pdf cannot be added/)
      expect(readdirSync(tmp.dir)).toEqual([])
    } finally {
      await tmp.remove()
    }
  })

  it('stops when aborted, leaving no file', async () => {
    const tmp = tempDir()
    try {
      const abort = new AbortController()
      abort.abort()
      await expect(
        writeApprovalPackage({
          cover: COVER,
          documents: [doc('Binder.pdf', '/binder.pdf', 'application/pdf')],
          outPath: join(tmp.dir, 'package.pdf'),
          signal: abort.signal,
        }),
      ).rejects.toThrow()
      expect(readdirSync(tmp.dir)).toEqual([])
    } finally {
      await tmp.remove()
    }
  })

  it('names the file safely for every OS', () => {
    expect(approvalPackageFileName('Flood #FLD/88120455', 'Mar 2026 - Mar 2027')).toBe(
      'approval-package-Flood-FLD-88120455-Mar-2026-Mar-2027.pdf',
    )
    expect(approvalPackageFileName('名前', '')).toBe('approval-package-policy-policy.pdf')
  })
})
