/** An image preview's zoom: fitted to the pane's width, or a scale of its natural size. */
export type Zoom = 'fit' | number

/** The scales the zoom buttons step through. */
export const ZOOM_STEPS = [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4] as const

/**
 * The next zoom when zooming in (+1) or out (-1) from `current`; from 'fit' the step starts at
 * the scale the fitted image has now (`fittedScale`).
 */
export function stepZoom(current: Zoom, direction: 1 | -1, fittedScale: number): number {
  const scale = current === 'fit' ? fittedScale : current
  if (direction > 0) return ZOOM_STEPS.find((z) => z > scale + 1e-6) ?? ZOOM_STEPS.at(-1)!
  return [...ZOOM_STEPS].reverse().find((z) => z < scale - 1e-6) ?? ZOOM_STEPS[0]
}

/** The label of a zoom: "Fit width" or a percentage. */
export function zoomLabel(zoom: Zoom): string {
  return zoom === 'fit' ? 'Fit width' : `${Math.round(zoom * 100)}%`
}
