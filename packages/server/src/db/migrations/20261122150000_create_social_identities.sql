-- Social sign-in (issue 3 server 5): the provider accounts (Google, Apple) linked
-- to a player, and the one-time codes that hand a browser sign-in over to the web app.
CREATE TABLE social_identities (
  network text NOT NULL CHECK (network IN ('google', 'apple')),
  -- The ID token's `sub`: the provider's stable id of its account.
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What the provider said the e-mail was when the identity was linked (lower-cased), if anything.
  email text CHECK (email = lower(email)),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network, subject)
);
-- One account per network per player.
CREATE UNIQUE INDEX social_identities_user_network ON social_identities (user_id, network);

-- After Apple's form-post callback the server redirects the browser to the web app with a code,
-- never with the API token; the web app exchanges the code (once, within minutes) for a token.
-- Only the code's SHA-256 is kept.
CREATE TABLE social_handover_codes (
  code_hash bytea PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_user boolean NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX social_handover_codes_expiry ON social_handover_codes (expires_at);
