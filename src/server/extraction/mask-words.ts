/**
 * A page mask (one byte a pixel, 1 ink, 0 paper) read four pixels at a time: a page is mostly
 * paper, and a scan that steps over paper a word at a time visits a quarter of the pixels. Pure
 * functions on arrays.
 */

/**
 * The mask's bytes as 32-bit words (word k holds pixels 4k to 4k + 3), sharing its memory, so
 * that a word reads the mask as it is now. Empty when the mask does not start on a word boundary
 * (a view into another buffer): no word is then zero, and the scans go pixel by pixel.
 */
export function maskWords(mask: Uint8Array): Uint32Array {
  return mask.byteOffset % 4 === 0
    ? new Uint32Array(mask.buffer, mask.byteOffset, mask.length >> 2)
    : new Uint32Array(0)
}

/**
 * Whether the four pixels from `i` on are all paper, as far as one word read tells: only when
 * `i` starts a word (pixels across a word boundary are read pixel by pixel).
 */
export const paperWord = (words: Uint32Array, i: number): boolean =>
  (i & 3) === 0 && words[i >> 2] === 0

/** How many pixels of the mask are ink (1). */
export function inkCount(mask: Uint8Array): number {
  const words = maskWords(mask)
  let ink = 0
  let i = 0
  for (; i < words.length * 4; i += 4)
    if (words[i >> 2] !== 0)
      ink +=
        (mask[i] === 1 ? 1 : 0) +
        (mask[i + 1] === 1 ? 1 : 0) +
        (mask[i + 2] === 1 ? 1 : 0) +
        (mask[i + 3] === 1 ? 1 : 0)
  for (; i < mask.length; i++) ink += mask[i] === 1 ? 1 : 0
  return ink
}
