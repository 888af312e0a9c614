import * as oidc from 'openid-client';
import type { AppDeps } from '../deps';
import type { ProviderConnection } from './settings';

/** Seconds ShiftCheck waits for the identity provider before it says it could not reach it. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** How long a provider's discovery document is kept before it is read again. */
const DISCOVERY_KEPT_MS = 60 * 60_000;

interface Discovered {
  metadata: oidc.ServerMetadata;
  jwks: oidc.ExportedJWKSCache | undefined;
  readAt: number;
}

/** http:// is for a provider on this computer only (a test or a provider run beside it). */
function isLoopback(issuer: string): boolean {
  return new URL(issuer).protocol === 'http:';
}

const keyOf = (provider: ProviderConnection) => `${provider.issuer} ${provider.clientId}`;

/**
 * The provider's OpenID configuration for a sign-in: its discovery document read once an hour
 * (`openid-client` checks that it names the issuer asked for), and the client ShiftCheck is to
 * it. Its clock is the app's, so an ID token expires when the app's clock says so.
 */
export class OidcClients {
  private readonly discovered = new Map<string, Discovered>();

  async configurationFor(deps: AppDeps, provider: ProviderConnection): Promise<oidc.Configuration> {
    const key = keyOf(provider);
    const now = deps.clock.now().getTime();
    let known = this.discovered.get(key);
    if (!known || now - known.readAt > DISCOVERY_KEPT_MS || now < known.readAt) {
      const found = await oidc.discovery(
        new URL(provider.issuer),
        provider.clientId,
        undefined,
        undefined,
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: isLoopback(provider.issuer) ? [oidc.allowInsecureRequests] : [],
        },
      );
      known = { metadata: found.serverMetadata(), jwks: undefined, readAt: now };
      this.discovered.set(key, known);
    }
    const config = new oidc.Configuration(
      known.metadata,
      provider.clientId,
      {
        client_secret: provider.clientSecret,
        [oidc.clockSkew]: Math.round((now - Date.now()) / 1000),
      },
      oidc.ClientSecretPost(provider.clientSecret),
    );
    config.timeout = PROVIDER_TIMEOUT_SECONDS;
    if (isLoopback(provider.issuer)) oidc.allowInsecureRequests(config);
    if (known.jwks) oidc.setJwksCache(config, known.jwks);
    return config;
  }

  /** Keeps the keys a sign-in fetched for the next one. */
  keepKeys(provider: ProviderConnection, config: oidc.Configuration): void {
    const known = this.discovered.get(keyOf(provider));
    if (known) known.jwks = oidc.getJwksCache(config);
  }

  /** Reads the discovery document again next time (settings changed, or it failed). */
  forget(): void {
    this.discovered.clear();
  }
}
