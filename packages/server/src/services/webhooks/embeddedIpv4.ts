// The IPv4 addresses an IPv6 address carries. Several IPv6 forms deliver to an IPv4 host, so a
// private IPv4 address hidden in one (http://[::7f00:1]/ is 127.0.0.1) must be judged as that
// IPv4 address:
// - IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d and the translated ::ffff:0:a.b.c.d:
//   the last 32 bits;
// - NAT64 64:ff9b::/96: the last 32 bits;
// - local-use NAT64 64:ff9b:1::/48: the network picks a prefix length of /48, /56, /64 or /96,
//   which places the 32 bits differently (never in bits 64-71, which stay zero, and only zeros
//   after them); every placement the address is well-formed for counts, since we cannot know
//   which one the network uses;
// - 6to4 2002::/16: bits 16-47;
// - Teredo 2001::/32: the relay's address in bits 32-63 and the client's, inverted, in the last 32.
import { isIP } from 'node:net';

const LAST_FOUR = [12, 13, 14, 15];

/** Where each prefix length of 64:ff9b:1::/48 puts the IPv4 address (byte indexes). */
const LOCAL_USE_NAT64_PLACES = [[6, 7, 9, 10], [7, 9, 10, 11], [9, 10, 11, 12], LAST_FOUR];

/** Every IPv4 address (dotted) the IPv6 address embeds; empty for none or a non-IPv6 string. */
export function embeddedIpv4(address: string): string[] {
  const bytes = ipv6Bytes(address);
  if (!bytes) return [];
  const startsWith = (...prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);
  const zeros = (count: number) => Array.from({ length: count }, () => 0);

  if (
    startsWith(...zeros(12)) ||
    startsWith(...zeros(10), 0xff, 0xff) ||
    startsWith(...zeros(8), 0xff, 0xff, 0, 0) ||
    startsWith(0, 0x64, 0xff, 0x9b, ...zeros(8))
  ) {
    return [dotted(bytes, LAST_FOUR)];
  }
  if (startsWith(0, 0x64, 0xff, 0x9b, 0, 1)) {
    return LOCAL_USE_NAT64_PLACES.filter((place) => isWellFormedPlace(bytes, place)).map((place) =>
      dotted(bytes, place),
    );
  }
  if (startsWith(0x20, 0x02)) return [dotted(bytes, [2, 3, 4, 5])];
  if (startsWith(0x20, 0x01, 0, 0)) {
    const client = LAST_FOUR.map((index) => bytes[index]! ^ 0xff);
    return [dotted(bytes, [4, 5, 6, 7]), client.join('.')];
  }
  return [];
}

/**
 * The shorter prefixes need byte 8 and every byte after the address zero. The /96 placement has
 * no reserved octet, but zeros there (0.0.0.0) are what the shorter ones leave behind, not an
 * address a translator delivers to.
 */
function isWellFormedPlace(bytes: readonly number[], place: readonly number[]): boolean {
  const last = place.at(-1)!;
  if (last === 15) return LAST_FOUR.some((index) => bytes[index] !== 0);
  return bytes[8] === 0 && bytes.slice(last + 1).every((byte) => byte === 0);
}

function dotted(bytes: readonly number[], indexes: readonly number[]): string {
  return indexes.map((index) => bytes[index]!).join('.');
}

/** The 16 bytes of an IPv6 address in any textual form (zone id, `::`, dotted tail). */
function ipv6Bytes(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (isIP(bare) !== 6) return undefined;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const hex = tail
    ? `${bare.slice(0, tail.index)}${hexGroup(tail[1], tail[2])}:${hexGroup(tail[3], tail[4])}`
    : bare;
  const [head = '', rest] = hex.split('::');
  const groupsOf = (part: string) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const front = groupsOf(head);
  const back = rest === undefined ? [] : groupsOf(rest);
  const gap = Array.from({ length: 8 - front.length - back.length }, () => 0);
  return [...front, ...gap, ...back].flatMap((group) => [group >> 8, group & 0xff]);
}

function hexGroup(high: string | undefined, low: string | undefined): string {
  return ((Number(high) << 8) | Number(low)).toString(16);
}
