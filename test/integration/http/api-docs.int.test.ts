import { describe, expect, it } from 'vitest';
import { isPublicRoute } from '#server/http/public-routes';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';
import packageJson from '../../../package.json' with { type: 'json' };

/** The parts of the document these tests read. */
interface Parameter {
  name: string;
  in: string;
}
interface Answer {
  content: Record<string, { schema: unknown }>;
}
type Ref = { $ref: string };
interface Operation {
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses: Record<string, Answer | Ref>;
}
interface Document {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; description?: string }>;
    schemas: Record<string, { required?: string[] }>;
    responses: Record<string, Answer>;
  };
}

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
        '/api/audit-log',
        '/api/audit-log/export',
        '/api/retention',
        '/api/stores/{storeId}/retention',
        '/api/stores/{storeId}/legal-hold',
        '/api/users/{userId}/erase',
        '/scim/v2/Users',
        '/scim/v2/Users/{id}',
        '/scim/v2/ServiceProviderConfig',
        '/scim/v2/ResourceTypes',
        '/scim/v2/Schemas',
        '/api/live',
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

  it('says who may call each operation, the Idempotency-Key of each write and every error', async () => {
    const document: Document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(document.info.version).toBe(packageJson.version);
    expect(document.components.securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie', name: 'shiftcheck_session' },
      apiToken: { type: 'http', scheme: 'bearer' },
      scimToken: { type: 'http', scheme: 'bearer' },
    });
    expect(document.components.securitySchemes.apiToken?.description).toContain('sct_');
    expect(document.components.schemas.ApiError?.required).toEqual(['error']);

    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const answerOf = (answer: Answer | Ref): Answer | undefined =>
      '$ref' in answer
        ? document.components.responses[answer.$ref.replace('#/components/responses/', '')]
        : answer;
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      const schemes = operation.security?.map((requirement) => Object.keys(requirement)).flat();
      if (path.startsWith('/scim/')) expect(schemes, where).toEqual(['scimToken']);
      else if (path === '/api/live') expect(schemes, where).toEqual(['session']);
      else if (isPublicRoute(method.toUpperCase(), url)) expect(schemes, where).toEqual([]);
      else expect(schemes, where).toEqual(['session', 'apiToken']);

      const headers = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'header')
        .map((parameter) => parameter.name);
      const guardedWrite =
        ['post', 'put', 'patch', 'delete'].includes(method) &&
        path.startsWith('/api/') &&
        !isPublicRoute(method.toUpperCase(), url);
      expect(headers.includes('Idempotency-Key'), where).toBe(guardedWrite);

      // Every error answer is the one error shape (SCIM's own under /scim/v2).
      const errorShape = path.startsWith('/scim/') ? 'ScimError' : 'ApiError';
      expect(Object.keys(operation.responses), where).toContain('4XX');
      for (const [status, answer] of Object.entries(operation.responses)) {
        // /readyz answers 503 with its checks (docs/operations.md).
        if (!/^[45]/.test(status) || (path === '/readyz' && status === '503')) continue;
        const schema = answerOf(answer)?.content['application/json']?.schema;
        expect(schema, `${where} ${status}`).toEqual({
          $ref: `#/components/schemas/${errorShape}`,
        });
      }
    }

    const tick = document.paths['/api/checklists/{id}/items/{itemId}']!.patch!;
    expect(Object.keys(tick.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '422', '4XX', '5XX']),
    );
    expect(tick.parameters).toContainEqual(
      expect.objectContaining({
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        schema: expect.objectContaining({ type: 'string', maxLength: 100 }),
      }),
    );

    const live = document.paths['/api/live']?.get;
    expect(live?.responses['200']).toMatchObject({
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    });
    for (const event of ['hello', 'checklist', 'notification', 'resync']) {
      expect(live?.description).toContain(`\`${event}\``);
    }
  });

  it('serves a docs page that loads no inline script', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/<script>(?!<\/script>)/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
