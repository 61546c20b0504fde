import type { ManagedDocument } from './types'

export type DocumentSortKey =
  'name' | 'category' | 'type' | 'size' | 'createdBy' | 'createdAt' | 'extractionStatus'
export type DocumentSort = { readonly key: DocumentSortKey; readonly direction: 'asc' | 'desc' }

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })

function value(d: ManagedDocument, key: DocumentSortKey): string | number {
  switch (key) {
    case 'name':
      return d.name
    case 'category':
      return d.category?.name ?? ''
    case 'type':
      return d.fileExt
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
): ManagedDocument[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  return [...docs].sort((a, b) => {
    const va = value(a, sort.key)
    const vb = value(b, sort.key)
    const c =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : collator.compare(String(va), String(vb))
    return c !== 0 ? sign * c : collator.compare(a.name, b.name)
  })
}

/** Clicking a column header: a new column sorts ascending, the same column flips. */
export function nextSort(current: DocumentSort, key: DocumentSortKey): DocumentSort {
  return current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: key === 'createdAt' || key === 'size' ? 'desc' : 'asc' }
}
