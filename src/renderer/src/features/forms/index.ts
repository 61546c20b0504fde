/**
 * The review forms (docs/rules.md#review): the policy checklist and the asset edit page as
 * react-hook-form forms over the extraction field schema, with review badges and the citation
 * viewer.
 */
export { ReviewFormPage } from './ReviewFormPage'
export { ReviewForm, type ReviewFormProps, type StoredForm } from './components/ReviewForm'
