-- Devices a player has signed in from: a random id the client keeps (the questlog_device cookie
-- or the x-device-id header), stored as its SHA-256. Failed sign-ins from a known device are
-- counted apart from everyone else's, so guessing cannot lock the owner out.
CREATE TABLE sign_in_devices (
  id_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX sign_in_devices_user ON sign_in_devices (user_id, last_used_at);

-- A streak of failures per account and client (`account:<id>|device:<hash>`,
-- `account:<id>|address:<ip>`) past its limit is refused until locked_until, which grows with
-- each further failure. Window counts leave it null.
ALTER TABLE sign_in_failures ADD COLUMN locked_until timestamptz;
