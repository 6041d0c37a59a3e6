-- The owner's listing searched through location_search_trgm, one trigram index over every organization's
-- rows, and PostgreSQL took it for the public listing too whenever a bedroom count came with the term: it
-- ANDed the whole table's matches for the term (102,899 rows for "987" among 1,000,000 locations, 15-23 ms)
-- with the organization's 250 locations of that bedroom count. With the organization as the index's first
-- column (btree_gin, V32) a search reads only its organization's entries (0.4 ms there), and a table that
-- grows around an organization no longer slows its searches. The one index serves the owner's listing and
-- the public one (which filters its few unpublished rows), so V32's partial copy of it goes: every location
-- write kept both up to date.
DROP INDEX location_search_trgm;
DROP INDEX location_published_search;
CREATE INDEX location_company_search ON location USING gin (company_id, search_text gin_trgm_ops);
