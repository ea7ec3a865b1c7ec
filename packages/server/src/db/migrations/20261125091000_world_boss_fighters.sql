-- Who fought a world boss (issue 15): each player whose day reached the Tavern's boss is listed
-- once per boss; when it falls, each is rewarded once (rewarded_at set in the reward's own
-- transaction), instead of rewarding "every user in the database" as the original does.
CREATE TABLE world_boss_fighters (
  quest_key text NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  rewarded_at timestamptz,
  PRIMARY KEY (quest_key, user_id)
);
CREATE INDEX world_boss_fighters_unrewarded ON world_boss_fighters (quest_key)
  WHERE rewarded_at IS NULL;
