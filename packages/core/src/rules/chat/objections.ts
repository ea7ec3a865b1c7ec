// What stands between two players for an interaction, in the original's order: the sender's revoked
// chat, a block either way, the receiver's closed inbox (messages only), gems to oneself. Empty:
// allowed. A message to oneself is allowed.
export const INTERACTIONS = ['send-private-message', 'transfer-gems', 'group-invitation'] as const;
export type Interaction = (typeof INTERACTIONS)[number];

export interface InteractionParty {
  id: string;
  chatRevoked: boolean;
  blocks: readonly string[];
  optOut: boolean;
}

export function interactionObjections(
  sender: InteractionParty,
  receiver: InteractionParty,
  interaction: Interaction,
): string[] {
  const objections: string[] = [];
  if (sender.chatRevoked) objections.push('chatPrivilegesRevoked');
  if (receiver.blocks.includes(sender.id)) objections.push('notAuthorizedToSendMessageToThisUser');
  if (sender.blocks.includes(receiver.id)) objections.push('blockedToSendToThisUser');
  if (interaction === 'send-private-message' && receiver.optOut) {
    objections.push('notAuthorizedToSendMessageToThisUser');
  }
  if (interaction === 'transfer-gems' && sender.id === receiver.id) {
    objections.push('cannotSendGemsToYourself');
  }
  return [...new Set(objections)];
}
