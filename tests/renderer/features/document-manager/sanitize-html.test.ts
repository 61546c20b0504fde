// @vitest-environment jsdom
/**
 * The preview sanitiser (DOMPurify with a no-remote-content policy) over DOMPurify's bypass
 * classes and tracking pixels, in jsdom. tests/browser/sanitize-html.test.ts runs the same vectors
 * in a real Chromium and watches for script and network activity.
 */
import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../../src/renderer/src/features/document-manager/model/sanitize-html'
import { inlineImagesOf } from '../../../../src/renderer/src/features/document-manager/model/inline-images'
import { OVERLAY_VECTOR, SCRIPT_VECTORS, TRACKING_VECTORS } from '../../../helpers/xss-vectors'

/** Re-parses the output as the preview does (innerHTML) and lists what could run or load. */
function dangerIn(html: string): string[] {
  const div = document.createElement('div')
  div.innerHTML = html
  const found: string[] = []
  for (const el of div.querySelectorAll('*')) {
    if (/^(script|style|iframe|object|embed|svg|math|form|link|meta|base)$/i.test(el.localName))
      found.push(`<${el.localName}>`)
    for (const a of el.attributes) {
      const v = a.value.replace(/[\s\p{Cc}]+/gu, '')
      if (/^on/i.test(a.name)) found.push(`${a.name}=`)
      if (/javascript:|vbscript:/i.test(v)) found.push(`${a.name}=${v}`)
      if (/tracker\.invalid/i.test(v)) found.push(`${a.name}=${v}`)
    }
  }
  return found
}

describe('sanitizeHtml: script vectors', () => {
  it.each(SCRIPT_VECTORS.map((v) => [v]))('neutralises %s', (vector) => {
    const out = sanitizeHtml(vector)
    expect(dangerIn(out.html)).toEqual([])
    // Sanitising the output again changes nothing: no mutation left to exploit.
    expect(sanitizeHtml(out.html).html).toBe(out.html)
  })

  it('keeps ids and names from clobbering document properties', () => {
    const out = sanitizeHtml(SCRIPT_VECTORS.at(-1)!)
    expect(out.html).not.toMatch(/id="location"|name="cookie"|name="getElementById"/)
    expect(out.html).toContain('clobber')
  })
})

describe('sanitizeHtml: remote content', () => {
  it.each(Object.entries(TRACKING_VECTORS))('blocks %s', (name, vector) => {
    const out = sanitizeHtml(vector)
    expect(out.html).not.toMatch(/tracker\.invalid/)
    expect(dangerIn(out.html)).toEqual([])
    // Every vector that would have fetched is reported for the note (a refresh only navigates).
    if (name !== 'meta refresh') expect(out.remoteBlocked.length).toBeGreaterThan(0)
  })

  it('reports nothing for a message without remote references', () => {
    const out = sanitizeHtml(
      '<p style="color: red">Hi <a href="https://ok.example/x">link</a></p>' +
        '<img src="data:image/png;base64,iVBORw0KGgo=" alt="logo"><table><tr><td>1</td></tr></table>',
    )
    expect(out.remoteBlocked).toEqual([])
    expect(out.html).toContain('style="color: red"')
    expect(out.html).toContain('href="https://ok.example/x"')
    expect(out.html).toContain('target="_blank"')
    expect(out.html).toContain('rel="noopener noreferrer"')
    expect(out.html).toContain('src="data:image/png;base64,iVBORw0KGgo="')
    expect(out.html).toContain('<td>1</td>')
  })

  it('counts each remote address once, and keeps the text around it', () => {
    const out = sanitizeHtml(
      '<p>Dear customer</p><img src="https://tracker.invalid/a.gif"><img src="https://tracker.invalid/a.gif">' +
        '<div style="background: url(https://cdn.invalid/b.png)">Offer</div>',
    )
    expect(out.remoteBlocked).toEqual([
      'https://tracker.invalid/a.gif',
      'background:url(https://cdn.invalid/b.png)',
    ])
    expect(out.html).toContain('Dear customer')
    expect(out.html).toContain('Offer')
  })

  it('shows cid: pictures from the message itself and drops unknown ones quietly', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const inlineImages = inlineImagesOf([
      { mimeType: 'image/png', contentId: '<logo@mail>', content: png.buffer },
      { mimeType: 'application/pdf', contentId: '<doc@mail>', content: png.buffer },
    ])
    expect([...inlineImages.keys()]).toEqual(['logo@mail'])
    const out = sanitizeHtml('<img src="cid:logo@mail" alt="logo"><img src="cid:missing@mail">', {
      inlineImages,
    })
    expect(out.html).toContain('src="data:image/png;base64,iVBORw0KGgo="')
    expect(out.remoteBlocked).toEqual([])
    expect(out.html.match(/src=/g)).toHaveLength(1)
  })

  it('allows only web, mail and anchor links', () => {
    const out = sanitizeHtml(
      '<a href="https://a.example">a</a><a href="mailto:x@y.z">b</a><a href="#top">c</a>' +
        '<a href="file:///etc/passwd">d</a><a href="data:text/html,x">e</a>',
    )
    expect(out.html.match(/href=/g)).toHaveLength(3)
    expect(out.html).not.toMatch(/file:|data:text/)
  })
})

describe('sanitizeHtml: layout containment', () => {
  it('keeps an inline style from drawing over the app', () => {
    const out = sanitizeHtml(OVERLAY_VECTOR)
    const div = document.createElement('div')
    div.innerHTML = out.html
    const overlay = div.querySelector('div')!
    expect(overlay.style.position).toBe('')
    expect(overlay.style.zIndex).toBe('')
    // The rest of its look is kept, and so is its text and link.
    expect(overlay.style.background).not.toBe('')
    expect(overlay.textContent).toContain('Your session expired')
    expect(overlay.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    const kept = document.createElement('div')
    kept.innerHTML = sanitizeHtml('<p style="position: relative; color: red">x</p>').html
    expect(kept.querySelector('p')!.style.position).toBe('relative')
    expect(kept.querySelector('p')!.style.color).toBe('red')
  })
})
