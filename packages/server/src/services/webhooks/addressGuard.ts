// Server-side request forgery guard for webhooks: a delivery may not reach this machine, the
// private network or cloud metadata services. What counts is the address the hostname resolves
// to (a public name may point at 127.0.0.1), and the request then goes to exactly that address,
// so a second, different DNS answer cannot slip past the check. Tests and private installations
// turn the guard off with WEBHOOK_ALLOW_PRIVATE=1.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { BadRequest } from '@questlog/core';
import { embeddedIpv4 } from './embeddedIpv4.ts';

const refused = new BlockList();
// IPv4: "this network", private, carrier-grade NAT, loopback, link-local, IETF protocol
// assignments, benchmarking, documentation, multicast, reserved and broadcast.
for (const [network, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, bits, 'ipv4');
}
// IPv6: unspecified, loopback, unique local, link-local, site-local, multicast, documentation.
for (const [network, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  refused.addSubnet(network, bits, 'ipv6');
}

/**
 * Whether a delivery to the address would reach a refused network. An IPv6 address is refused
 * when it lies in a refused IPv6 range or any IPv4 address it carries (embeddedIpv4.ts) is
 * refused; anything that is not an address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  if (embeddedIpv4(address).some((inner) => refused.check(inner, 'ipv4'))) return true;
  return refused.check(address, 'ipv6');
}

export interface ResolvedTarget {
  address: string;
  family: 4 | 6;
}

export type Resolver = (hostname: string) => Promise<ResolvedTarget[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

/** The URL's hostname as an address literal, without IPv6 brackets, or undefined for a name. */
function literalAddress(hostname: string): string | undefined {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : undefined;
}

/** Whether the URL names a private address outright (checked when a hook is saved). */
export function namesPrivateAddress(url: URL): boolean {
  const literal = literalAddress(url.hostname);
  if (literal !== undefined) return isPrivateAddress(literal);
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The address to send to: the first the hostname resolves to, refused (webhookUrlNotAllowed)
 * when any of them is private, unless `allowPrivate`.
 */
export async function resolveTarget(
  url: URL,
  { allowPrivate, resolve = systemResolver }: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedTarget> {
  const literal = literalAddress(url.hostname);
  const addresses = literal
    ? [{ address: literal, family: isIP(literal) as 4 | 6 }]
    : await resolve(url.hostname);
  if (addresses.length === 0) throw new Error(`${url.hostname} resolves to no address`);
  if (!allowPrivate && addresses.some(({ address }) => isPrivateAddress(address))) {
    throw new BadRequest('webhookUrlNotAllowed');
  }
  return addresses[0]!;
}
