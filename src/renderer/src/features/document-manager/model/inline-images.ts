/** An e-mail part as postal-mime returns it (only what inline images need). */
export type MailPart = {
  readonly mimeType: string
  readonly contentId?: string | undefined
  readonly content: ArrayBuffer | Uint8Array | string
}

/** Inline parts larger than this stay out of the preview (a data: URL lives in the DOM). */
export const MAX_INLINE_IMAGE_BYTES = 5 * 1024 * 1024

const IMAGE = /^image\/(png|jpe?g|gif|webp|bmp)$/i

/**
 * The message's own images by content id (`<id>` without brackets) as data: URLs, so an HTML body
 * that shows `cid:` pictures displays them without fetching anything.
 */
export function inlineImagesOf(parts: readonly MailPart[]): Map<string, string> {
  const map = new Map<string, string>()
  for (const p of parts) {
    const id = p.contentId?.replace(/^<|>$/g, '')
    if (!id || !IMAGE.test(p.mimeType) || typeof p.content === 'string') continue
    const bytes = p.content instanceof Uint8Array ? p.content : new Uint8Array(p.content)
    if (bytes.byteLength > MAX_INLINE_IMAGE_BYTES) continue
    map.set(id, `data:${p.mimeType.toLowerCase()};base64,${base64(bytes)}`)
  }
  return map
}

function base64(bytes: Uint8Array): string {
  let text = ''
  // Chunks keep String.fromCharCode's argument list short.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return btoa(text)
}
