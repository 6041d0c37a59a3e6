-- H2 has no trigram index: the embedded database scans one organization's rows (the
-- location_company_order index narrows them) for a text search.
CREATE INDEX location_company_available ON location (company_id, available);
