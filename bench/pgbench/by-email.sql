-- (the key hash is filled in by run.sh)
-- POST /api/contacts/by-email with one address: the key, then the contacts.
\set c random(0, :per_org - 1)
\set n :c * :orgs
SELECT * FROM api_key WHERE key_hash = :'keyhash';
SELECT * FROM contact WHERE company_id = 'bo-0' AND email_normalized IN ('person' || :n::text || '@example.com')
  ORDER BY email_normalized, id LIMIT 20;
