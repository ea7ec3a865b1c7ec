// A tiny OpenID provider on loopback for social sign-in tests: it publishes its discovery
// document and the public half of an RS256 key pair (JWKS), signs ID tokens with the private
// half, and redeems Sign in with Apple authorization codes at /token.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

export interface OidcProvider {
  /** `http://127.0.0.1:<port>`; also the issuer of its tokens. */
  issuer: string;
  jwksUrl: string;
  tokenUrl: string;
  /** An ID token signed by this provider; `claims` override the defaults (sub, aud, exp…). */
  signIdToken(claims: JWTPayload, options?: SignOptions): Promise<string>;
  /** An authorization code /token redeems for `idToken` (once). */
  issueCode(idToken: string): string;
  /** Client secrets /token must see verified with this public key (Apple's ES256 key). */
  expectClientSecretsFrom(publicKey: CryptoKey, clientId: string, teamId: string): void;
  close(): Promise<void>;
}

export interface SignOptions {
  /** Sign with a key the JWKS does not publish (but under the published key id). */
  withForeignKey?: boolean;
  /** The token's `iat`; `exp` defaults to an hour later. */
  now?: Date;
}

const KEY_ID = 'test-key-1';

export async function startOidcProvider(): Promise<OidcProvider> {
  const keys = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(keys.publicKey)),
    kid: KEY_ID,
    alg: 'RS256',
    use: 'sig',
  };
  const codes = new Map<string, string>();
  let secretCheck: { key: CryptoKey; clientId: string; teamId: string } | undefined;

  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      send(200, {
        issuer,
        jwks_uri: `${issuer}/keys`,
        token_endpoint: `${issuer}/token`,
        authorization_endpoint: `${issuer}/authorize`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    } else if (request.url === '/keys') {
      send(200, { keys: [publicJwk] });
    } else if (request.url === '/token' && request.method === 'POST') {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(text);
        const idToken = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        void checkSecret(form).then((isSecretRight) => {
          if (!idToken || !isSecretRight) send(400, { error: 'invalid_grant' });
          else send(200, { id_token: idToken, token_type: 'Bearer' });
        });
      });
    } else {
      send(404, { error: 'not found' });
    }
  });

  async function checkSecret(form: URLSearchParams): Promise<boolean> {
    if (!secretCheck) return true;
    if (form.get('client_id') !== secretCheck.clientId) return false;
    try {
      const { payload } = await jwtVerify(form.get('client_secret') ?? '', secretCheck.key, {
        issuer: secretCheck.teamId,
        subject: secretCheck.clientId,
      });
      return payload.aud !== undefined;
    } catch {
      return false;
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    jwksUrl: `${issuer}/keys`,
    tokenUrl: `${issuer}/token`,
    async signIdToken(claims, options = {}) {
      const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
      return new SignJWT({ iss: issuer, iat: issuedAt, exp: issuedAt + 3600, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
        .sign(options.withForeignKey ? foreign.privateKey : keys.privateKey);
    },
    issueCode(idToken) {
      const code = `code-${codes.size + 1}-${Math.random().toString(36).slice(2)}`;
      codes.set(code, idToken);
      return code;
    },
    expectClientSecretsFrom(key, clientId, teamId) {
      secretCheck = { key, clientId, teamId };
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
