import { useState, type ReactNode } from 'react'
import { claimDrop, dragHasFiles, singleDroppedFile } from '../../model/drop-claim'
import '../../versions.css'

type Props = {
  readonly className?: string
  /** The region's accessible name. */
  readonly label: string
  /** One file dropped here becomes the document's newest version. */
  readonly onFile: (file: File) => void
  readonly children: ReactNode
  readonly testId?: string
}

/**
 * A region a single file can be dropped on to become a document's newest version
 * (docs/rules.md#document-versions). It claims the drop, so the drop zone around the manager does
 * not stage it as a new upload; several files are left to the drop zone.
 */
export function VersionDropTarget(p: Props): React.JSX.Element {
  const [over, setOver] = useState(false)
  return (
    <section
      className={`${p.className ?? ''}${over ? ' is-version-drop' : ''}`}
      aria-label={p.label}
      data-testid={p.testId}
      onDragOver={(e) => {
        if (!dragHasFiles([...e.dataTransfer.types])) return
        e.preventDefault()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false)
        const file = singleDroppedFile(e.dataTransfer.files)
        if (file === null) return
        e.preventDefault()
        claimDrop(e.nativeEvent)
        p.onFile(file)
      }}
    >
      {p.children}
      {over ? (
        <div className="version-drop-hint" aria-hidden="true">
          Drop one file to add it as the newest version
        </div>
      ) : null}
    </section>
  )
}
