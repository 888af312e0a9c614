// A real OpenID provider on loopback (panva's `oidc-provider`), as the chain's identity provider
// in the single sign-on tests: its people, their claims, and a login page a person (e2e) or a
// test (`signInAs`) goes through. Consent is taken as given, as for a chain's own app.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface IdpPerson {
  sub: string;
  email: string;
  name: string;
  groups: string[];
  /** Authentication methods it reports (RFC 8176): ['pwd', 'mfa'] when it did multi-factor. */
  amr?: string[];
  emailVerified?: boolean;
}

export const TEST_CLIENT = { id: 'shiftcheck', secret: 'test-client-secret-0123456789' };

export interface TestIdp {
  issuer: string;
  people: Map<string, IdpPerson>;
  /** How long its ID tokens last (seconds); 3600 unless changed. */
  idTokenSeconds: number;
  /**
   * Goes through the provider as `sub` signs in: from the authorization URL to the URL it sends
   * the browser back to (the app's callback with its code and state).
   */
  signInAs(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

const loginPage = (uid: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test IdP</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"></head>
<body><main><h1>Test IdP</h1>
<form method="post" action="/interaction/${uid}/login">
<label for="login">Username</label> <input id="login" name="login" autocomplete="username">
<button type="submit">Continue</button>
</form></main></body></html>`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk as Uint8Array));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts a provider on 127.0.0.1 that sends people back to `redirectUris`. */
export async function startTestIdp(redirectUris: readonly string[]): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const people = new Map<string, IdpPerson>();
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'test-key',
    alg: 'RS256',
    use: 'sig',
  };
  const idp: TestIdp = {
    issuer,
    people,
    idTokenSeconds: 3600,
    signInAs: (url, sub) => followSignIn(url, sub),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: [...redirectUris],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    // Entra ID and Okta put the profile's claims in the ID token too.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-idp-cookie-key-0123456789'] },
    ttl: { IdToken: () => idp.idTokenSeconds },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name,
          groups: person.groups,
        }),
      };
    },
    // The chain's own app: its people are not asked to consent.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (!match[2]) {
      ctx.type = 'html';
      ctx.body = loginPage(details.uid);
      return undefined;
    }
    const login = (await readForm(ctx.req)).get('login') ?? '';
    const person = people.get(login);
    const result = person
      ? { login: { accountId: login, amr: person.amr ?? ['pwd'] } }
      : { error: 'access_denied', error_description: 'unknown person' };
    await provider.interactionFinished(ctx.req, ctx.res, result, {
      mergeWithLastSubmission: false,
    });
    ctx.respond = false;
    return undefined;
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });

  /** A browser's way through: redirects followed by hand, cookies kept, the login form posted. */
  async function followSignIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    const send = async (url: URL, init: RequestInit = {}) => {
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...(init.headers ?? {}), cookie },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    };
    let url = new URL(authorizationUrl);
    for (let hop = 0; hop < 10; hop += 1) {
      if (url.origin !== issuer) return url;
      let response = await send(url);
      if (/^\/interaction\/[^/]+$/.test(url.pathname) && response.status === 200) {
        await response.arrayBuffer();
        response = await send(new URL(`${url.pathname}/login`, issuer), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login: sub }).toString(),
        });
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider answered ${response.status} at ${url.href}`);
      url = new URL(location, url);
    }
    throw new Error('the provider redirected more than ten times');
  }

  return idp;
}
