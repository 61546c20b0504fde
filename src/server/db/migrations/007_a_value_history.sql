-- Value history (docs/rules.md#value-history): every saved change of a policy or asset form field,
-- with before and after, who, when, and the document (and region) a value was extracted from, so
-- a value rejected after it was accepted can be brought back. Written in the transaction of the
-- save; kept with the form (not subject to the trail's retention).
CREATE TABLE form_value_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  case_id text NOT NULL REFERENCES cases (id) ON DELETE CASCADE,
  entity_type text NOT NULL CHECK (entity_type IN ('policy', 'asset')),
  entity_id text NOT NULL,
  policy_version_id text REFERENCES policy_versions (id) ON DELETE CASCADE,
  -- The field's prefix (policy.premium, property.address).
  field text NOT NULL,
  before jsonb,
  after jsonb,
  before_source text,
  after_source text,
  before_bbox jsonb,
  after_bbox jsonb,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_value_changes_field
  ON form_value_changes (entity_type, entity_id, field, at DESC, id DESC);
