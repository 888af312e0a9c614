import type { FastifyBaseLogger } from 'fastify';
import * as oidc from 'openid-client';
import { providerDidMfa } from '#domain/sso/claims';
import { SSO_CALLBACK_PATH } from '#domain/sso/sign-in';
import { reserveAttempts } from '../auth/rate-limit';
import { hashToken } from '../auth/tokens';
import { addMinutes } from '../clock';
import type { AppDeps } from '../deps';
import { personSignedIn, SsoRefusal } from './accounts';
import { insertSsoRequest, useSsoRequest } from './requests-repository';
import { readSso, type ProviderConnection } from './settings';

/** How long the person has at the provider before the sign-in must start again. */
export const SSO_REQUEST_MINUTES = 10;
/** Sign-ins one address may start in 15 minutes (a store's crew at a shift change is far fewer). */
export const SSO_STARTS_PER_ADDRESS = 100;
const SCOPE = 'openid email profile';

/** An openid-client error for the log: its code, message and what it says was wrong. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = 'code' in error && typeof error.code === 'string' ? `${error.code}: ` : '';
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  const detail =
    typeof error.cause === 'object' && error.cause !== null && 'claim' in error.cause
      ? ` [${String(error.cause.claim)}]`
      : '';
  return `${code}${error.message}${cause}${detail}`;
}

/** Network failures and time-outs: the provider could not be reached, nothing was refused. */
function unreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'TimeoutError' ||
    error.name === 'AbortError' ||
    (error instanceof TypeError && error.message === 'fetch failed') ||
    (error instanceof oidc.ResponseBodyError && error.status >= 500)
  );
}

async function configurationOf(deps: AppDeps, provider: ProviderConnection) {
  try {
    return await deps.oidc.configurationFor(deps, provider);
  } catch (error) {
    deps.oidc.forget();
    throw new SsoRefusal('unavailable', error instanceof Error ? error.message : String(error));
  }
}

/** Where the provider sends the person back: the server's public address, else this request's. */
export const redirectUriOf = (origin: string) => `${origin}${SSO_CALLBACK_PATH}`;

/**
 * The provider's sign-in page for this browser: a PKCE challenge, a state the browser keeps in a
 * cookie and a nonce the ID token must carry, stored by the state's hash for ten minutes.
 */
export async function startSsoSignIn(
  deps: AppDeps,
  redirectUri: string,
  ip: string,
): Promise<{ url: string; state: string }> {
  const { provider } = await readSso(deps);
  if (!provider) throw new SsoRefusal('notConfigured');
  // Each start keeps a row for ten minutes: one address may not fill the table.
  const reservation = await reserveAttempts(deps, [
    { subject: `sso-start:${ip}`, max: SSO_STARTS_PER_ADDRESS },
  ]);
  if (!reservation.ok) throw new SsoRefusal('tooMany');
  const config = await configurationOf(deps, provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = deps.clock.now();
  await insertSsoRequest(deps.db.kysely, {
    stateHash: hashToken(state),
    codeVerifier,
    nonce,
    issuer: provider.issuer,
    createdAt: now.toISOString(),
    expiresAt: addMinutes(now, SSO_REQUEST_MINUTES).toISOString(),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state };
}

export interface SsoAnswer {
  /** The callback's query string as it arrived (`?code=…&state=…`). */
  query: string;
  redirectUri: string;
  /** The state this browser was given when it left (its cookie). */
  browserState: string | undefined;
}

/**
 * The provider's answer, checked by `openid-client`: the state is this browser's and unused,
 * the code is exchanged once with its PKCE verifier, and the ID token is signed by the
 * provider's keys, names it as issuer and ShiftCheck as audience, carries the nonce and has not
 * expired. Then the person it names (accounts.ts). Throws SsoRefusal with the reason.
 */
export async function completeSsoSignIn(
  deps: AppDeps,
  answer: SsoAnswer,
  log: FastifyBaseLogger,
): Promise<{ userId: string; providerDidMfa: boolean }> {
  const currentUrl = new URL(`${answer.redirectUri}${answer.query}`);
  const state = currentUrl.searchParams.get('state');
  if (!state || state !== answer.browserState) throw new SsoRefusal('expired', 'state differs');
  const now = deps.clock.now();
  const request = await useSsoRequest(
    deps.db.kysely,
    hashToken(state),
    now.toISOString(),
    addMinutes(now, -24 * 60).toISOString(),
  );
  if (!request) throw new SsoRefusal('expired', 'unknown, used or expired state');
  const { provider, policy } = await readSso(deps);
  if (!provider) throw new SsoRefusal('notConfigured');
  if (provider.issuer !== request.issuer) throw new SsoRefusal('expired', 'provider changed');
  if (currentUrl.searchParams.has('error')) {
    throw new SsoRefusal('refused', currentUrl.searchParams.get('error') ?? undefined);
  }
  const config = await configurationOf(deps, provider);
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new SsoRefusal('untrusted', 'no ID token');
    claims = { ...(await userInfo(config, tokens.access_token, idToken.sub, log)), ...idToken };
  } catch (error) {
    if (error instanceof SsoRefusal) throw error;
    if (unreachable(error)) throw new SsoRefusal('unavailable', String(error));
    const code = error instanceof oidc.ResponseBodyError ? error.error : undefined;
    // The provider refused the code: used already, or expired there.
    if (code === 'invalid_grant') throw new SsoRefusal('expired', 'code refused by the provider');
    throw new SsoRefusal('untrusted', describe(error));
  }
  deps.oidc.keepKeys(provider, config);
  const userId = await personSignedIn(deps, policy, claims);
  return { userId, providerDidMfa: providerDidMfa(claims.amr) };
}

/**
 * What the userinfo endpoint adds (groups, names a provider leaves out of its ID tokens), for
 * the same subject; nothing when there is no endpoint or it fails (the ID token suffices).
 */
async function userInfo(
  config: oidc.Configuration,
  accessToken: string,
  subject: string,
  log: FastifyBaseLogger,
): Promise<Record<string, unknown>> {
  if (!config.serverMetadata().userinfo_endpoint) return {};
  try {
    return { ...(await oidc.fetchUserInfo(config, accessToken, subject)) };
  } catch (error) {
    log.warn({ err: error }, 'the identity provider’s userinfo could not be read');
    return {};
  }
}
