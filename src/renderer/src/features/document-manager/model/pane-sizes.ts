/** Widths in px of the two panes beside the documents table; the table takes the rest. */
export type PaneSizes = { readonly tree: number; readonly pane: number }

export const PANE_LIMITS = {
  treeMin: 200,
  paneMin: 320,
  tableMin: 360,
  /** Width of each splitter between two panes. */
  splitter: 6,
} as const

const clamp = (n: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, n))

/** Sizes for a user who never resized: shares of the width, within sensible bounds. */
export function defaultPaneSizes(total: number): PaneSizes {
  return {
    tree: Math.round(clamp(total * 0.2, 240, 380)),
    pane: Math.round(clamp(total * 0.34, 380, 720)),
  }
}

/**
 * Sizes that fit `total` px: each pane at least its minimum, the table at least its minimum.
 * When the window is too narrow for the wanted sizes, the preview gives way first, then the tree,
 * proportionally never below their minimums.
 */
export function fitPaneSizes(wanted: PaneSizes, total: number): PaneSizes {
  const { treeMin, paneMin, tableMin, splitter } = PANE_LIMITS
  let tree = Math.max(treeMin, Math.round(wanted.tree))
  let pane = Math.max(paneMin, Math.round(wanted.pane))
  if (total <= 0) return { tree, pane }
  let excess = tree + pane + 2 * splitter + tableMin - total
  if (excess > 0) {
    const cut = Math.min(excess, pane - paneMin)
    pane -= cut
    excess -= cut
  }
  if (excess > 0) tree -= Math.min(excess, tree - treeMin)
  return { tree, pane }
}

/** Parses remembered sizes; null when none are remembered or they are malformed. */
export function parsePaneSizes(stored: string | null): PaneSizes | null {
  if (!stored) return null
  try {
    const v = JSON.parse(stored) as Partial<Record<keyof PaneSizes, unknown>>
    const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0
    return ok(v.tree) && ok(v.pane) ? { tree: v.tree, pane: v.pane } : null
  } catch {
    return null
  }
}
