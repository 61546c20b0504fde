/**
 * The document manager on real corpus files (../shared/corpus, see PROVENANCE.md) through the
 * browser shell: a real PDF, DOCX, XLSX, PNG, EML and CSV are uploaded, an EXE and an EPUB are
 * refused at the drop zone.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { test } from './helpers/browser-shell'
import { documentManagerFlow } from './document-manager-steps'

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpus')
const c = (p: string): string => resolve(CORPUS, p)

test.describe('document manager on the corpus', () => {
  test.skip(
    !existsSync(CORPUS),
    `corpus folder ${CORPUS} is absent (it is optional; see PROVENANCE.md)`,
  )

  test('upload, tree, previews, bulk categorise, delete and zip download', async ({
    page,
    shell,
  }, info) => {
    // Eleven steps with real uploads, previews of six file types, a zip read back and a screenshot
    // each: on a loaded 2-core runner the whole flow took 1.6 min, past the default 90 s.
    test.setTimeout(240_000)
    await documentManagerFlow(page, shell, info, {
      accepted: [
        c('filetype/fixture.pdf'),
        c('filetype/fixture.docx'),
        c('filetype/fixture.xlsx'),
        c('filetype/fixture.png'),
        c('email/tika/testEmailWithPNGAtt.eml'),
        c('csv/csv-spectrum/simple.csv'),
      ],
      rejected: [c('filetype/fixture.exe'), c('filetype/fixture.epub')],
      pdfName: 'fixture.pdf',
      docxName: 'fixture.docx',
      docxText: /\S{3,}/,
    })
  })
})
