// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CitationViewer } from '../../../../src/renderer/src/features/review/CitationViewer'
import {
  citationViewKind,
  highlightRect,
} from '../../../../src/renderer/src/features/review/citation-geometry'

describe('highlightRect', () => {
  it('maps a normalised top-left bbox to percentages of the page', () => {
    const rect = highlightRect({ page: 1, x0: 0.1, y0: 0.2, x1: 0.5, y1: 0.25 })
    expect(rect?.left).toBeCloseTo(10)
    expect(rect?.top).toBeCloseTo(20)
    expect(rect?.width).toBeCloseTo(40)
    expect(rect?.height).toBeCloseTo(5)
  })

  it('orders swapped corners, clamps to the page and keeps a sliver for an empty box', () => {
    const rect = highlightRect({ page: 2, x0: 1.2, y0: 0.5, x1: 0.9, y1: 0.5 })
    expect(rect?.left).toBeCloseTo(90)
    expect(rect?.width).toBeCloseTo(10)
    expect(rect?.top).toBeCloseTo(50)
    expect(rect?.height).toBeCloseTo(0.5)
  })

  it('refuses a box that is not on a page', () => {
    expect(highlightRect({ page: 0, x0: 0, y0: 0, x1: 1, y1: 1 })).toBeNull()
    expect(highlightRect({ page: 1.5, x0: 0, y0: 0, x1: 1, y1: 1 })).toBeNull()
  })
})

describe('citationViewKind', () => {
  it('uses pdf.js for PDFs, an image for images, nothing else', () => {
    expect(citationViewKind('application/pdf')).toBe('pdf')
    expect(citationViewKind('PDF')).toBe('pdf')
    expect(citationViewKind('', 'Declarations.PDF')).toBe('pdf')
    expect(citationViewKind('image/png')).toBe('image')
    expect(citationViewKind('.jpg')).toBe('image')
    expect(citationViewKind('', 'scan.jpeg')).toBe('image')
    expect(
      citationViewKind(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'a.docx',
      ),
    ).toBe('unsupported')
  })
})

describe('CitationViewer (images)', () => {
  it('draws the highlight over the image once it loads and scrolls it into view', () => {
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    const { rerender } = render(
      <CitationViewer
        url="blob:scan"
        name="scan.png"
        fileType="image/png"
        bbox={{ page: 1, x0: 0.25, y0: 0.5, x1: 0.75, y1: 0.6 }}
      />,
    )
    expect(screen.queryByTestId('citation-highlight')).toBeNull()
    fireEvent.load(screen.getByRole('img', { name: 'scan.png' }))
    const highlight = screen.getByTestId('citation-highlight')
    expect(highlight.style.left).toBe('25%')
    expect(highlight.style.top).toBe('50%')
    expect(highlight.style.width).toBe('50%')
    expect(parseFloat(highlight.style.height)).toBeCloseTo(10)
    expect(scrolled).toHaveBeenCalledTimes(1)
    expect(scrolled.mock.contexts[0]).toBe(highlight)

    rerender(
      <CitationViewer
        url="blob:scan"
        name="scan.png"
        fileType="image/png"
        bbox={{ page: 1, x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.2 }}
      />,
    )
    expect(screen.getByTestId('citation-highlight').style.top).toBe('10%')
    expect(scrolled).toHaveBeenCalledTimes(2)

    rerender(<CitationViewer url="blob:scan" name="scan.png" fileType="image/png" bbox={null} />)
    expect(screen.queryByTestId('citation-highlight')).toBeNull()
  })

  it('does not highlight a region on another page of an image', () => {
    render(
      <CitationViewer
        url="blob:scan"
        name="scan.png"
        fileType="image/png"
        bbox={{ page: 2, x0: 0.1, y0: 0.1, x1: 0.2, y1: 0.2 }}
      />,
    )
    fireEvent.load(screen.getByRole('img', { name: 'scan.png' }))
    expect(screen.queryByTestId('citation-highlight')).toBeNull()
  })

  it('says when a document has no link or cannot show a region', () => {
    const { rerender } = render(<CitationViewer url={null} name="a.pdf" fileType="pdf" />)
    expect(screen.getByText('No link to this document.')).toBeTruthy()
    rerender(<CitationViewer url="blob:x" name="a.docx" fileType="docx" />)
    expect(
      screen.getByText('The source region can be shown for PDF and image documents only.'),
    ).toBeTruthy()
  })
})
