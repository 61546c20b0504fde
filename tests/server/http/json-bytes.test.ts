import { describe, expect, it } from 'vitest'
import { jsonBytes } from '../../../src/server/http/json-bytes'

const utf8 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8')

describe('the bytes of a JSON response', () => {
  it('are the UTF-8 of JSON.stringify for ASCII text', () => {
    const value = { data: { documents: [{ id: 'd1', name: 'Policy.pdf', size: 1037 }] } }
    expect(jsonBytes(value).equals(utf8(value))).toBe(true)
  })

  it('are the UTF-8 of JSON.stringify for text beyond ASCII, latin1 and the BMP', () => {
    for (const text of [
      'Café – déclaration',
      'The file is a key document of policy “POL-1” — remove it first',
      '見積書.pdf',
      'emoji 📄 in a name',
      'ÿ', // the last latin1 character: one char, two UTF-8 bytes
      '\u0080',
      'lone \ud800 surrogate', // JSON.stringify escapes it
    ]) {
      const value = { errors: [{ message: text }] }
      expect(jsonBytes(value).equals(utf8(value)), text).toBe(true)
      expect(JSON.parse(jsonBytes(value).toString('utf8'))).toEqual(value)
    }
  })
})
