-- The hosted product's core API: contacts searchable by name, phone digits and type name; an
-- organization's public profile (address, phones, website, logo); tab views' embed details.

ALTER TABLE contact ADD COLUMN contact_type VARCHAR(100);
-- Lower-cased first name, last name and company: "all words must match" name searches.
ALTER TABLE contact ADD COLUMN name_search VARCHAR(500);
-- The phone number's digits only: partial phone searches ignore spaces, dashes and brackets.
ALTER TABLE contact ADD COLUMN phone_digits VARCHAR(50);
UPDATE contact SET name_search = LOWER(TRIM(COALESCE(firstname, '') || ' ' || COALESCE(lastname, '') || ' '
        || COALESCE(company, '')));
CREATE INDEX contact_company_updated ON contact (company_id, updated_at);

ALTER TABLE organization ADD COLUMN profile VARCHAR NOT NULL DEFAULT '{}';

ALTER TABLE tab_view ADD COLUMN embed_source VARCHAR(100);
ALTER TABLE tab_view ADD COLUMN view_filter VARCHAR(200);
ALTER TABLE tab_view ADD COLUMN created_by VARCHAR(64);
ALTER TABLE tab_view ADD COLUMN view_type VARCHAR(50);
