import { lazy } from 'react'

// The converters (mammoth, SheetJS, papaparse, postal-mime) load only when such a file previews,
// so opening a case does not pay for them.
export const DocxPreview = lazy(() =>
  import('./DocxPreview').then((m) => ({ default: m.DocxPreview })),
)
export const SheetPreview = lazy(() =>
  import('./SheetPreview').then((m) => ({ default: m.SheetPreview })),
)
export const CsvPreview = lazy(() =>
  import('./CsvPreview').then((m) => ({ default: m.CsvPreview })),
)
export const EmlPreview = lazy(() =>
  import('./EmlPreview').then((m) => ({ default: m.EmlPreview })),
)
