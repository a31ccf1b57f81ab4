import * as client from 'openid-client';
import type { OAuthProviderConfig } from '../../../config';

export interface SocialClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  preferredUsername: string | null;
  picture: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The configured OpenID Connect providers. Discovery runs on first use and is cached; a failed discovery is
 * retried next time, so a provider that was down at start does not stay broken.
 */
export function createOidcClients(providers: OAuthProviderConfig[]) {
  const cache = new Map<string, Promise<client.Configuration>>();

  function configuration(provider: OAuthProviderConfig): Promise<client.Configuration> {
    let pending = cache.get(provider.name);
    if (!pending) {
      const insecure = provider.issuer.startsWith('http:');
      pending = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        provider.clientSecret,
        provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : {},
      );
      pending.catch(() => cache.delete(provider.name));
      cache.set(provider.name, pending);
    }
    return pending;
  }

  return {
    find(name: string): OAuthProviderConfig | null {
      return providers.find((provider) => provider.name === name) ?? null;
    },
    list(): { name: string; label: string }[] {
      return providers.map(({ name, label }) => ({ name, label }));
    },
    async authorizationUrl(provider: OAuthProviderConfig, redirectUri: string, checks: { state: string; nonce: string; verifier: string }): Promise<URL> {
      const config = await configuration(provider);
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
    },
    /** Exchanges the code (PKCE, state and nonce checked) and reads the identity from the ID token and userinfo. */
    async complete(provider: OAuthProviderConfig, currentUrl: URL, checks: { state: string; nonce: string; verifier: string }): Promise<SocialClaims> {
      const config = await configuration(provider);
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      const info: Record<string, unknown> = config.serverMetadata().userinfo_endpoint
        ? { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)) }
        : {};
      const pick = (key: string) => text(info[key]) ?? text(claims[key]);
      return {
        subject: claims.sub,
        email: pick('email'),
        emailVerified: info.email_verified === true || claims.email_verified === true,
        name: pick('name'),
        preferredUsername: pick('preferred_username'),
        picture: pick('picture'),
      };
    },
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;
export const newChecks = () => ({ state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() });
