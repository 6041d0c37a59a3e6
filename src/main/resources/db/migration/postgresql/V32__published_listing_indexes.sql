-- The public listing reads only active, published locations of one organization, most often filtered
-- by bedroom count or a search term (bench: /locations/bo-0?search=<n>&bedCount=<b>). Without these,
-- a search term of three characters or more went through location_search_trgm over every
-- organization's rows and filtered out the other organizations' afterwards (a term in every ZIP code:
-- 10,200 rows read for 504 answered), and a shorter term filtered all 20,000 rows of the organization.
-- Both are partial: their predicate is the public listing's own, so the owner's listing (unpublished
-- and offline rows too) keeps location_company_order and location_search_trgm.
-- btree_gin lets the trigram index carry the organization as its first column; like pg_trgm (V2) it is
-- a trusted extension, which the database's owner may create.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX location_published_search ON location USING gin (company_id, search_text gin_trgm_ops)
    WHERE active AND publish_status = 'PUBLISHED';
CREATE INDEX location_published_beds ON location (company_id, bed_count, name, id)
    WHERE active AND publish_status = 'PUBLISHED';
