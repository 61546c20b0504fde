import { useEffect, useState } from 'react'

/**
 * The content width of an element in CSS px, following resizes (0 until it is laid out). Takes
 * the element itself (from a callback ref held in state), so an element that appears after the
 * first render, or is replaced, is measured too.
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    if (!element) return
    setWidth(element.clientWidth)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setWidth(element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [element])
  return width
}
