-- Listing text search is a case-insensitive substring match; a trigram index serves it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX location_search_trgm ON location USING gin (search_text gin_trgm_ops);
