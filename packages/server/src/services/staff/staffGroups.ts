// /admin/groups/:groupId (groupSupport): staff read or edit any group, presented as GET /groups/:id
// presents it (the leader's name, the managers) but without its chat, which staff do not read here.
import { NotFound, isUuid } from '@questlog/core';
import type { Queryable } from '../../db/database.ts';
import { findGroup } from '../../db/repositories/groups.ts';
import { presentGroupFor } from '../parties/groupReader.ts';
import type { ServiceContext } from '../serviceContext.ts';
import { editGroupAsStaff, type AdminGroupEdit } from './adminGroupEditor.ts';

export async function readGroupAsStaff(db: Queryable, groupId: string) {
  const group = isUuid(groupId) ? await findGroup(db, groupId) : undefined;
  if (!group) throw new NotFound('groupWithIDNotFound', { params: { groupId } });
  return presentGroupFor(db, group, { withChat: false });
}

export async function updateGroupAsStaff(
  context: ServiceContext,
  groupId: string,
  edit: AdminGroupEdit,
) {
  if (!isUuid(groupId)) throw new NotFound('groupWithIDNotFound', { params: { groupId } });
  const group = await context.db.transaction((tx) =>
    editGroupAsStaff(tx, {
      groupId: groupId.toLowerCase(),
      actorId: context.actorId!,
      edit,
      now: context.clock.now(),
    }),
  );
  return presentGroupFor(context.db, group, { withChat: false });
}
