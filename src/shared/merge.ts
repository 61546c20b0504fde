/**
 * The rules of merging documents (docs/rules.md#merge), shared so the server refuses and the merge
 * panel explains with the same words: which documents can be merged, how a page list is checked,
 * and how an image becomes a page.
 */

/** Types the merge reads: PDF pages are copied, images become pages. */
export const MERGEABLE_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/jpeg',
  'image/png',
])

/** Most documents one merge takes. */
export const MAX_MERGE_DOCUMENTS = 100
/** Most pages one merge produces. */
export const MAX_MERGE_PAGES = 5000

export const MERGE_MESSAGES = {
  notMergeableType: 'Only PDF, JPEG and PNG documents can be merged',
  encrypted: 'This PDF is encrypted: its pages cannot be copied into another document',
  broken: 'This PDF is damaged and cannot be read',
  selectTwo: 'Select two or more documents to merge',
  tooMany: `At most ${MAX_MERGE_DOCUMENTS} documents can be merged at once`,
  twoCases: 'The documents to merge belong to different cases',
  targetOutsideCase: "The merge target is not a document of the merged documents' case",
  noPagesLeft: 'Every page was removed: keep at least one page',
  tooManyPages: `A merge can produce at most ${MAX_MERGE_PAGES} pages`,
  duplicate: 'A document is listed twice',
} as const

/** Why a document cannot be merged, from its stored type and what reading its file found. */
export function mergeBlockedReason(
  fileType: string,
  fileProblem: 'encrypted' | 'broken' | null,
): string | null {
  if (!MERGEABLE_TYPES.has(fileType.toLowerCase())) return MERGE_MESSAGES.notMergeableType
  if (fileProblem === 'encrypted') return MERGE_MESSAGES.encrypted
  if (fileProblem === 'broken') return MERGE_MESSAGES.broken
  return null
}

/** A quarter turn count: 0, 90, 180 or 270 degrees clockwise. */
export type Rotation = 0 | 90 | 180 | 270

/** One page of the result: which page of which document, turned how far. */
export type MergePage = {
  readonly documentId: string
  /** 1-based page of the document (an image has one page). */
  readonly page: number
  readonly rotation: Rotation
}

/** Normalises any multiple of 90 degrees (negative too) to 0..270; null for anything else. */
export function normaliseRotation(degrees: number): Rotation | null {
  if (!Number.isInteger(degrees) || degrees % 90 !== 0) return null
  return (((degrees % 360) + 360) % 360) as Rotation
}

/** Why a merge selection cannot be merged (ids in order; duplicates and counts), or null. */
export function selectionProblem(documentIds: readonly string[]): string | null {
  if (documentIds.length < 2) return MERGE_MESSAGES.selectTwo
  if (documentIds.length > MAX_MERGE_DOCUMENTS) return MERGE_MESSAGES.tooMany
  if (new Set(documentIds).size !== documentIds.length) return MERGE_MESSAGES.duplicate
  return null
}

/** A page as the caller lists it (rotation in degrees, any multiple of 90). */
export type MergePageInput = {
  readonly documentId: string
  readonly page: number
  readonly rotation?: number | null
}

/**
 * The result's pages: the given list (its order, with rotations), or every page of every
 * document in order when none is given. Refused, with the reason, for a page that is not one of
 * the documents' pages, an impossible rotation, nothing left, or too many pages.
 */
export function planPages(
  documentIds: readonly string[],
  pageCounts: ReadonlyMap<string, number>,
  pages: readonly MergePageInput[] | null | undefined,
): { readonly pages: MergePage[] } | { readonly problem: string } {
  const plan: MergePage[] = []
  if (pages == null) {
    for (const documentId of documentIds) {
      const count = pageCounts.get(documentId) ?? 0
      for (let page = 1; page <= count; page++) plan.push({ documentId, page, rotation: 0 })
    }
  } else {
    for (const p of pages) {
      const count = pageCounts.get(p.documentId)
      if (count === undefined || !documentIds.includes(p.documentId))
        return {
          problem: `The page list names document ${p.documentId}, which is not among the documents to merge`,
        }
      if (!Number.isInteger(p.page) || p.page < 1 || p.page > count)
        return {
          problem: `Page ${p.page} does not exist: the document has ${count} page${count === 1 ? '' : 's'}`,
        }
      const rotation = normaliseRotation(p.rotation ?? 0)
      if (rotation === null)
        return { problem: `Rotation must be a multiple of 90 degrees, not ${p.rotation}` }
      plan.push({ documentId: p.documentId, page: p.page, rotation })
    }
  }
  if (plan.length === 0) return { problem: MERGE_MESSAGES.noPagesLeft }
  if (plan.length > MAX_MERGE_PAGES) return { problem: MERGE_MESSAGES.tooManyPages }
  return { pages: plan }
}

/** A4 and US Letter in PDF points (1/72 inch), portrait. */
export const PAPER_SIZES = {
  A4: [595.28, 841.89],
  Letter: [612, 792],
} as const

/** Margin around an image on its page, in points. */
export const IMAGE_PAGE_MARGIN = 18

/** Where an image goes: the paper, its orientation, and the image's box on it (points). */
export type ImagePlacement = {
  readonly paper: keyof typeof PAPER_SIZES
  readonly width: number
  readonly height: number
  readonly x: number
  readonly y: number
  readonly drawWidth: number
  readonly drawHeight: number
}

/**
 * An image becomes a page of A4 or Letter, whichever is closer to the image's shape, turned to
 * the image's orientation (landscape for a wide image); the image is scaled to fit inside the
 * margins with its aspect kept, and centred.
 */
export function placeImage(imageWidth: number, imageHeight: number): ImagePlacement {
  if (!(imageWidth > 0) || !(imageHeight > 0)) throw new Error('An image has no size')
  const landscape = imageWidth > imageHeight
  const aspect = imageWidth / imageHeight
  const shapes = (Object.keys(PAPER_SIZES) as (keyof typeof PAPER_SIZES)[]).map((paper) => {
    const [w, h] = PAPER_SIZES[paper]
    const [width, height] = landscape ? [h, w] : [w, h]
    return { paper, width, height, off: Math.abs(Math.log(width / height / aspect)) }
  })
  const best = shapes.reduce((a, b) => (b.off < a.off ? b : a))
  const room = { w: best.width - 2 * IMAGE_PAGE_MARGIN, h: best.height - 2 * IMAGE_PAGE_MARGIN }
  const scale = Math.min(room.w / imageWidth, room.h / imageHeight)
  const drawWidth = imageWidth * scale
  const drawHeight = imageHeight * scale
  return {
    paper: best.paper,
    width: best.width,
    height: best.height,
    x: (best.width - drawWidth) / 2,
    y: (best.height - drawHeight) / 2,
    drawWidth,
    drawHeight,
  }
}
