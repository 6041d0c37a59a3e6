-- Cards :from .. :to - 1 on board bb-(n % :orgs), each referencing a contact of the same organization.
INSERT INTO card (id, board_id, company_id, name, field_values, archived, created_at, updated_at)
SELECT 'bk-' || n, 'bb-' || (n % :orgs), 'bo-' || (n % :orgs), 'Application ' || n,
       '{"stage":"new","email":"person' || n || '@example.com"}', FALSE,
       now() - make_interval(secs => n), now() - make_interval(secs => n)
FROM generate_series(:from, :to - 1) AS n;

INSERT INTO card_reference (card_id, contact_id)
SELECT 'bk-' || n, 'bc-' || ((n * 7 % (:contacts / :orgs)) * :orgs + n % :orgs)
FROM generate_series(:from, :to - 1) AS n;
