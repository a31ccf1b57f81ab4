import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A 1×1 PNG: the provider's profile picture, copied by the platform into its own storage. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface IdpPerson {
  email: string;
  emailVerified?: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback. It listens first, so its issuer URL can go
 * into the platform's configuration, and takes the client's redirect URI afterwards. Any login is accepted
 * (development interactions); consent is granted automatically.
 */
export async function startLoopbackIdp(people: Record<string, IdpPerson>) {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (req.url === '/avatar.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PICTURE.length }).end(PICTURE);
      return;
    }
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = { id: 'torneos', secret: 'loopback-client-secret-for-tests' };

  return {
    issuer,
    client,
    /** Starts answering as a provider for a client that redirects to `redirectUri`. */
    register(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [{ client_id: client.id, client_secret: client.secret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
        cookies: { keys: ['loopback-idp-cookie-key'] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture', 'preferred_username'] },
        pkce: { required: () => true },
        async findAccount(_ctx: KoaContextWithOIDC, sub: string) {
          const person = people[sub] ?? { email: `${sub}@idp.test`, name: sub };
          return {
            accountId: sub,
            claims: async () => ({
              sub,
              email: person.email,
              email_verified: person.emailVerified ?? true,
              name: person.name,
              preferred_username: sub,
              picture: `${issuer}/avatar.png`,
            }),
          };
        },
        async loadExistingGrant(ctx: KoaContextWithOIDC) {
          const accountId = ctx.oidc.session?.accountId;
          const clientId = ctx.oidc.client?.clientId;
          if (!accountId || !clientId) return undefined;
          const grant = new ctx.oidc.provider.Grant({ accountId, clientId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type LoopbackIdp = Awaited<ReturnType<typeof startLoopbackIdp>>;
