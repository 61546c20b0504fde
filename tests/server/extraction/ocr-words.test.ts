/** Label words OCR misread are put right; values and words OCR was sure of are left alone. */
import { describe, expect, it } from 'vitest'
import {
  captionWordFor,
  correctLabelWords,
  editDistance,
  labelWordFor,
} from '../../../src/server/extraction/ocr-words'
import { words } from './token-grid'

describe('label words OCR misread', () => {
  it('measures edits, a transposition counting as one', () => {
    expect(editDistance('bult', 'built')).toBe(1)
    expect(editDistance('deductbile', 'deductible')).toBe(1)
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3)
  })

  it.each([
    ['Bult', 'built'],
    ['Deductble', 'deductible'],
    ['Lienhiolder', 'lienholder'],
    ['Cenificate', 'certificate'],
    ['Prernium', 'premium'],
  ])('reads "%s" as "%s"', (word, label) => {
    expect(labelWordFor(word)).toBe(label)
  })

  it.each(['Built', 'Gonzalez', 'Bank', 'HO-123', 'Apt', 'Mendian'])(
    'leaves "%s" alone',
    (word) => {
      expect(labelWordFor(word)).toBeUndefined()
    },
  )

  it('corrects only words OCR was unsure of, keeping their case and punctuation', () => {
    const unsure = words('YEAR BULT: Deductble', 40, 100, 10, 0.5)
    expect(correctLabelWords(unsure).map((t) => t.text)).toEqual(['YEAR', 'BUILT:', 'Deductible'])
    const sure = words('Year Bult', 40, 100, 10, 0.95)
    expect(correctLabelWords(sure).map((t) => t.text)).toEqual(['Year', 'Bult'])
  })

  it('reads a word beside the other word of a caption as that caption, however sure OCR was', () => {
    const line = (text: string, ocrLine = 3) =>
      words(text, 40, 100, 10, 0.95).map((t) => ({ ...t, ocrLine }))
    const fixed = (text: string): string[] => correctLabelWords(line(text)).map((t) => t.text)
    expect(fixed('Named Inzred(s)')).toEqual(['Named', 'Insured(s)'])
    expect(fixed('Poticy No.')).toEqual(['Policy', 'No.'])
    expect(fixed('YEAR But')).toEqual(['YEAR', 'Built'])
    // Words of two OCR lines are no caption.
    const apart = [...line('YEAR', 1), ...line('But', 2)]
    expect(correctLabelWords(apart).map((t) => t.text)).toEqual(['YEAR', 'But'])
  })

  it('drops a mark OCR read between the two words of a caption, and only there', () => {
    const line = (text: string, ocrLine = 3) =>
      words(text, 40, 100, 10, 0.95).map((t) => ({ ...t, ocrLine }))
    const fixed = (text: string): string[] => correctLabelWords(line(text)).map((t) => t.text)
    expect(fixed('ANNUAL, PREMIUM USD 4,099.65')).toEqual(['ANNUAL', 'PREMIUM', 'USD', '4,099.65'])
    expect(fixed('RESIDENCE. PREMISES 13226 Copper')).toEqual([
      'RESIDENCE',
      'PREMISES',
      '13226',
      'Copper',
    ])
    expect(fixed('Policy; Number: HO-1')).toEqual(['Policy', 'Number:', 'HO-1'])
    // Not a caption: the mark may be the text's own.
    expect(fixed('Coverage A, Dwelling')).toEqual(['Coverage', 'A,', 'Dwelling'])
    expect(fixed('Insured. Policy')).toEqual(['Insured.', 'Policy'])
    expect(fixed('Effective: Date')).toEqual(['Effective', 'Date'])
    // Words of two OCR lines are no caption.
    const apart = [...line('ANNUAL,', 1), ...line('PREMIUM', 2)]
    expect(correctLabelWords(apart).map((t) => t.text)).toEqual(['ANNUAL,', 'PREMIUM'])
  })

  it.each([
    ['John', 'Insured', 'Doe'],
    ['Form', 'Policy', undefined],
    ['Dates', 'Effective', undefined],
    ['Carrier', 'Insurance', undefined],
    ['Nancy', 'Insured', undefined],
  ])('leaves "%s" after "%s" as read', (word, before, after) => {
    expect(captionWordFor(word, before, after)).toBeUndefined()
  })
})
