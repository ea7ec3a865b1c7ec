-- Party membership moves from users.party._id to groups/group_members. users.party keeps only
-- the player's own side: the quest progress (party.quest: key, RSVPNeeded, completed, progress)
-- and the member list's sort preferences (party.order, party.orderAscending).
--
-- A party id that is a uuid keeps its value; any other string (there were no parties yet, only
-- test data) gets a new one. The earliest member becomes the leader.
CREATE TEMPORARY TABLE party_ids ON COMMIT DROP AS
SELECT old_id,
  CASE WHEN old_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    THEN old_id::uuid ELSE gen_random_uuid() END AS id
FROM (SELECT DISTINCT party->>'_id' AS old_id FROM users WHERE coalesce(party->>'_id', '') <> '') AS ids;

INSERT INTO groups (id, type, name, leader_id, member_count)
SELECT p.id, 'party', 'Party',
  (SELECT u.id FROM users u WHERE u.party->>'_id' = p.old_id ORDER BY u.created_at, u.id LIMIT 1),
  (SELECT count(*) FROM users u WHERE u.party->>'_id' = p.old_id)
FROM party_ids p;

INSERT INTO group_members (group_id, user_id, group_type, joined_at)
SELECT p.id, u.id, 'party', u.created_at
FROM users u JOIN party_ids p ON p.old_id = u.party->>'_id';

UPDATE users SET party = party - '_id' WHERE party ? '_id';
