-- (the key hash is filled in by run.sh)
-- GET /api/board/bb-0?relatedId=<contact>: the key, the board, the page, the total and the references.
\set c random(0, :per_org - 1)
\set n :c * :orgs
SELECT * FROM api_key WHERE key_hash = :'keyhash';
SELECT * FROM board WHERE id = 'bb-0';
SELECT c.* FROM card c JOIN card_reference r ON r.card_id = c.id WHERE c.board_id = 'bb-0'
  AND r.contact_id = 'bc-' || :n::text AND c.archived IN (FALSE) ORDER BY c.created_at DESC, c.id DESC LIMIT 20;
SELECT COUNT(c.id) FROM card c JOIN card_reference r ON r.card_id = c.id WHERE c.board_id = 'bb-0'
  AND r.contact_id = 'bc-' || :n::text AND c.archived IN (FALSE);
