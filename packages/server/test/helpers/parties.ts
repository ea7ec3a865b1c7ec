// Parties for route tests: the first player leads, the others are members (group_members).
import type { Database } from '../../src/db/database.ts';
import { addGroupMember, createGroup } from '../../src/db/repositories/groups.ts';

export async function formParty(
  db: Database,
  [leader, ...members]: readonly { id: string }[],
  now = new Date(),
): Promise<string> {
  if (!leader) throw new Error('A party needs a leader');
  return db.transaction(async (tx) => {
    const party = await createGroup(tx, { type: 'party', name: 'Party', leaderId: leader.id, now });
    if (!party) throw new Error(`${leader.id} is already in a party`);
    for (const member of members) {
      if (!(await addGroupMember(tx, party.id, member.id, { now }))) {
        throw new Error(`${member.id} is already in a party`);
      }
    }
    return party.id;
  });
}
