/**
 * The one rule for document names, used by the server when it registers an upload or renames a
 * document and by the renderer before it sends a rename: a name is what a user reads in the list
 * and what an archive writes as a file name, so it must be short enough for every file system,
 * visible (no control characters), and a single name (no folders).
 */

/** Longest name in characters: the common limit of file names on Windows, macOS and Linux. */
export const MAX_DOCUMENT_NAME_LENGTH = 255

// C0 controls (NUL, tab, line breaks, …), DEL and the C1 controls.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/

export type DocumentNameCheck =
  { readonly ok: true; readonly name: string } | { readonly ok: false; readonly message: string }

/**
 * The last segment of a path as sent by a client (`../../evil.pdf`, `C:\scans\a.pdf`): a file
 * name never carries the folders it came from.
 */
function withoutFolders(name: string): string {
  return name.split(/[\\/]/).pop() ?? ''
}

/** Checks a name as it will be stored (surrounding spaces removed); the message says why not. */
export function checkDocumentName(raw: string): DocumentNameCheck {
  const name = raw.trim()
  if (name === '') return { ok: false, message: 'A document name cannot be empty' }
  if (CONTROL_CHARACTERS.test(name)) {
    return {
      ok: false,
      message:
        'A document name cannot contain control characters (such as NUL, a tab or a line break)',
    }
  }
  if (/[\\/]/.test(name)) {
    return { ok: false, message: 'A document name cannot contain / or \\' }
  }
  if (name === '.' || name === '..') {
    return { ok: false, message: 'A document name cannot be "." or ".."' }
  }
  const length = [...name].length
  if (length > MAX_DOCUMENT_NAME_LENGTH) {
    return {
      ok: false,
      message: `A document name can have at most ${MAX_DOCUMENT_NAME_LENGTH} characters (this one has ${length})`,
    }
  }
  return { ok: true, name }
}

/**
 * The name an uploaded file is registered under: its folders stripped, then checked. The message
 * names the file (made printable and short) so a refusal in a batch says which file it was.
 */
export function checkUploadName(fileName: string): DocumentNameCheck {
  const check = checkDocumentName(withoutFolders(fileName))
  if (check.ok) return check
  return { ok: false, message: `${printableName(fileName)}: ${check.message}` }
}

/** A name safe to show in a message: control characters as �, at most 60 characters. */
function printableName(name: string): string {
  const visible = [...name.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '\uFFFD')]
  return `“${visible.length > 60 ? `${visible.slice(0, 57).join('')}…` : visible.join('')}”`
}
