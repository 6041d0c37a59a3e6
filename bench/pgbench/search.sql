-- GET /locations/bo-0?search=<n> &bedCount=<b>: the organization, then the first chunk of matches.
\set q random(1, 999)
\set beds random(1, 4)
SELECT * FROM organization WHERE id = 'bo-0';
SELECT l.* FROM location l WHERE l.company_id = 'bo-0' AND l.active = TRUE AND l.publish_status = 'PUBLISHED'
  AND l.bed_count = :beds AND l.search_text LIKE '%' || :q || ' %' ORDER BY l.name, l.id LIMIT 1000;
