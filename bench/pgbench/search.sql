-- GET /locations/bo-0?search=<n>&bedCount=<b>: the statements the service runs (ListingSql), with the
-- same numbered parameters: the organization, then the first chunk of matches. A term of one or two
-- characters is a POSITION (no trigram to look up), a longer one a LIKE the trigram index answers.
-- run.sh runs it with plan_cache_mode=force_custom_plan, which the service sets for its listing reads.
\set q random(1, 999)
\set beds random(1, 4)
\set chunk 1000
SELECT * FROM organization WHERE id = :org;
\if :q < 100
SELECT l.id, l.company_id, l.name, l.formatted_address, l.state, l.country_name, l.bed_count, l.bath_count,
  l.square_feet, l.market_rent, l.market_rent_value, l.rent_min, l.rent_max, l.video_url, l.virtual_tour_url,
  l.publish_status, l.application_config, l.company_info FROM location l
  WHERE l.company_id = :org AND l.active = TRUE AND l.publish_status = 'PUBLISHED' AND l.bed_count = :beds
  AND POSITION(:q::text IN l.search_text) > 0 ORDER BY l.name, l.id LIMIT :chunk;
\else
SELECT l.id, l.company_id, l.name, l.formatted_address, l.state, l.country_name, l.bed_count, l.bath_count,
  l.square_feet, l.market_rent, l.market_rent_value, l.rent_min, l.rent_max, l.video_url, l.virtual_tour_url,
  l.publish_status, l.application_config, l.company_info FROM location l
  WHERE l.company_id = :org AND l.active = TRUE AND l.publish_status = 'PUBLISHED' AND l.bed_count = :beds
  AND l.search_text LIKE '%' || :q || '%' ORDER BY l.name, l.id LIMIT :chunk;
\endif
