import { useRef } from 'react'

type Props = {
  /** Accessible name, e.g. "Resize the tree". */
  readonly label: string
  /** The current size in px of the pane this splitter resizes. */
  readonly value: number
  readonly min: number
  readonly max: number
  /** +1 when dragging right grows the pane (a pane on the left), -1 for a pane on the right. */
  readonly direction: 1 | -1
  readonly onChange: (size: number) => void
  /** Called with the final size once a drag or a key press is over, to remember it. */
  readonly onCommit: (size: number) => void
}

/** Step in px of one arrow-key press; Shift makes it five times larger. */
const KEY_STEP = 16

/**
 * A vertical splitter between two panes (WAI-ARIA window splitter): drag it with the pointer, or
 * focus it and use the arrow keys (Home/End for the smallest and largest size).
 */
export function Splitter(p: Props): React.JSX.Element {
  const drag = useRef<{ readonly x: number; readonly size: number; last: number } | null>(null)
  const clamp = (n: number): number => Math.round(Math.max(p.min, Math.min(p.max, n)))
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={p.label}
      aria-valuenow={Math.round(p.value)}
      aria-valuemin={p.min}
      aria-valuemax={Math.max(p.min, p.max)}
      tabIndex={0}
      className="dm-splitter"
      onPointerDown={(e) => {
        e.preventDefault()
        e.currentTarget.setPointerCapture(e.pointerId)
        drag.current = { x: e.clientX, size: p.value, last: p.value }
      }}
      onPointerMove={(e) => {
        if (!drag.current) return
        drag.current.last = clamp(drag.current.size + p.direction * (e.clientX - drag.current.x))
        p.onChange(drag.current.last)
      }}
      onPointerUp={(e) => {
        if (!drag.current) return
        e.currentTarget.releasePointerCapture(e.pointerId)
        const size = drag.current.last
        drag.current = null
        p.onCommit(size)
      }}
      onKeyDown={(e) => {
        const step = (e.shiftKey ? 5 : 1) * KEY_STEP
        const next =
          e.key === 'ArrowLeft'
            ? p.value - p.direction * step
            : e.key === 'ArrowRight'
              ? p.value + p.direction * step
              : e.key === 'Home'
                ? p.min
                : e.key === 'End'
                  ? p.max
                  : null
        if (next === null) return
        e.preventDefault()
        p.onChange(clamp(next))
        p.onCommit(clamp(next))
      }}
    />
  )
}
