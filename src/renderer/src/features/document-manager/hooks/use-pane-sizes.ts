import { useCallback, useRef, useState } from 'react'
import { DOCUMENT_MANAGER_STORE_NAME } from '../../../../../shared/constants'
import { readStorage, writeStorage } from '../../../app/local-storage'
import { useElementWidth } from '../../../app/use-element-width'
import {
  PANE_LIMITS,
  defaultPaneSizes,
  fitPaneSizes,
  parsePaneSizes,
  type PaneSizes,
} from '../model/pane-sizes'

/** Where the pane sizes are remembered between sessions. */
const PANE_SIZES_KEY = `${DOCUMENT_MANAGER_STORE_NAME}.pane-sizes`

export type PaneSizesControl = {
  /** The sizes that fit the current width. */
  readonly sizes: PaneSizes
  readonly treeMax: number
  readonly paneMax: number
  readonly setTree: (px: number) => void
  readonly setPane: (px: number) => void
  /** Remembers the sizes after a drag or a key press, with the one just chosen. */
  readonly commit: (change: Partial<PaneSizes>) => void
}

function readStored(): PaneSizes | null {
  return parsePaneSizes(readStorage(PANE_SIZES_KEY))
}

/**
 * The widths of the tree and the right-hand pane of the document manager: what the user last
 * chose (remembered in localStorage), fitted to the width `body` has now so the three panes
 * never need a sideways scrollbar.
 */
export function usePaneSizes(body: HTMLElement | null): PaneSizesControl {
  const total = useElementWidth(body)
  // null until the user resizes (or when nothing is remembered): shares of the current width.
  const [chosen, setChosen] = useState<PaneSizes | null>(readStored)
  const wanted = chosen ?? defaultPaneSizes(total)
  const sizes = fitPaneSizes(wanted, total)
  const latest = useRef(sizes)
  latest.current = sizes
  const room = total - 2 * PANE_LIMITS.splitter - PANE_LIMITS.tableMin
  const commit = useCallback((change: Partial<PaneSizes>) => {
    writeStorage(PANE_SIZES_KEY, JSON.stringify({ ...latest.current, ...change }))
  }, [])
  return {
    sizes,
    treeMax: Math.max(PANE_LIMITS.treeMin, room - sizes.pane),
    paneMax: Math.max(PANE_LIMITS.paneMin, room - sizes.tree),
    setTree: useCallback((tree: number) => setChosen({ ...latest.current, tree }), []),
    setPane: useCallback((pane: number) => setChosen({ ...latest.current, pane }), []),
    commit,
  }
}
