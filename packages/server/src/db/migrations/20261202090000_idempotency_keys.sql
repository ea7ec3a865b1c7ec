-- The Idempotency-Key a player sent with a change, and the answer it got, kept at least 24 hours
-- (docs/api-compatibility.md, "Retrying a change"). The row is inserted in the same transaction as
-- the change it guards, so a change that committed always has its key and a retry can never apply
-- it again; the answer (status, the headers a client needs, the body) is stored on the row once it
-- is sent, and is null in between. A fingerprint of the request tells a retry from a key reused
-- for another request.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  status smallint,
  headers jsonb,
  body text,
  PRIMARY KEY (user_id, key)
);
-- Look-ups sweep expired rows, the oldest first (db/repositories/idempotencyKeys.ts).
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);
