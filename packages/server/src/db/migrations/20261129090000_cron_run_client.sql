-- A day boundary's client (the x-client header of the request it ran in), for the admin
-- history's `cron` list ({timestamp, checkinCount, client}). Null for runs made
-- before this column, by a job, or by a request that sent no header.
ALTER TABLE cron_runs ADD COLUMN client text;
