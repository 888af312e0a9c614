import { describe, expect, it } from 'vitest';
import type { ChecklistDetail } from '#domain/checklists/api';
import type { Locale } from '#domain/i18n/locales';
import { parseShownTranslations, translationFor } from '#domain/templates/translations';
import { apiClient, signedInUser } from '#test/support/api-client';
import { createStore, signInCookie } from '#test/support/factories';
import { testDialects, TEST_ADMIN } from '#test/support/harness';
import { bodyOf, resetLinkIn, subjectOf } from '#test/support/smtp';
import { useMailingTestApp } from '#test/support/use-mailing-test-app';
import { deliverPendingEmails } from '#server/notifications/email-delivery';

describe.each(testDialects())('e-mails in the recipient’s language on %s', (dialect) => {
  const { t, smtp } = useMailingTestApp(dialect);
  const db = () => t.deps.db.kysely;

  const setLocale = (userId: string, locale: Locale | null) =>
    db().updateTable('users').set({ locale }).where('id', '=', userId).execute();
  const setStoreLocale = (storeId: string, locale: Locale | null) =>
    db().updateTable('stores').set({ locale }).where('id', '=', storeId).execute();
  const admin = async () =>
    apiClient(t.app, await signInCookie(t.app, TEST_ADMIN.email, TEST_ADMIN.password));

  async function resetMailTo(email: string) {
    const seen = smtp().received.length;
    const sent = await (await admin()).post('/api/users/password-reset', { email });
    expect(sent.statusCode, sent.body).toBe(200);
    return smtp().nextMailTo(email, seen);
  }

  it('sends a password reset in Polish to a person who reads Polish, its link working', async () => {
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id);
    await setLocale(leader.id, 'pl');
    const mail = await resetMailTo(leader.email);
    expect(subjectOf(mail.raw)).toBe('Zresetuj hasło do ShiftCheck');
    const body = bodyOf(mail.raw);
    expect(body).toContain('Ktoś poprosił o zresetowanie hasła do Twojego konta ShiftCheck.');
    expect(body).toContain('Ustaw nowe hasło tutaj (link działa jeden raz, przez godzinę):');
    expect(body).toContain('Jeśli to nie Ty, zignoruj tę wiadomość');
    expect(body).not.toContain('Someone asked');
    const link = resetLinkIn(mail.raw);
    expect(link.origin).toBe('https://shifts.example.com');
    expect(link.pathname).toBe('/reset-password');
  });

  it('writes in the store’s language to a person who chose none, in English to the rest', async () => {
    const store = await createStore(t.deps);
    await setStoreLocale(store.id, 'pl');
    const manager = await signedInUser(t, 'store', store.id);
    expect(subjectOf((await resetMailTo(manager.email)).raw)).toBe('Zresetuj hasło do ShiftCheck');
    // Their own choice comes first.
    await setLocale(manager.id, 'es');
    expect(subjectOf((await resetMailTo(manager.email)).raw)).toBe(
      'Restablece tu contraseña de ShiftCheck',
    );
    const english = await signedInUser(t, 'store', (await createStore(t.deps)).id);
    const mail = await resetMailTo(english.email);
    expect(subjectOf(mail.raw)).toBe('Reset your ShiftCheck password');
    expect(bodyOf(mail.raw)).toContain(
      'If it was not you, ignore this e-mail: your password stays as it is.',
    );
  });

  it('sends a priority failure’s notification in Polish, the item in the words the manager reads', async () => {
    // Monday 23 November 2026, 09:00 in London: breakfast (05:00–11:00) is running.
    t.clock.current = new Date('2026-11-23T09:00:00.000Z');
    const store = await createStore(t.deps);
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Lee Leader');
    const polish = await signedInUser(t, 'store', store.id, 'Marta Kierownik');
    const english = await signedInUser(t, 'store', store.id, 'Max Manager');
    await setLocale(polish.id, 'pl');
    const created = await leader.api.post('/api/checklists', {
      storeId: store.id,
      category: 'breakfast',
    });
    expect(created.statusCode).toBe(201);
    const checklist = created.json<ChecklistDetail>();
    const item = checklist.items.find((i) => i.section === 'travel-path')!;
    const stored = await db()
      .selectFrom('checklist_items')
      .select('translations')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    // The default templates carry every language's words; the checklist froze them.
    const words = translationFor(parseShownTranslations(stored.translations), 'pl')?.text;
    expect(words, 'the item’s Polish words').toBeTruthy();

    const seen = smtp().received.length;
    const failed = await leader.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, {
      type: 'fail',
      comment: 'Lodówka ma 9°C',
      priority: 'A',
    });
    expect(failed.statusCode).toBe(200);
    const mail = await smtp().nextMailTo(polish.email, seen);
    await deliverPendingEmails(t.deps);
    expect(subjectOf(mail.raw)).toBe(`ShiftCheck: Niezgodność o priorytecie A: ${words}`);
    const body = bodyOf(mail.raw);
    expect(body).toContain(
      `poniedziałek, 23 listopada 2026 - Zmiana śniadaniowa: „${words}” – niezgodność: Lodówka ma 9°C.`,
    );
    expect(body).toContain(`Otwórz: https://shifts.example.com/checklists/${checklist.id}`);
    expect(body).toContain('w sekcji Powiadomienia');
    expect(body).not.toContain('Open it');

    const theirs = await smtp().nextMailTo(english.email, seen);
    expect(subjectOf(theirs.raw)).toBe(`ShiftCheck: Priority A failure: ${item.text}`);
    expect(bodyOf(theirs.raw)).toContain(`“${item.text}” failed — Lodówka ma 9°C.`);

    // The app's own list reads the same: in Polish for her, in English for him.
    const listed = (user: typeof polish) =>
      user.api.get('/api/notifications').then((answer) => answer.json().notifications[0]);
    expect(await listed(polish)).toMatchObject({
      kind: 'priority-failure',
      title: `Niezgodność o priorytecie A: ${words}`,
    });
    expect((await listed(polish)).body).toContain(`„${words}” – niezgodność: Lodówka ma 9°C.`);
    expect(await listed(english)).toMatchObject({ title: `Priority A failure: ${item.text}` });
  });
});
