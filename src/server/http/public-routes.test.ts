import { describe, expect, it } from 'vitest';
import { isPublicRoute, isScimRoute, isTokenRoute, signedOutMessage } from './public-routes';

describe('which routes answer without a session', () => {
  it('serves the web app, its assets and the health checks to anyone', () => {
    for (const url of ['/', '/assets/index-abc.js', '/theme-init.js', '/healthz', '/readyz']) {
      expect(isPublicRoute('GET', url), url).toBe(true);
    }
  });

  it('keeps the API closed except sign-in, sign-out, session, settings and the docs', () => {
    expect(isPublicRoute('POST', '/api/auth/sign-in')).toBe(true);
    expect(isPublicRoute('HEAD', '/api/auth/session')).toBe(true);
    expect(isPublicRoute('GET', '/api/docs/static/index.html')).toBe(true);
    expect(isPublicRoute('GET', '/api/checklists/:id')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/password')).toBe(false);
    expect(isPublicRoute('GET', '/api/docsx')).toBe(false);
  });

  it("opens the store tablet's own routes to its credential, not its lock", () => {
    expect(isPublicRoute('POST', '/api/tablet/pair')).toBe(true);
    expect(isPublicRoute('GET', '/api/tablet')).toBe(true);
    expect(isPublicRoute('POST', '/api/tablet/sign-in')).toBe(true);
    expect(isPublicRoute('POST', '/api/tablet/lock')).toBe(false);
    expect(isPublicRoute('DELETE', '/api/tablets/:id')).toBe(false);
  });

  it("opens single sign-on's way out and back, not its settings", () => {
    expect(isPublicRoute('GET', '/api/auth/sso/start')).toBe(true);
    expect(isPublicRoute('GET', '/api/auth/sso/callback')).toBe(true);
    expect(isPublicRoute('GET', '/api/identity/sso')).toBe(false);
    expect(isPublicRoute('PUT', '/api/identity/sso/mappings/:id')).toBe(false);
  });

  it("opens two-factor's second step to its challenge cookie, not a person's own settings", () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect(isPublicRoute(method, '/api/auth/two-factor'), method).toBe(true);
    }
    expect(isPublicRoute('GET', '/api/auth/two-factor/status')).toBe(false);
    expect(isPublicRoute('POST', '/api/auth/two-factor/disable')).toBe(false);
    expect(isPublicRoute('PUT', '/api/identity/two-factor')).toBe(false);
    expect(isPublicRoute('DELETE', '/api/users/:userId/two-factor')).toBe(false);
  });

  it('leaves /metrics to its own token: no session is looked up, the handler checks it', () => {
    expect(isPublicRoute('GET', '/metrics')).toBe(true);
    expect(isTokenRoute('GET', '/metrics')).toBe(true);
    expect(isTokenRoute('HEAD', '/metrics')).toBe(true);
    expect(isTokenRoute('GET', '/readyz')).toBe(false);
  });

  it('leaves /scim/v2 to the SCIM token, and the SCIM tokens screen to a session', () => {
    for (const url of ['/scim/v2/Users', '/scim/v2/Users/:id', '/scim/v2/ServiceProviderConfig']) {
      expect(isScimRoute(url), url).toBe(true);
    }
    expect(isScimRoute('/api/identity/scim-tokens')).toBe(false);
    expect(isPublicRoute('GET', '/api/identity/scim-tokens')).toBe(false);
    expect(isPublicRoute('DELETE', '/api/identity/scim-tokens/:id')).toBe(false);
  });

  it('tells a signed-out password change what the spec says', () => {
    expect(signedOutMessage('POST', '/api/auth/password')).toBe(
      'You must be logged in to change your password',
    );
  });
});
