/** The fields of a group that tell whether it is a paid group plan. */
export interface GroupPlanFacts {
  _id: string;
  purchased?: { plan?: { customerId?: string | null } };
}

// A guild whose id is a group plan goes to the group plan information screen.
export function groupPlanTarget(group: GroupPlanFacts): string | null {
  return group.purchased?.plan?.customerId ? `/group-plans/${group._id}/information` : null;
}
