-- PostgreSQL's V32 adds partial indexes for the public listing (a trigram index per organization and
-- one by bedroom count). H2 has neither partial nor trigram indexes: the bedroom count one, whole.
CREATE INDEX location_published_beds ON location (company_id, bed_count, name, id);
