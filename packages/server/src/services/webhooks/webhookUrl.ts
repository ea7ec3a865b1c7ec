// A webhook's URL when it is saved: an absolute http or https address (400 invalidWebhookUrl),
// and not one that names a private, loopback or link-local address outright (400
// webhookUrlNotAllowed). Names that resolve to such addresses are caught at delivery, where the
// resolved address is what counts (addressGuard.ts).
import { BadRequest, formatMessage } from '@questlog/core';
import { namesPrivateAddress } from './addressGuard.ts';

export function checkWebhookUrl(raw: string, { allowPrivate }: { allowPrivate: boolean }): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidUrl(raw);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw invalidUrl(raw);
  }
  if (!allowPrivate && namesPrivateAddress(url)) throw new BadRequest('webhookUrlNotAllowed');
  return url.href;
}

function invalidUrl(value: string): BadRequest {
  return new BadRequest('invalidWebhookUrl', {
    errors: [{ param: 'url', message: formatMessage('invalidWebhookUrl'), value }],
  });
}
