const DROP_ELEMENTS =
  'script,style,iframe,frame,frameset,object,embed,link,meta,base,form,input,button,textarea,select'
const SAFE_URL = /^(https?:|mailto:|#)/i
const SAFE_IMG = /^(data:image\/(png|jpe?g|gif|webp);|blob:|cid:)/i

/**
 * Makes converted or received HTML (a docx through mammoth, an email body) safe to show inside
 * the app: no scripts, frames, forms or event handlers, links only to http(s)/mailto/anchors, and
 * images only from data:/blob: (an email must not fetch tracking pixels).
 */
export function sanitizeHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template')
  template.innerHTML = html
  const root = template.content
  root.querySelectorAll(DROP_ELEMENTS).forEach((el) => el.remove())
  root.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase()
      const value = attr.value.trim()
      if (name.startsWith('on') || name === 'style' || name === 'srcset')
        el.removeAttribute(attr.name)
      else if (name === 'href' && !SAFE_URL.test(value)) el.removeAttribute(attr.name)
      else if (name === 'src' && !SAFE_IMG.test(value)) el.removeAttribute(attr.name)
    }
    if (el.tagName === 'A') {
      el.setAttribute('target', '_blank')
      el.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return template.innerHTML
}
