-- Pending verification requests with known codes for the confirm scenario: request i has the code
-- lpad((i * 7919) % 1000000, 6, '0') and the address of a contact of bo-0.
INSERT INTO email_verification (id, company_id, email_normalized, code_hash, status, failed_attempts, created_at,
                                expires_at)
SELECT 'be' || lpad(to_hex(i), 30, '0'), 'bo-0', 'person' || ((i % :per_org) * :orgs) || '@example.com',
       encode(hmac('be' || lpad(to_hex(i), 30, '0') || ':' || lpad(((i * 7919) % 1000000)::text, 6, '0'), :'secret', 'sha256'), 'hex'),
       'PENDING', 0, now(), now() + interval '2 hours'
FROM generate_series(:from, :to - 1) AS i;
