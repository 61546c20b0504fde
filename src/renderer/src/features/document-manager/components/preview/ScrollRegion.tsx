import type { ReactNode } from 'react'

/**
 * A preview's scrolling area: a named region that takes the focus (Tab), so a keyboard user can
 * scroll a long document with the arrows and Page keys, and screen readers can find it (axe's
 * scrollable-region-focusable). The focus ring is drawn inside its edge (app.css).
 */
export function ScrollRegion({
  label,
  className,
  testId,
  children,
}: {
  /** What the region holds, e.g. "Letter.docx". */
  readonly label: string
  readonly className?: string
  readonly testId?: string
  readonly children: ReactNode
}): React.JSX.Element {
  return (
    <div
      className={['preview-scroll', className].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </div>
  )
}
