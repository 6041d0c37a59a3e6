-- Contacts :from .. :to - 1; contact n belongs to organization bo-(n % :orgs).
INSERT INTO contact (id, uuid, company_id, firstname, lastname, is_company, email, email_normalized, phone,
                     address, alerts, custom_fields, created_at, updated_at)
SELECT 'bc-' || n, 'bc-' || n, 'bo-' || (n % :orgs), 'First' || n, 'Last' || n, FALSE,
       'Person' || n || '@Example.com', 'person' || n || '@example.com', '+1206555' || lpad((n % 10000)::text, 4, '0'),
       '{}', '[]', '{"segment":"bench"}', now(), now()
FROM generate_series(:from, :to - 1) AS n;
