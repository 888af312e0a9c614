import { describe, expect, it } from 'vitest';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('API description on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('serves the OpenAPI document with every product route', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in',
        '/api/auth/password',
        '/api/checklists',
        '/api/checklists/{id}/items/{itemId}',
        '/api/checklists/{id}/take-over',
        '/api/deleted-checklists',
        '/api/deleted-checklists/{id}/restore',
        '/api/reports/week',
        '/api/stores',
        '/api/actions',
        '/api/actions/{actionId}',
        '/api/actions/{actionId}/steps',
        '/api/areas',
        '/api/areas/{areaId}',
        '/api/insights/league',
        '/api/insights/trend',
        '/api/insights/most-failed',
        '/api/insights/resolution',
        '/api/insights/league.csv',
        '/api/insights/most-failed.csv',
        '/api/insights/week.pdf',
        '/api/insights/signals',
        '/api/checklists/{id}/signals',
        '/api/signals/{id}/explanation',
        '/api/signal-settings',
        '/api/tablet/pair',
        '/api/tablet',
        '/api/tablet/sign-in',
        '/api/tablet/lock',
        '/api/auth/pin',
        '/api/users/{userId}/pin',
        '/api/stores/{storeId}/tablets',
        '/api/stores/{storeId}/tablet-pairings',
        '/api/stores/{storeId}/tablet-settings',
        '/api/tablets/{id}',
        '/api/auth/two-factor',
        '/api/auth/two-factor/status',
        '/api/auth/two-factor/setup',
        '/api/auth/two-factor/enable',
        '/api/auth/two-factor/recovery-codes',
        '/api/auth/two-factor/disable',
        '/api/identity/two-factor',
        '/api/users/{userId}/two-factor',
        '/api/auth/sso/start',
        '/api/auth/sso/callback',
        '/api/identity/sso',
        '/api/identity/sso/mappings',
        '/api/identity/sso/mappings/{id}',
        '/api/identity/scim-tokens',
        '/api/identity/scim-tokens/{id}',
        '/scim/v2/Users',
        '/scim/v2/Users/{id}',
        '/scim/v2/ServiceProviderConfig',
        '/scim/v2/ResourceTypes',
        '/scim/v2/Schemas',
      ]),
    );
    const pinSignIn = document.paths['/api/tablet/sign-in'].post;
    expect(Object.keys(pinSignIn.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '429']),
    );
    const scimUser = document.paths['/scim/v2/Users/{id}'];
    expect(Object.keys(scimUser)).toEqual(
      expect.arrayContaining(['get', 'put', 'patch', 'delete']),
    );
    expect(Object.keys(scimUser.patch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
    const explanation = document.paths['/api/signals/{id}/explanation'];
    expect(Object.keys(explanation)).toEqual(expect.arrayContaining(['put', 'delete']));
    const tick = document.paths['/api/checklists/{id}/items/{itemId}'].patch;
    expect(tick.parameters.map((p: { name: string }) => p.name)).toContain('made-at');
    const league = document.paths['/api/insights/league'].get;
    expect(league.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['storeId', 'areaId', 'period', 'date']),
    );
    const area = document.paths['/api/areas/{areaId}'];
    expect(Object.keys(area)).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(area.put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
    );
    const check = document.paths['/api/auth/password-reset/check'].post;
    expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(['200', '400']));
    const signIn = document.paths['/api/auth/sign-in'].post;
    expect(Object.keys(signIn.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('serves a docs page that loads no inline script', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
