/**
 * Business constants and limits of docs/rules.md#limits, shared by server, main process and
 * renderer.
 */

/** Category list page size (category, renewal category, document-field category). */
export const CATEGORY_PAGE_SIZE = 50
/** Assets and policies per case: limit, sorted by updatedAt descending. */
export const ASSETS_AND_POLICIES_LIMIT = 50
/** Case documents per query. */
export const CASE_DOCUMENTS_LIMIT = 100
/** Extraction status query: documents per call. */
export const EXTRACTION_STATUS_LIMIT = 50
/** Drop-zone dialog-cancel detection delay. */
export const DIALOG_CANCEL_DELAY_MS = 300
/**
 * Documents per drop (docs/rules.md#limits, our choice): 50 keeps one drop within one
 * createManyDocuments call and one screen of progress bars.
 */
export const MAX_FILES_PER_DROP = 50
/**
 * Largest file one upload accepts (2 GiB): the drop zone refuses bigger files with "File is larger
 * than N bytes", and the server refuses to sign or store them.
 */
export const MAX_FILE_BYTES = 2 * 1024 ** 3
/** The document manager's zustand store name (devtools disabled). */
export const DOCUMENT_MANAGER_STORE_NAME = 'document-manager-store'
/** Extraction tooltips (docs/rules.md#limits). */
export const EXTRACTION_TOOLTIP_DELAY_MS = 300
export const EXTRACTION_TOOLTIP_WIDTH_PX = 275
export const CONFLICT_PANEL_WIDTH_PX = 300
export const CONFLICT_LIST_MAX_HEIGHT_PX = 400
/** Default className of a created document (docs/rules.md#calls). */
export const DEFAULT_CLASS_NAME = 'Case'
/** How long a signed object URL stays valid. */
export const SIGNED_URL_TTL_SECONDS = 15 * 60
