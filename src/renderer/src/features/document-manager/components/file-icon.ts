import type { IconName } from '@blueprintjs/core'

/** A Blueprint icon for a document's extension. */
export function fileIcon(ext: string): IconName {
  switch (ext.toLowerCase()) {
    case 'pdf':
      return 'document'
    case 'jpg':
    case 'jpeg':
    case 'png':
    case 'gif':
      return 'media'
    case 'xls':
    case 'xlsx':
    case 'csv':
      return 'th'
    case 'eml':
      return 'envelope'
    case 'ppt':
    case 'pptx':
      return 'presentation'
    default:
      return 'document'
  }
}
