import { documentTypeLabel } from './document-type'
import type { ManagedDocument } from './types'

export type DocumentSortKey =
  | 'name'
  | 'category'
  | 'associations'
  | 'type'
  | 'size'
  | 'createdBy'
  | 'createdAt'
  | 'extractionStatus'
export type DocumentSort = { readonly key: DocumentSortKey; readonly direction: 'asc' | 'desc' }

/** What a document is linked to, as the table shows it (names of its assets and policies). */
export type LinkText = (d: ManagedDocument) => string

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function value(d: ManagedDocument, key: DocumentSortKey, linkText: LinkText): string | number {
  switch (key) {
    case 'name':
      return d.name
    case 'category':
      return d.category?.name ?? ''
    case 'associations':
      return linkText(d)
    case 'type':
      return documentTypeLabel(d)
    case 'size':
      return d.size ?? -1
    case 'createdBy':
      return d.createdBy?.fullName ?? ''
    case 'createdAt':
      return Date.parse(d.createdAt) || 0
    case 'extractionStatus':
      return d.extractionStatus ?? ''
  }
}

/**
 * Sorts documents for the table: natural order for text ('doc 2' before 'doc 10'), numbers for
 * size and dates; ties keep the name order so the table never jumps.
 */
export function sortDocuments(
  docs: readonly ManagedDocument[],
  sort: DocumentSort,
  linkText: LinkText = () => '',
): ManagedDocument[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...docs].sort((a, b) => {
    const va = value(a, sort.key, linkText)
    const vb = value(b, sort.key, linkText)
    const c =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : collator.compare(String(va), String(vb))
    return c !== 0 ? sign * c : collator.compare(a.name, b.name)
  })
}

/**
 * Clicking a column header: a new column sorts ascending (dates and sizes newest and largest
 * first), the same column flips.
 */
export function nextSort(current: DocumentSort, key: DocumentSortKey): DocumentSort {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'createdAt' || key === 'size' ? 'desc' : 'asc' }
}

/**
 * The filter box over the document list: every word of the query must appear (case-insensitive)
 * in the document's name, type, category or extraction status.
 */
export function filterDocuments<D extends ManagedDocument>(
  docs: readonly D[],
  query: string,
): readonly D[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return docs
  return docs.filter((d) => {
    const haystack = [
      d.name,
      documentTypeLabel(d),
      d.category?.name ?? '',
      d.extractionStatus ?? '',
    ]
      .join('\n')
      .toLocaleLowerCase()
    return words.every((w) => haystack.includes(w))
  })
}
