// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  EXTERNAL_VIEWER_URL,
  isAbsoluteHttpsUrl,
  previewKind,
} from '../../../../src/renderer/src/features/document-manager/model/preview-kind'

const d = (
  fileExt: string,
  fileType: string,
  signed: string | null = 'http://127.0.0.1:5/o/x',
) => ({
  fileExt,
  fileType,
  signed,
})

describe('previewKind (docs/rules.md#preview, docs/rules.md#limits)', () => {
  it('previews PDF natively in a frame, JPEG and PNG natively as a fitted, zoomable image', () => {
    expect(previewKind(d('pdf', 'application/pdf'), false)).toBe('frame')
    expect(previewKind(d('jpg', 'image/jpeg'), false)).toBe('image')
    expect(previewKind(d('png', 'image/png'), false)).toBe('image')
    // The content decides: a PNG named .pdf is an image.
    expect(previewKind(d('pdf', 'image/png'), false)).toBe('image')
  })
  it('renders docx, spreadsheets, csv, eml and gif locally', () => {
    expect(
      previewKind(
        d('docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
        false,
      ),
    ).toBe('docx')
    expect(
      previewKind(
        d('xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
        false,
      ),
    ).toBe('sheet')
    // A legacy .xls has no safe reader here: the no-preview panel says why.
    expect(previewKind(d('xls', 'application/vnd.ms-excel'), false)).toBe('none')
    expect(previewKind(d('csv', 'text/csv'), false)).toBe('csv')
    expect(previewKind(d('eml', 'message/rfc822'), false)).toBe('eml')
    expect(previewKind(d('gif', 'image/gif'), false)).toBe('image')
  })
  it('uses the external viewer only for an absolute https URL, and only when enabled', () => {
    const https = d(
      'pptx',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'https://s3.example.com/a.pptx',
    )
    expect(previewKind(https, true)).toBe('external')
    expect(previewKind(https, false)).toBe('none')
    expect(previewKind(d('doc', 'application/msword', 'http://127.0.0.1:9/a.doc'), true)).toBe(
      'none',
    )
    expect(previewKind(d('doc', 'application/msword', '/objects/a.doc'), true)).toBe('none')
    expect(previewKind(d('pdf', 'application/pdf', null), true)).toBe('none')
    expect(EXTERNAL_VIEWER_URL.startsWith('https://')).toBe(true)
  })
  it('recognises absolute https URLs only', () => {
    expect(isAbsoluteHttpsUrl('https://a.example/x')).toBe(true)
    expect(isAbsoluteHttpsUrl('http://a.example/x')).toBe(false)
    expect(isAbsoluteHttpsUrl('/relative/x')).toBe(false)
    expect(isAbsoluteHttpsUrl(null)).toBe(false)
  })
})
