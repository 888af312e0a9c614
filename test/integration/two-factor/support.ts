// Signing in through two-factor in the integration suites: cookies kept per browser, codes
// made from the secret at the test clock's time.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP, URI } from 'otpauth';
import { DEVICE_COOKIE } from '#server/auth/known-devices-repository';
import { SESSION_COOKIE } from '#server/auth/session-plugin';
import { CHALLENGE_COOKIE } from '#server/two-factor/challenge-cookie';
import type { TestClock } from '#test/support/harness';

/** The app's code for a secret at the clock's time, `steps` periods of 30 s later or earlier. */
export function codeAt(secret: string, clock: TestClock, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    timestamp: clock.now().getTime() + steps * 30_000,
  });
}

/** The base32 secret an otpauth:// URI holds (what an app reads from the QR code). */
export function secretOfUri(uri: string): string {
  const parsed = URI.parse(uri);
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP URI: ${uri}`);
  return parsed.secret.base32;
}

/** One browser: the cookies the server set it, sent back with each request, from one address. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: FastifyInstance,
    readonly ip: string,
  ) {}

  private async send(method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0)) {
        this.cookies.delete(set.name);
      } else if (set.expires && set.expires.getTime() <= Date.now()) {
        this.cookies.delete(set.name);
      } else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get = (url: string) => this.send('GET', url);
  post = (url: string, body?: object) => this.send('POST', url, body);
  delete = (url: string) => this.send('DELETE', url);

  signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-in', { email, password });
  }

  get session() {
    return this.cookies.get(SESSION_COOKIE);
  }
  get challenge() {
    return this.cookies.get(CHALLENGE_COOKIE);
  }
  get device() {
    return this.cookies.get(DEVICE_COOKIE);
  }
}
