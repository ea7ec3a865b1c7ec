// LISTEN takes an identifier, not a parameter: channel names are checked, never quoted.
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}
