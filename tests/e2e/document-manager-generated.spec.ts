/**
 * The document manager with files this test writes itself (runs without the corpus): a PDF, a
 * PNG, two CSVs and an EML are uploaded, a .txt and an .exe are refused; the DOCX previewed is the
 * seeded demo letter.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { makeWorkbook } from '../helpers/xlsx-fixture'
import { expect, test } from './helpers/browser-shell'
import { documentManagerFlow, shot } from './document-manager-steps'

/** A one-page PDF with a line of text and a correct xref table. */
function tinyPdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('document manager with generated files', async ({ page, shell }, info) => {
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-files-'))
  try {
    const file = (name: string, body: string | Buffer): string => {
      writeFileSync(join(dir, name), body)
      return join(dir, name)
    }
    await documentManagerFlow(page, shell, info, {
      accepted: [
        file('Hazard declarations.pdf', tinyPdf('Hazard policy declarations')),
        file('Site photo.png', PNG),
        file('Rent roll.csv', 'unit,tenant,rent\n1A,Jones,1200\n1B,Smith,1250\n'),
        file(
          'Agent note.eml',
          'From: Agent <agent@example.com>\r\nTo: desk@example.com\r\nSubject: Renewal\r\nDate: Tue, 3 Mar 2026 10:00:00 +0000\r\n\r\nRenewal attached.\r\n',
        ),
        file('Loss runs.csv', 'year,losses\n2024,0\n2025,1\n'),
      ],
      rejected: [
        file('notes.txt', 'plain text'),
        file('setup.exe', Buffer.from('MZ\x90\x00', 'latin1')),
      ],
      pdfName: 'Hazard declarations.pdf',
      docxName: 'Letter of explanation.docx',
      docxText: /\S{3,}/,
    })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

/**
 * The local renderers (mammoth, read-excel-file in a worker, papaparse, postal-mime) on real files. Reading a signed
 * link from the page needs the object server to answer CORS; this test adds that header in the
 * browser (page.route) so it checks the renderers alone — the walk above checks the server too.
 */
test('local previews render DOCX, XLSX, CSV and EML', async ({ page, shell }, info) => {
  const dir = mkdtempSync(join(tmpdir(), 'cdm-e2e-xlsx-'))
  try {
    const xlsxPath = join(dir, 'Statement of values.xlsx')
    writeFileSync(
      xlsxPath,
      makeWorkbook([
        {
          name: 'Schedule',
          rows: [
            ['Location', 'TIV', 'Inspected'],
            ['1208 Harbor View Dr', 425000, new Date(Date.UTC(2024, 2, 15))],
            ['44 Bayshore Ct', 310000, null],
          ],
        },
      ]),
    )

    await page.route('**/objects/**', async (route) => {
      const response = await route.fetch()
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'access-control-allow-origin': '*' },
      })
    })
    await page.setViewportSize({ width: 1600, height: 950 })
    await page.goto(shell.launchUrl)
    await page.getByTestId('case-link').first().click()
    await page.getByTestId('upload-input').setInputFiles([xlsxPath])
    await page.getByTestId('upload-submit').click()
    await expect(
      page.getByTestId('toast').filter({ hasText: 'File(s) uploaded successfully!' }),
    ).toBeVisible({
      timeout: 60_000,
    })

    const open = async (name: string): Promise<void> => {
      await page
        .getByTestId('document-tree')
        .getByRole('treeitem', { name, exact: true })
        .first()
        .click()
      await expect(page.getByTestId('preview-title')).toHaveText(name)
    }
    await open('Statement of values.xlsx')
    await expect(page.getByTestId('table-preview')).toContainText('1208 Harbor View Dr')
    await expect(page.getByTestId('table-preview')).toContainText('425000')
    // The date formats of docs/rules.md#formats in the table, read off the UI thread
    await expect(page.getByTestId('table-preview')).toContainText('03/15/2024')
    await shot(page, info, '21-preview-xlsx')
    await open('Letter of explanation.docx')
    await expect(page.getByTestId('docx-preview')).not.toBeEmpty()
    await shot(page, info, '22-preview-docx')
    await open('Schedule of locations.csv')
    await expect(page.getByTestId('table-preview').locator('tbody tr').first()).toBeVisible()
    await shot(page, info, '23-preview-csv')
    await open('Renewal reminder from agent.eml')
    await expect(page.getByTestId('eml-preview')).toContainText('From')
    await shot(page, info, '24-preview-eml')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
