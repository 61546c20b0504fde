/**
 * Real files made by the demo seed (so a first start shows
 * every preview kind, with nothing fetched from outside): a PDF declarations page (pdf-lib), a PNG
 * evidence-of-insurance card (@napi-rs/canvas), a CSV schedule, a DOCX built as a real OOXML zip
 * (yazl) and an EML.
 */
import { createCanvas } from '@napi-rs/canvas'
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'
import yazl from 'yazl'

export type DeclarationsPage = {
  readonly carrier: string
  readonly policyNumber: string
  readonly productType: string
  readonly namedInsured: string
  readonly propertyAddress: string
  readonly effectiveDate: string
  readonly expirationDate: string
  readonly dwellingLimit: string
  readonly deductible: string
  readonly premium: string
  readonly mortgagee: readonly string[]
  readonly loanNumber: string
  readonly producer: string
}

/** A one-page declarations PDF with a real text layer (label: value lines). */
export async function declarationsPdf(d: DeclarationsPage): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(`${d.productType} Declarations ${d.policyNumber}`)
  pdf.setProducer('case-document-manager demo seed')
  const page = pdf.addPage([612, 792])
  const font = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let y = 740
  const line = (text: string, size = 11, f = font) => {
    page.drawText(text, { x: 54, y, size, font: f, color: rgb(0.1, 0.1, 0.1) })
    y -= size + 9
  }
  line(d.carrier, 16, bold)
  line(`${d.productType} Policy Declarations`, 14, bold)
  y -= 8
  line(`Policy Number: ${d.policyNumber}`)
  line(`Named Insured: ${d.namedInsured}`)
  line(`Property Address: ${d.propertyAddress}`)
  line(`Policy Period: ${d.effectiveDate} to ${d.expirationDate}`)
  line(`Effective Date: ${d.effectiveDate}`)
  line(`Expiration Date: ${d.expirationDate}`)
  y -= 8
  line('Coverages', 13, bold)
  line(`Coverage A - Dwelling: ${d.dwellingLimit}`)
  line(`Deductible: ${d.deductible}`)
  line(`Total Annual Premium: ${d.premium}`)
  y -= 8
  line('Mortgagee / Loss Payee', 13, bold)
  for (const m of d.mortgagee) line(m)
  line(`Loan Number: ${d.loanNumber}`)
  y -= 8
  line(`Producer: ${d.producer}`)
  return Buffer.from(await pdf.save())
}

/** A PNG "Evidence of Insurance" card with readable text (for preview and OCR). */
export function evidenceOfInsurancePng(lines: readonly string[]): Buffer {
  const canvas = createCanvas(1000, 120 + lines.length * 44)
  const ctx = canvas.getContext('2d')
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, canvas.width, canvas.height)
  ctx.strokeStyle = '#1f3a5f'
  ctx.lineWidth = 6
  ctx.strokeRect(10, 10, canvas.width - 20, canvas.height - 20)
  ctx.fillStyle = '#1f3a5f'
  ctx.font = 'bold 38px DejaVu Sans, sans-serif'
  ctx.fillText('EVIDENCE OF INSURANCE', 40, 70)
  ctx.fillStyle = '#111111'
  ctx.font = '28px DejaVu Sans, sans-serif'
  lines.forEach((l, i) => ctx.fillText(l, 40, 130 + i * 44))
  return canvas.toBuffer('image/png')
}

/** A CSV with a header row and quoted fields where needed. */
export function csvFile(rows: readonly (readonly string[])[]): Buffer {
  const esc = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  return Buffer.from(rows.map((r) => r.map(esc).join(',')).join('\r\n') + '\r\n', 'utf8')
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A minimal but real DOCX (OOXML zip): one paragraph per line, the first as a heading. */
export function docxFile(paragraphs: readonly string[]): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  const add = (name: string, text: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name)
  add(
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
</Types>`,
  )
  add(
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
</Relationships>`,
  )
  const body = paragraphs
    .map((p, i) =>
      i === 0
        ? `<w:p><w:r><w:rPr><w:b/><w:sz w:val="32"/></w:rPr><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`
        : `<w:p><w:r><w:t xml:space="preserve">${xmlEscape(p)}</w:t></w:r></w:p>`,
    )
    .join('')
  add(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr/></w:body></w:document>`,
  )
  zip.end()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c))
    zip.outputStream.on('error', reject)
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
  })
}

/** An RFC 822 email (plain text). */
export function emlFile(m: {
  from: string
  to: string
  subject: string
  date: Date
  body: string
}): Buffer {
  return Buffer.from(
    [
      `From: ${m.from}`,
      `To: ${m.to}`,
      `Subject: ${m.subject}`,
      `Date: ${m.date.toUTCString().replace('GMT', '+0000')}`,
      `Message-ID: <${m.date.getTime()}.demo@case-document-manager.local>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: 8bit',
      '',
      m.body.replace(/\r?\n/g, '\r\n'),
      '',
    ].join('\r\n'),
    'utf8',
  )
}
