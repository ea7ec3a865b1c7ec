// The IPv4 addresses hidden in IPv6 forms, which the webhook guard judges as IPv4.
import { describe, expect, it } from 'vitest';
import { embeddedIpv4 } from './embeddedIpv4.ts';

describe('embeddedIpv4', () => {
  it.each([
    // IPv4-compatible, in the forms a URL or a resolver may give
    ['::7f00:1', ['127.0.0.1']],
    ['::127.0.0.1', ['127.0.0.1']],
    ['0:0:0:0:0:0:7f00:1', ['127.0.0.1']],
    ['::a00:1', ['10.0.0.1']],
    ['::1', ['0.0.0.1']],
    ['::', ['0.0.0.0']],
    // IPv4-mapped and translated
    ['::ffff:127.0.0.1', ['127.0.0.1']],
    ['::FFFF:7F00:1', ['127.0.0.1']],
    ['::ffff:c0a8:101', ['192.168.1.1']],
    ['::ffff:0:a9fe:a9fe', ['169.254.169.254']],
    // NAT64, well-known prefix
    ['64:ff9b::7f00:1', ['127.0.0.1']],
    ['64:ff9b::10.1.2.3', ['10.1.2.3']],
    ['64:ff9b::808:808', ['8.8.8.8']],
    // local-use NAT64: /96, /64, /56 and /48 placements
    ['64:ff9b:1::7f00:1', ['127.0.0.1']],
    ['64:ff9b:1:abcd:0:1:7f00:1', ['127.0.0.1']],
    ['64:ff9b:1:0:7f:0:100::', ['127.0.0.1', '1.0.0.0']],
    ['64:ff9b:1:7f:0:1::', ['127.0.0.1', '0.0.1.0']],
    ['64:ff9b:1:7f00:0:100::', ['127.0.0.1', '0.0.1.0', '0.1.0.0']],
    ['64:ff9b:1:808:8:800::', ['8.8.8.8', '8.8.8.0', '8.8.0.0']],
    ['64:ff9b:1::', ['0.0.0.0', '0.0.0.0', '0.0.0.0']],
    // 6to4
    ['2002:7f00:1::1', ['127.0.0.1']],
    ['2002:c0a8:101:1::1', ['192.168.1.1']],
    ['2002:808:808::1', ['8.8.8.8']],
    // Teredo: relay, then the client with its bits inverted
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', ['65.54.227.120', '127.0.0.1']],
    ['2001::4136:e378:8000:63bf:f5ff:fffe', ['65.54.227.120', '10.0.0.1']],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', ['65.54.227.120', '8.8.8.8']],
    // a zone id does not hide the address
    ['::ffff:7f00:1%eth0', ['127.0.0.1']],
  ])('%s carries %j', (address, expected) => {
    expect(embeddedIpv4(address)).toEqual(expected);
  });

  it.each([
    '2606:4700:4700::1111',
    'fe80::1',
    '2001:db8::1',
    '2001:1::1',
    '64:ff9b:2::7f00:1',
    '127.0.0.1',
    'not an address',
  ])('%s carries none', (address) => {
    expect(embeddedIpv4(address)).toEqual([]);
  });
});
