// The social networks a player may sign in with (apple, google) and whether this
// server has them configured. A network without a client id is off: its calls answer 404.
import { NotFound } from '@questlog/core';
import type { SocialNetworkConfig, SocialSignInConfig } from '../../config.ts';

export const SOCIAL_NETWORKS = ['google', 'apple'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const NETWORK_NAMES: Record<SocialNetwork, string> = { google: 'Google', apple: 'Apple' };

export function isNetworkEnabled(config: SocialSignInConfig, network: SocialNetwork): boolean {
  return config[network].clientId !== undefined;
}

/** The network's settings with its client id, or the 404 of a network that is off. */
export function enabledNetwork(
  config: SocialSignInConfig,
  network: SocialNetwork,
): SocialNetworkConfig & { clientId: string } {
  const settings = config[network];
  if (settings.clientId === undefined) {
    throw new NotFound('socialNetworkDisabled', {
      message: `Sign-in with ${NETWORK_NAMES[network]} is not enabled on this server.`,
    });
  }
  return { ...settings, clientId: settings.clientId };
}
