-- Renewals (docs/rules.md#renewal): form values per policy version, who created a version, and
-- the lookup of a document's finished extraction.
--
-- A policy's checklist values belong to one of its versions, so rolling the policy to a new
-- version never overwrites the values of the previous one. Asset forms have no versions
-- (policy_version_id NULL). The values stored so far belong to each policy's current version
-- (docs/glossary.md#policy-version: the latest begin date, then the latest created).
ALTER TABLE form_data
  ADD COLUMN policy_version_id text REFERENCES policy_versions (id) ON DELETE CASCADE;
ALTER TABLE form_data DROP CONSTRAINT form_data_pkey;
UPDATE form_data f
   SET policy_version_id = (
         SELECT v.id FROM policy_versions v WHERE v.policy_id = f.entity_id
          ORDER BY v.policy_begin_date DESC NULLS LAST, v.created_at DESC, v.id LIMIT 1)
 WHERE f.entity_type = 'policy';
CREATE UNIQUE INDEX form_data_form
  ON form_data (entity_type, entity_id, coalesce(policy_version_id, ''));

-- Who created a policy version (null for versions made before this was recorded).
ALTER TABLE policy_versions ADD COLUMN created_by text REFERENCES users (id) ON DELETE SET NULL;

-- canCreateNewComparison and the comparison read a document's latest finished extraction.
CREATE INDEX extraction_jobs_document_done
  ON extraction_jobs (document_id, updated_at DESC) WHERE state = 'done';
