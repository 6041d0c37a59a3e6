-- What a key may do: full (every core call, as every key did before), read (the core API's reads only) or public
-- (nothing of the core API; the portal's answers for its organization's own token).
ALTER TABLE api_key ADD COLUMN scope VARCHAR(10) DEFAULT 'full' NOT NULL;
ALTER TABLE api_key ADD CONSTRAINT api_key_scope CHECK (scope IN ('full', 'read', 'public'));
