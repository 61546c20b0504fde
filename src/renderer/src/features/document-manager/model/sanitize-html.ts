import DOMPurify, { type WindowLike } from 'dompurify'

/** Sanitised HTML and the remote references that were taken out of it. */
export type SanitizedHtml = {
  readonly html: string
  /** Distinct remote addresses (images, backgrounds, styles…) that were not loaded. */
  readonly remoteBlocked: readonly string[]
}

export type SanitizeOptions = {
  /** An e-mail's inline parts: content id (without <>) → data: URL, for `cid:` references. */
  readonly inlineImages?: ReadonlyMap<string, string>
  /** The window whose parser to use (tests pass jsdom's); the renderer's by default. */
  readonly window?: WindowLike
}

/** Links the user may click: web pages, mail addresses and anchors inside the message. */
const SAFE_LINK = /^(https?:|mailto:|#)/i
/** What a preview may show without any request: images carried inside the document. */
const INLINE_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);/i
/** Attributes through which an element fetches something by itself as soon as it is shown. */
const RESOURCE_ATTRS = new Set([
  'src',
  'srcset',
  'background',
  'poster',
  'lowsrc',
  'dynsrc',
  'data',
  'codebase',
  'longdesc',
  'imagesrcset',
  'xlink:href',
])
/** Elements whose href is a link to follow, not a resource to load. */
const LINK_ELEMENTS = new Set(['a', 'area'])
/** CSS that can fetch (url(), image-set(), @import) or hide either behind escapes. */
const FETCHING_CSS = /url\s*\(|image-set|image\s*\(|@import|expression|behavior|binding|\\/i
/** Elements that load media or run anything, or style the whole app: never shown. */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'video',
  'audio',
  'source',
  'track',
  'picture',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'template',
  'noscript',
]

const compact = (v: string) => v.replace(/[\s\p{Cc}]+/gu, '')

/**
 * Makes converted or received HTML (a .docx through mammoth, an e-mail body) safe to show inside
 * the app, with DOMPurify: HTML only (no SVG or MathML, where mutation XSS lives), no scripts,
 * frames, forms, media or style sheets, links only to http(s)/mailto/anchors opening outside.
 * Nothing is fetched from anywhere: every reference that would load by itself (img src, srcset,
 * td background, video poster, CSS url(), SVG image href…) is removed unless it is an image
 * inside the document (data:, or an e-mail's cid: part), so a sender cannot learn that the
 * message was opened. What was removed is returned, for the "remote content blocked" note.
 * Inline styles keep their looks but not fixed, absolute or sticky positions nor z-index, so a
 * message cannot draw over the app (the preview's CSS contains it as well).
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): SanitizedHtml {
  const win: WindowLike = options.window ?? window
  const purify = DOMPurify(win)
  const blocked = new Set<string>()
  const inline = options.inlineImages ?? new Map<string, string>()

  /** Notes every remote reference in an element and its subtree (for removed elements). */
  const noteSubtree = (node: Element) => {
    for (const el of [node, ...node.querySelectorAll('*')]) {
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase()
        const value = compact(attr.value)
        if (name === 'style' && FETCHING_CSS.test(value)) blocked.add(value)
        else if ((RESOURCE_ATTRS.has(name) || isResourceHref(el, name)) && !isInline(value))
          blocked.add(value)
      }
      if (el.localName === 'style' && /url\s*\(|@import/i.test(el.textContent ?? ''))
        blocked.add('style sheet')
    }
  }
  const isResourceHref = (el: Element, name: string) =>
    (name === 'href' || name.endsWith(':href')) && !LINK_ELEMENTS.has(el.localName)
  const isInline = (value: string) => value === '' || INLINE_IMAGE.test(value)

  purify.addHook('uponSanitizeElement', (node, data) => {
    if (!(node instanceof win.Element)) return
    const el = node as Element
    if (!data.allowedTags[data.tagName] || FORBID_TAGS.includes(data.tagName)) noteSubtree(el)
  })
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName.toLowerCase()
    const value = compact(data.attrValue)
    if (name === 'style') {
      if (FETCHING_CSS.test(value)) {
        if (/url|image|@import|\\/i.test(value)) blocked.add(value)
        data.keepAttr = false
      }
      return
    }
    if (name === 'href' && LINK_ELEMENTS.has(node.localName)) {
      if (!SAFE_LINK.test(value)) data.keepAttr = false
      return
    }
    if (!RESOURCE_ATTRS.has(name) && !isResourceHref(node, name)) return
    const cid = /^cid:(.+)$/i.exec(value)?.[1]
    const local = cid ? inline.get(decodeURIComponent(cid)) : undefined
    if (local && name === 'src') {
      data.attrValue = local
      return
    }
    if (name === 'src' && node.localName === 'img' && INLINE_IMAGE.test(value)) return
    // An unknown cid: part is missing, not remote; an inline image elsewhere is just dropped.
    if (!cid && !isInline(value)) blocked.add(value)
    data.keepAttr = false
  })
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Inline layout stays inside the preview: nothing is placed over the app (a fake sign-in).
    const style = (node as HTMLElement).style as CSSStyleDeclaration | undefined
    if (style && node.hasAttribute('style')) {
      if (/^(fixed|absolute|sticky)$/i.test(style.getPropertyValue('position').trim())) {
        style.removeProperty('position')
      }
      style.removeProperty('z-index')
      if (style.length === 0) node.removeAttribute('style')
    }
    if (node.localName === 'a' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })

  const clean = purify.sanitize(html, {
    USE_PROFILES: { html: true },
    // A leading <style> or <link> is parsed into <body>, where the hooks see (and report) it.
    FORCE_BODY: true,
    FORBID_TAGS,
    FORBID_ATTR: ['ping', 'action', 'formaction'],
    ADD_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    // ids and names cannot clobber the app's own DOM globals (document.x, window.x).
    SANITIZE_NAMED_PROPS: true,
  })
  return { html: clean, remoteBlocked: [...blocked] }
}
