-- API tokens expire when unused (issue 13 §3): authentication refreshes last_used_at at most
-- once an hour and refuses a token idle longer than API_TOKEN_IDLE_DAYS. Tokens issued before
-- this count as used now. Sign-ins on too many devices push out the least recently used token.
ALTER TABLE api_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now();
DROP INDEX api_tokens_user;
CREATE INDEX api_tokens_user ON api_tokens (user_id, last_used_at);
