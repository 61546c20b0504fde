/**
 * The page bench/ui.ts drives in Chromium: renders the real DocumentTree with the real store for a
 * synthetic case and records, with performance marks, the first render and folder toggles.
 * Not part of the app bundle.
 */
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router-dom'
import '@blueprintjs/core/lib/css/blueprint.css'
import '../../src/renderer/src/app/app.css'
import { DocumentTree } from '../../src/renderer/src/features/document-manager/components/DocumentTree'
import { buildSubSectionTree } from '../../src/renderer/src/features/document-manager/model/tree'
import { useDocumentManagerStore } from '../../src/renderer/src/features/document-manager/state/document-manager-store'
import { generateBenchCase } from './bench-data'

function ConnectedTree(): React.JSX.Element {
  const s = useDocumentManagerStore()
  return (
    <DocumentTree
      tree={s.subSectionTree}
      documents={s.managedDocuments}
      highlightedId={s.highlightedId}
      selectedIds={s.selectedIds}
      onActivate={s.highlight}
      onToggle={s.toggleFolder}
      onOpen={s.openFolder}
      onSelect={s.toggleTreeSelection}
      onFilterVersion={s.filterPolicyVersion}
    />
  )
}

const nextPaint = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

type BenchResult = {
  /** Build the tree, render it and lay it out (synchronous work). */
  readonly firstRenderMs: number
  /** The same, up to the next frame (includes waiting for the frame). */
  readonly firstRenderToFrameMs: number
  readonly toggleMs: number[]
  readonly toggleToFrameMs: number[]
  readonly rows: number
}

/** Forces style and layout so the measure includes them, not only React's work. */
const layout = (el: HTMLElement): number =>
  el.getBoundingClientRect().height + document.body.offsetHeight

async function run(documents: number, assets: number, policies: number): Promise<BenchResult> {
  const data = generateBenchCase(documents, assets, policies)
  const container = document.getElementById('root')!
  useDocumentManagerStore.getState().reset()
  performance.mark('tree-first-render-start')
  const tree = buildSubSectionTree({ loanId: 'bench', ...data })
  useDocumentManagerStore.getState().receiveTree(tree, data.documents)
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <ConnectedTree />
      </MemoryRouter>,
    ),
  )
  layout(container)
  // The first render counts only once document rows are on screen.
  while (container.querySelectorAll('[data-document-id]').length === 0) await nextPaint()
  performance.mark('tree-first-render-end')
  await nextPaint()
  performance.mark('tree-first-render-frame')
  const first = performance.measure(
    'tree-first-render',
    'tree-first-render-start',
    'tree-first-render-end',
  )
  const firstFrame = performance.measure(
    'tree-first-frame',
    'tree-first-render-start',
    'tree-first-render-frame',
  )
  const toggleMs: number[] = []
  const toggleToFrameMs: number[] = []
  // Toggle the first policy folder (Assets section is above it, so rows below shift) 20 times.
  const folderId = policies > 0 ? 'policy:policy-0' : 'section:documents'
  for (let i = 0; i < 20; i += 1) {
    performance.mark('tree-toggle-start')
    flushSync(() => useDocumentManagerStore.getState().toggleFolder(folderId))
    layout(container)
    performance.mark('tree-toggle-end')
    await nextPaint()
    performance.mark('tree-toggle-frame')
    toggleMs.push(
      performance.measure('tree-toggle', 'tree-toggle-start', 'tree-toggle-end').duration,
    )
    toggleToFrameMs.push(
      performance.measure('tree-toggle-f', 'tree-toggle-start', 'tree-toggle-frame').duration,
    )
  }
  const rows = container.querySelectorAll('[role="treeitem"]').length
  if (rows === 0) throw new Error('The tree rendered no rows')
  root.unmount()
  return {
    firstRenderMs: first.duration,
    firstRenderToFrameMs: firstFrame.duration,
    toggleMs,
    toggleToFrameMs,
    rows,
  }
}

declare global {
  interface Window {
    runTreeBench: (documents: number, assets: number, policies: number) => Promise<BenchResult>
  }
}
window.runTreeBench = run
document.title = 'ready'
