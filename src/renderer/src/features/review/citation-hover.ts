import { citationOf, type CitationDetails, type ExtractionItem } from '../../../../shared/review'

/** Receives the citation details of the hovered extraction, or null when the pointer leaves. */
export type OnCitation = (details: CitationDetails | null) => void

/**
 * Mouse and focus handlers that report an extraction's citation (document id + bbox) while it is
 * hovered or focused and clear it on leaving (docs/rules.md#citation).
 */
export function citationHoverProps(
  source: ExtractionItem | Parameters<typeof citationOf>[0] | null,
  onCitation: OnCitation | undefined,
) {
  const enter = () => onCitation?.(source ? citationOf(source) : null)
  const leave = () => onCitation?.(null)
  return { onMouseEnter: enter, onMouseLeave: leave, onFocus: enter, onBlur: leave }
}
