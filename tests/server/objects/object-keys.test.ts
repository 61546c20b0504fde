/** Object keys never escape the store, and the S3 presigner binds the content type. */
import { describe, expect, it } from 'vitest'
import { isSafeObjectKey } from '../../../src/server/objects/object-store'
import { LocalObjectStore } from '../../../src/server/objects/local-object-store'
import { S3ObjectStore } from '../../../src/server/objects/s3-object-store'
import { signRequest, verifyRequest } from '../../../src/server/objects/url-signature'
import { tempDir } from '../helpers'

describe('object keys', () => {
  it('accepts plain relative keys and refuses anything that could escape', async () => {
    expect(isSafeObjectKey('uploads/abc/file.pdf')).toBe(true)
    for (const bad of [
      '../x',
      'a/../../x',
      '/etc/passwd',
      'a//b',
      'a/./b',
      '.tmp/x',
      'a\\b',
      'a/b/',
      '',
      'a/%2e%2e/b',
      'x\0y',
    ]) {
      expect(isSafeObjectKey(bad), bad).toBe(false)
    }
    const tmp = tempDir()
    const store = new LocalObjectStore({ root: tmp.dir, secret: 's', maxObjectBytes: 10 })
    expect(() => store.pathOf('../outside')).toThrow(/Invalid object key/)
    await tmp.remove()
  })

  it('binds method, key, content type and expiry in the local signature', () => {
    const r = {
      method: 'PUT' as const,
      key: 'uploads/a/b.pdf',
      contentType: 'application/pdf',
      expires: 2_000_000_000,
    }
    const sig = signRequest('secret', r)
    expect(verifyRequest('secret', r, sig, 1_000)).toBe(true)
    expect(verifyRequest('secret', { ...r, method: 'GET' }, sig, 1_000)).toBe(false)
    expect(verifyRequest('secret', { ...r, key: 'uploads/a/c.pdf' }, sig, 1_000)).toBe(false)
    expect(verifyRequest('secret', { ...r, contentType: 'image/png' }, sig, 1_000)).toBe(false)
    expect(verifyRequest('secret', r, sig, 2_000_000_001)).toBe(false)
    expect(verifyRequest('other', r, sig, 1_000)).toBe(false)
  })

  it('presigns S3 PUTs with the content type as a signed header', async () => {
    process.env.AWS_ACCESS_KEY_ID ??= 'AKIDEXAMPLE'
    process.env.AWS_SECRET_ACCESS_KEY ??= 'secret-example'
    const s3 = new S3ObjectStore({
      bucket: 'docs',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
    })
    const put = new URL(await s3.signPut('uploads/a/b.pdf', 'application/pdf', 900))
    expect(put.pathname).toBe('/docs/uploads/a/b.pdf')
    expect(put.searchParams.get('X-Amz-SignedHeaders')).toContain('content-type')
    expect(put.searchParams.get('X-Amz-Expires')).toBe('900')
    const get = new URL(await s3.signGet('uploads/a/b.pdf', 'application/pdf', 900))
    expect(get.searchParams.get('response-content-type')).toBe('application/pdf')
    await expect(s3.signPut('../x', 'application/pdf', 900)).rejects.toThrow(/Invalid object key/)
  })
})
