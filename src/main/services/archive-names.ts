/**
 * Pure naming rules of the archive writer: the archive's file name (docs/rules.md#archive) and
 * unique entry names (docs/rules.md#archive: duplicate names get '-1', '-2' before the extension).
 */

import { safeFileName } from '../../shared/safe-file-name'

export { safeFileName }

/**
 * docs/rules.md#archive: 'case-{ref}-documents-{timestamp}.zip', or 'documents.zip' without a ref,
 * unless a name is given (a given name gets `.zip` when it lacks it).
 */
export function archiveFileName(options: {
  readonly caseRef?: string | null
  readonly fileName?: string | null
  readonly now?: Date
}): string {
  const given = options.fileName?.trim()
  if (given) {
    const safe = safeFileName(given, 'documents')
    return /\.zip$/i.test(safe) ? safe : `${safe}.zip`
  }
  const ref = options.caseRef?.trim()
  if (!ref) return 'documents.zip'
  const timestamp = fileTimestamp(options.now ?? new Date())
  return `case-${safeFileName(ref, 'case')}-documents-${timestamp}.zip`
}

/**
 * Local time as yyyyMMdd-HHmmss: no colons (valid in file names on every OS), sorts by time.
 * Written out rather than imported from date-fns, whose index would load hundreds of modules
 * into the archiving process.
 */
function fileTimestamp(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}-${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}`
}

/** Splits a name into base and extension (with its dot); `.bashrc` has no extension. */
function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
}

/**
 * The entry name of a document: its name, made safe, with `.{fileExt}` added when the name lacks
 * another extension (a document named "Policy" of type pdf becomes "Policy.pdf"), so the
 * archive's files open with the right program.
 */
export function entryNameFor(doc: {
  readonly name: string
  readonly fileExt?: string | null
}): string {
  const safe = safeFileName(doc.name)
  const ext = doc.fileExt?.replace(/^\./, '').toLowerCase()
  if (!ext) return safe
  const [, current] = splitExtension(safe)
  const same = (a: string) => (a === 'jpeg' ? 'jpg' : a)
  return same(current.slice(1).toLowerCase()) === same(ext) ? safe : `${safe}.${ext}`
}

/**
 * docs/rules.md#archive: duplicate names get '-1', '-2' before the extension, in order of
 * appearance. Compared case-insensitively (Windows and macOS would overwrite "A.pdf" with "a.pdf"
 * on extraction), and a generated name never collides with a later original one.
 */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const taken = new Set(names.map((n) => n.toLowerCase()))
  const used = new Set<string>()
  return names.map((name) => {
    if (!used.has(name.toLowerCase())) {
      used.add(name.toLowerCase())
      return name
    }
    const [base, ext] = splitExtension(name)
    for (let n = 1; ; n++) {
      const candidate = `${base}-${n}${ext}`
      const key = candidate.toLowerCase()
      if (!used.has(key) && !taken.has(key)) {
        used.add(key)
        return candidate
      }
    }
  })
}
