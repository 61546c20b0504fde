/** Width of a page thumbnail in the merge panel, in CSS pixels. */
export const THUMB_WIDTH = 72
/** Thumbnails drawn per document until the user asks for every page. */
export const FIRST_PAGES_SHOWN = 12
