// The request-forgery guard: what counts as private, and the resolved address deciding.
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, resolveTarget, type Resolver } from './addressGuard.ts';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.0.0.8', true],
    ['172.16.5.4', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.1', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['::', true],
    ['fe80::1', true],
    ['fd12:3456::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::a00:1', true],
    ['2002:c0a8:0101::1', true],
    ['2606:4700:4700::1111', false],
    ['not an address', true],
    // IPv6 forms that deliver to an IPv4 host are judged by that host
    ['::7f00:1', true],
    ['::127.0.0.1', true],
    ['::808:808', false],
    ['::ffff:0:7f00:1', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::808:808', false],
    ['64:ff9b:1::a9fe:a9fe', true],
    ['64:ff9b:1:7f00:0:100::', true],
    ['64:ff9b:1::808:808', false],
    ['64:ff9b:1:808:8:800::', false],
    ['2002:7f00:1::1', true],
    ['2002:808:808::1', false],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', true],
    ['2001:0:4136:e378:8000:63bf:f5ff:fffe', true],
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', false],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', true],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('resolveTarget', () => {
  const resolver =
    (addresses: string[]): Resolver =>
    async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('refuses a public-looking name that resolves to a private address', async () => {
    await expect(
      resolveTarget(new URL('https://innocent.example.com/hook'), {
        allowPrivate: false,
        resolve: resolver(['10.0.0.5']),
      }),
    ).rejects.toMatchObject({ key: 'webhookUrlNotAllowed' });
  });

  it('refuses when any of the answers is private', async () => {
    await expect(
      resolveTarget(new URL('https://mixed.example.com/'), {
        allowPrivate: false,
        resolve: resolver(['93.184.216.34', '127.0.0.1']),
      }),
    ).rejects.toMatchObject({ key: 'webhookUrlNotAllowed' });
  });

  it.each(['::7f00:1', '::ffff:a00:5', '64:ff9b::a9fe:a9fe', '2002:a00:1::1'])(
    'refuses a name that resolves to %s, an IPv4-carrying form of a private address',
    async (address) => {
      await expect(
        resolveTarget(new URL('https://sneaky.example.com/'), {
          allowPrivate: false,
          resolve: resolver([address]),
        }),
      ).rejects.toMatchObject({ key: 'webhookUrlNotAllowed' });
    },
  );

  it('answers the checked address, which the request is then pinned to', async () => {
    expect(
      await resolveTarget(new URL('https://public.example.com/'), {
        allowPrivate: false,
        resolve: resolver(['93.184.216.34']),
      }),
    ).toEqual({ address: '93.184.216.34', family: 4 });
  });

  it('checks an address literal without asking the resolver', async () => {
    const never: Resolver = () => Promise.reject(new Error('asked'));
    await expect(
      resolveTarget(new URL('http://[::1]:8080/'), { allowPrivate: false, resolve: never }),
    ).rejects.toMatchObject({ key: 'webhookUrlNotAllowed' });
    expect(
      await resolveTarget(new URL('http://127.0.0.1/'), { allowPrivate: true, resolve: never }),
    ).toEqual({ address: '127.0.0.1', family: 4 });
  });
});
