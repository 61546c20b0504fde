/** The one rule for names written to disk: what each OS refuses or misreads never gets through. */
import { describe, expect, it } from 'vitest'
import { safeFileName } from '../../src/shared/safe-file-name'

describe('safe file name', () => {
  it('prefixes Windows device names, with or without an extension, in any case', () => {
    for (const n of ['CON.pdf', 'con', 'Prn.txt', 'AUX', 'nul.tar.gz', 'COM1.csv', 'lpt9.docx']) {
      expect(safeFileName(n)).toBe(`_${n}`)
    }
    // Names that only start like one are fine.
    expect(safeFileName('CONTRACT.pdf')).toBe('CONTRACT.pdf')
    expect(safeFileName('console.log')).toBe('console.log')
  })

  it('removes bidi overrides and other invisible format characters', () => {
    expect(safeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe')
    expect(safeFileName('a\u2066b\u2069c\u200Fd\uFEFF.pdf')).toBe('abcd.pdf')
  })

  it('replaces separators, reserved and control characters; trims dots and spaces', () => {
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd')
    expect(safeFileName('a\\b:c*d?e"f<g>h|i.pdf')).toBe('a_b_c_d_e_f_g_h_i.pdf')
    expect(safeFileName('tab\there\u0000.pdf')).toBe('tab_here_.pdf')
    expect(safeFileName('  report.pdf. . ')).toBe('report.pdf')
    expect(safeFileName('...')).toBe('document')
    expect(safeFileName('\u202E', 'x')).toBe('x')
    expect(safeFileName('a'.repeat(300) + '.pdf').length).toBeLessThanOrEqual(200)
  })
})
