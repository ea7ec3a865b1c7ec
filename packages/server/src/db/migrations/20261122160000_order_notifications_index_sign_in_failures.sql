-- Expired sign-in failure windows are swept on each successful sign-in; this keeps that cheap.
CREATE INDEX sign_in_failures_window ON sign_in_failures (window_started_at);

-- Notifications created in one transaction share a timestamp: this keeps them in creation order.
ALTER TABLE notifications ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY;
