import { PopoverNext } from '@blueprintjs/core'
import {
  useCallback,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { EXTRACTION_TOOLTIP_DELAY_MS } from '../../../../shared/constants'
import { highlightBand, placementBeside, type Placement } from './popover-placement'
import { useFirstActionFocus } from './use-first-action-focus'

/** A popover's height before it is drawn: room for a heading, a value or two and the actions. */
const EXPECTED_HEIGHT_PX = 200

/** Where the popover goes: beside the badge, off the highlighted source region (if one is shown). */
function placementFor(badge: HTMLElement | null, width: number): Placement {
  if (badge === null) return 'bottom-start'
  const highlight = document.querySelector('[data-testid="citation-highlight"]')
  const viewport = { width: window.innerWidth, height: window.innerHeight }
  const avoid =
    highlight === null ? null : highlightBand(highlight.getBoundingClientRect(), viewport.height)
  return placementBeside(
    badge.getBoundingClientRect(),
    avoid,
    { width: width + 24, height: EXPECTED_HEIGHT_PX },
    viewport,
  )
}

/** What the content of an extraction popover receives. */
export interface ExtractionPopoverControls {
  /** Closes the popover (after an action such as Accept). */
  readonly close: () => void
  /** Nested hover tooltips report their state so the popover stays open while one is hovered. */
  readonly setNestedOpen: (open: boolean) => void
}

export interface ExtractionPopoverProps {
  /** Accessible name of the badge button. */
  readonly label: string
  /** What the badge shows. */
  readonly badge: ReactNode
  /** Badge colours and any other style of the badge button. */
  readonly badgeStyle?: CSSProperties
  readonly badgeClassName?: string
  /** Popover width in px (docs/rules.md#limits: 275 for tooltips, 300 for the conflict panel). */
  readonly width: number
  readonly children: (controls: ExtractionPopoverControls) => ReactNode
  /**
   * Called whenever the popover closes (the rejected badge resets its page,
   * docs/rules.md#restore-rejected).
   */
  readonly onClosed?: () => void
  /** Hover and focus of the badge itself (the citation highlight, docs/rules.md#citation). */
  readonly onBadgeHover?: (hovered: boolean) => void
  readonly testId?: string
}

/**
 * A badge that opens an interactive tooltip: after 300 ms of hover (docs/rules.md#limits), or at
 * once with Enter/Space or a click (keyboard: Tab reaches the badge, Enter opens it). Built on
 * Blueprint's PopoverNext, which does not warn under React 19 (design card).
 */
export function ExtractionPopover(props: ExtractionPopoverProps): ReactNode {
  const { onClosed, width } = props
  const [isOpen, setIsOpen] = useState(false)
  const [placement, setPlacement] = useState<Placement>('bottom-start')
  const badgeRef = useRef<HTMLButtonElement | null>(null)
  const nestedOpen = useRef(false)
  const closeDeferred = useRef(false)
  const firstAction = useFirstActionFocus(badgeRef)

  const setOpen = useCallback(
    (next: boolean) => {
      if (!next && nestedOpen.current) {
        // docs/rules.md#resolve-conflict: the panel stays open while a nested source tooltip is
        // hovered; close when it does.
        closeDeferred.current = true
        return
      }
      closeDeferred.current = false
      // Placed as it opens, when the badge's hover has lit the source region up.
      if (next) setPlacement(placementFor(badgeRef.current, width))
      setIsOpen((was) => {
        if (was && !next) onClosed?.()
        return next
      })
    },
    [onClosed, width],
  )

  const controls: ExtractionPopoverControls = {
    close: () => {
      nestedOpen.current = false
      setOpen(false)
    },
    setNestedOpen: (open) => {
      nestedOpen.current = open
      if (!open && closeDeferred.current) setOpen(false)
    },
  }

  const openFromKeyboardOrClick = (viaKeyboard: boolean) => {
    firstAction.openedBy(viaKeyboard)
    setOpen(true)
  }

  // Enter and Space open the popover through the button's own click (detail 0).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    firstAction.onKeyDown(event)
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      controls.close()
    }
  }

  return (
    <PopoverNext
      isOpen={isOpen}
      onInteraction={setOpen}
      interactionKind="hover"
      hoverOpenDelay={EXTRACTION_TOOLTIP_DELAY_MS}
      hoverCloseDelay={EXTRACTION_TOOLTIP_DELAY_MS}
      openOnTargetFocus={false}
      placement={placement}
      onOpening={firstAction.onOpening}
      content={
        <div
          className="review-popover"
          data-testid={props.testId ? `${props.testId}-popover` : undefined}
          style={{ width: props.width, padding: 10 }}
        >
          {props.children(controls)}
        </div>
      }
      renderTarget={({ isOpen: targetOpen, ref, ...targetProps }) => (
        <button
          {...targetProps}
          ref={(node) => {
            badgeRef.current = node
            if (typeof ref === 'function') ref(node)
            else if (ref) (ref as { current: HTMLElement | null }).current = node
          }}
          type="button"
          aria-label={props.label}
          aria-expanded={targetOpen}
          aria-haspopup="dialog"
          data-testid={props.testId}
          className={['review-badge', targetProps.className, props.badgeClassName]
            .filter(Boolean)
            .join(' ')}
          style={props.badgeStyle}
          tabIndex={0}
          onClick={(event) => openFromKeyboardOrClick(event.detail === 0)}
          onKeyDown={onKeyDown}
          onKeyUp={firstAction.onKeyUp}
          onMouseEnter={(event) => {
            targetProps.onMouseEnter?.(event)
            props.onBadgeHover?.(true)
          }}
          onMouseLeave={(event) => {
            targetProps.onMouseLeave?.(event)
            props.onBadgeHover?.(false)
          }}
          onFocus={(event) => {
            targetProps.onFocus?.(event)
            props.onBadgeHover?.(true)
          }}
          onBlur={(event) => {
            targetProps.onBlur?.(event)
            props.onBadgeHover?.(false)
          }}
        >
          {props.badge}
        </button>
      )}
    />
  )
}
