import { describe, expect, it } from 'vitest';
import authEs from '#domain/i18n/catalogues/rules-auth/es.json' with { type: 'json' };
import storesEs from '#domain/i18n/catalogues/rules-stores/es.json' with { type: 'json' };
import storesPl from '#domain/i18n/catalogues/rules-stores/pl.json' with { type: 'json' };
import { SIGN_IN_MESSAGES } from '#domain/auth/messages';
import { createStore, createUser, signInCookie } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('errors in the person’s language on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function signedIn(role: 'super-admin' | 'shift-leader' = 'super-admin') {
    const store = await createStore(t.deps);
    const user = await createUser(t.deps, {
      role,
      storeId: role === 'super-admin' ? null : store.id,
    });
    return { store, user, cookie: await signInCookie(t.app, user.email, user.password) };
  }

  it('answers a visitor in the language the request accepts, English otherwise', async () => {
    const user = await createUser(t.deps, { role: 'super-admin', storeId: null });
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: user.email, password: 'not the password' },
        headers,
      });

    const spanish = await signIn({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json().error).toEqual({
      code: 'unauthenticated',
      message: authEs.invalidCredentials,
      key: 'rules-auth.invalidCredentials',
      params: {},
    });

    const unknown = await signIn({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(unknown.json().error.message).toBe(SIGN_IN_MESSAGES.invalidCredentials);
    const none = await signIn({});
    expect(none.json().error.message).toBe(SIGN_IN_MESSAGES.invalidCredentials);
  });

  it('answers a signed-in person in the language they chose, over what the request accepts', async () => {
    const { cookie } = await signedIn();
    const storeNumber = String(70_000 + Math.floor(Math.random() * 20_000));
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      payload: { name: 'First', storeNumber },
      headers: { cookie },
    });
    expect(first.statusCode, first.body).toBe(201);
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ locale: null, storeLocale: null });

    const chose = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { locale: 'pl' },
      headers: { cookie },
    });
    expect(chose.statusCode).toBe(200);
    expect(chose.json().user.locale).toBe('pl');
    const again = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(again.json().user.locale).toBe('pl');

    // A store number taken already: a message with a value, in Polish with the value in it.
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      payload: { name: 'Second', storeNumber },
      headers: { cookie, 'accept-language': 'es' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      message: storesPl.duplicateNumber.replace('{storeNumber}', storeNumber),
      key: 'rules-stores.duplicateNumber',
      params: { storeNumber },
    });

    // Back to the browser's own: the request's language again.
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { locale: null },
      headers: { cookie },
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/stores',
      payload: { name: '', storeNumber: '991' },
      headers: { cookie, 'accept-language': 'es' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(storesEs.nameRequired);
  });

  it('refuses a language it does not ship, and changes nothing', async () => {
    const { cookie } = await signedIn('shift-leader');
    for (const locale of ['de', 'EN-gb', 42, '']) {
      const answer = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/language',
        payload: { locale },
        headers: { cookie },
      });
      expect(answer.statusCode, String(locale)).toBe(400);
      expect(answer.json().error.code).toBe('validation_failed');
    }
    const session = await t.app.inject({ url: '/api/auth/session', headers: { cookie } });
    expect(session.json().user.locale).toBeNull();
  });

  it('asks a visitor to sign in before choosing a language', async () => {
    const answer = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { locale: 'es' },
    });
    expect(answer.statusCode).toBe(401);
  });
});
