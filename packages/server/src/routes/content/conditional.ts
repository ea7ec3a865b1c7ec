// The two request headers GET /content negotiates on: If-None-Match (answer 304 when the client's
// copy is current) and Accept-Encoding (send the stored gzip when the client takes it).

/** Whether If-None-Match names one of these ETags (weak comparison, as RFC 9110 §13.1.2 asks). */
export function matchesEtag(ifNoneMatch: string | undefined, etags: readonly string[]): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || etags.includes(tag));
}

/** Whether Accept-Encoding admits gzip: named (or `*`) without `q=0`. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (acceptEncoding === undefined) return false;
  return acceptEncoding.split(',').some((entry) => {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (coding !== 'gzip' && coding !== 'x-gzip' && coding !== '*') return false;
    const quality = params.find((param) => param.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}
