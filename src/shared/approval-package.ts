/**
 * The approval package of a policy version: one PDF with a cover page (the accepted values and
 * who accepted them), then the version's key document and the documents filed under it. The
 * renderer assembles the cover and the list; the main process fetches and writes (pdf-lib).
 */
import { z } from 'zod'

const text = (max: number) => z.string().max(max)

/** One accepted value on the cover. */
export const CoverFieldSchema = z.object({
  label: text(200),
  value: text(2000),
  /** Who accepted it, when the value history says so. */
  acceptedBy: text(200).nullable(),
  /** When (ISO date-time), from the value history. */
  acceptedAt: text(40).nullable(),
  /** The document it was extracted from, when it was. */
  source: text(1024).nullable(),
})
export type CoverField = z.infer<typeof CoverFieldSchema>

export const ApprovalCoverSchema = z.object({
  caseLabel: text(500),
  policyLabel: text(500),
  versionLabel: text(200),
  preparedBy: text(200),
  fields: z.array(CoverFieldSchema).max(500),
})
export type ApprovalCover = z.infer<typeof ApprovalCoverSchema>

/** A document of the package: the key document first, then those filed under the version. */
export const PackageDocumentSchema = z.object({
  id: text(200).min(1),
  name: text(1024).min(1),
  fileType: text(255),
  signed: z.string().url().nullable(),
  role: z.enum(['key', 'filed']),
})
export type PackageDocument = z.infer<typeof PackageDocumentSchema>

/** What the writer did with one document. */
export type PackagedDocument = {
  readonly name: string
  /** PDF pages copied, an image placed on a page, or only listed (a type a PDF cannot hold). */
  readonly included: 'pages' | 'image' | 'listed'
  readonly pages: number
}

/** The default file name: approval-package-{policy}-{version}.pdf, safe for every OS. */
export function approvalPackageFileName(policyLabel: string, versionLabel: string): string {
  const part = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'policy'
  return `approval-package-${part(policyLabel)}-${part(versionLabel)}.pdf`
}
