// TRUST_PROXY names the proxies whose X-Forwarded-For is believed; anyone else's is ignored, so a
// client cannot pick the address the per-address limits count it under (issue 13).
import { describe, expect, it } from 'vitest';
import { noDatabase } from '../../test/helpers/noDatabase.ts';
import { buildTestApp } from '../../test/helpers/testApp.ts';

async function addressSeen(trustProxy: string[], remoteAddress: string, forwardedFor: string) {
  const app = buildTestApp(noDatabase, { trustProxy });
  app.get('/address-seen', async (request) => ({ ip: request.ip }));
  const response = await app.inject({
    method: 'GET',
    url: '/address-seen',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return response.json<{ ip: string }>().ip;
}

describe('the client address behind proxies', () => {
  it.each([
    ['no proxy is trusted', [], '10.0.0.5', '10.0.0.5'],
    ['the peer is a listed proxy', ['10.0.0.0/8'], '10.0.0.5', '203.0.113.9'],
    ['the peer is a listed address', ['127.0.0.1'], '127.0.0.1', '203.0.113.9'],
    ['the peer is not a listed proxy', ['10.0.0.0/8'], '198.51.100.7', '198.51.100.7'],
  ])('when %s', async (_case, trustProxy, peer, expected) => {
    expect(await addressSeen(trustProxy, peer, '203.0.113.9')).toBe(expected);
  });
});
