// Corrective actions in the checklist PDF and the inspection pack, on both databases: under each
// failed item its action's status and due time (overdue when still to be done past it), owner,
// what was done with the product's outcome, and its verification or "Not verified"; the pack's
// cover counts them. In the reader's language, Arabic right to left.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#domain/dates';
import { serverFormats } from '#server/i18n/formats';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { testDialects } from '#test/support/harness';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';
import {
  actionScene,
  at,
  CHILLER,
  chooseLanguage,
  CONTRACTOR,
  DAY,
  DOOR,
  FRYER,
} from './action-scene';

const ZONE = 'Europe/London';
const local = (iso: string) => formatDateTime(iso, ZONE);
const polish = (iso: string) => serverFormats('pl').dateTime(iso, ZONE);

/** Each expected text is found, and after the one before it. */
function expectInOrder(text: string, expected: readonly string[]) {
  let from = 0;
  for (const line of expected) {
    const index = text.indexOf(line, from);
    expect(index, `"${line}" after "${text.slice(Math.max(0, from - 60), from)}"`).toBeGreaterThan(
      -1,
    );
    from = index + line.length;
  }
}

describe.each(testDialects())('corrective actions in PDFs on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function pdf(user: SignedInUser, url: string) {
    const response = await user.api.get(url);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfText(response.rawPayload);
  }

  /** The English lines of the three actions, each under its failed item. */
  const ENGLISH_ACTIONS = [
    FRYER.text,
    'Failed. Priority A. Comment: Oil at 150 °C',
    `Corrective action: Open, due ${local(at(30))} — OVERDUE`,
    'Owner: Sam Leader',
    'Reopened: Still at 150 °C on the re-check',
    'Not verified',
    DOOR,
    `Corrective action: Done, due ${local(at(3 * 24 * 60))}`,
    `Owner: ${CONTRACTOR.name}, contractor (${CONTRACTOR.email})`,
    `Done ${local(at(20))} by Sam Leader`,
    'What was done: +Closer replaced by the contractor',
    'Not verified',
    CHILLER,
    `Corrective action: Verified, due ${local(at(180))}`,
    'Owner: Sam Leader',
    `Done ${local(at(10))} by Sam Leader`,
    'What was done: Moved stock to the reach-in, chiller serviced',
    'Product: Re-chilled',
    `Verified ${local(at(40))} by Morgan Manager`,
    'Recurring failure in this store',
  ];

  it('lists each failure’s action under it in the checklist PDF', async () => {
    const { leader, checklist } = await actionScene(t);
    const text = await pdf(leader, `/api/checklists/${checklist.id}/pdf`);
    expectInOrder(text, ENGLISH_ACTIONS);
    // Only the verified action is verified; only the open one is overdue.
    expect(text.split('Not verified')).toHaveLength(3);
    expect(text.split('OVERDUE')).toHaveLength(2);
  });

  it('writes the actions in Polish, the owner’s and contractor’s words as given', async () => {
    const { leader, checklist } = await actionScene(t);
    await chooseLanguage(leader, 'pl');
    const text = await pdf(leader, `/api/checklists/${checklist.id}/pdf`);
    expectInOrder(text, [
      `${FRYER.pl} (niezgodność)`,
      `Działanie korygujące: Otwarte, termin ${polish(at(30))} — PO TERMINIE`,
      'Osoba odpowiedzialna: Sam Leader',
      'Otwarto ponownie: Still at 150 °C on the re-check',
      'Niezweryfikowane',
      `Działanie korygujące: Wykonane, termin ${polish(at(3 * 24 * 60))}`,
      `Osoba odpowiedzialna: ${CONTRACTOR.name}, wykonawca zewnętrzny (${CONTRACTOR.email})`,
      `Wykonano ${polish(at(20))}, wykonał(a): Sam Leader`,
      'Co zrobiono: +Closer replaced by the contractor',
      `Działanie korygujące: Zweryfikowane, termin ${polish(at(180))}`,
      'Produkt: Ponownie schłodzony',
      `Zweryfikowano ${polish(at(40))}, zweryfikował(a): Morgan Manager`,
      'Powtarzająca się niezgodność w tej restauracji',
    ]);
    expect(text).not.toContain('Corrective action');
  });

  it('writes the actions in Arabic, the English names and e-mail in their own order', async () => {
    const { leader, checklist } = await actionScene(t);
    await chooseLanguage(leader, 'ar');
    const response = await leader.api.get(`/api/checklists/${checklist.id}/pdf`);
    expect(response.statusCode).toBe(200);
    const text = pdfText(response.rawPayload);
    // pdftotext reorders the glyphs, drawn in visual order, back into reading order.
    // Words, not sentences: around a colon pdftotext writes direction marks, and a letter with a
    // mark on it ('أُعيد') reads back with the mark moved.
    for (const expected of [
      'إجراء تصحيحي',
      'مفتوح',
      'متأخر',
      'المسؤول',
      'مقاول',
      'لم يتم التحقق',
      'تبريده',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const expected of [CONTRACTOR.name, CONTRACTOR.email, 'Morgan Manager']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Corrective action');
  });

  it('counts the actions on the pack’s cover and lists each under its failure', async () => {
    const { store, manager } = await actionScene(t);
    const url = `/api/exports/inspection-pack.pdf?storeId=${store.id}&from=${DAY}&to=${DAY}`;
    const text = await pdf(manager, url);
    expectInOrder(text, [
      'Inspection pack',
      'Corrective actions',
      'Open or in progress: 1',
      'Overdue: 1',
      'Done, not verified: 1',
      'Verified: 1',
      'Open issues',
      ...ENGLISH_ACTIONS,
    ]);

    await chooseLanguage(manager, 'pl');
    const polishPack = await pdf(manager, url);
    expectInOrder(polishPack, [
      'Pakiet inspekcyjny',
      'Działania korygujące',
      'Otwarte lub w toku: 1',
      'Po terminie: 1',
      'Wykonane, niezweryfikowane: 1',
      'Zweryfikowane: 1',
      `Osoba odpowiedzialna: ${CONTRACTOR.name}, wykonawca zewnętrzny (${CONTRACTOR.email})`,
    ]);
  });

  it('counts none on the cover of a store without failures', async () => {
    const store = (await actionScene(t)).store;
    const admin = await signedInUser(t, 'super-admin', null);
    const text = await pdf(
      admin,
      `/api/exports/inspection-pack.pdf?storeId=${store.id}&from=2026-11-01&to=2026-11-19`,
    );
    expectInOrder(text, [
      'Corrective actions',
      'Open or in progress: 0',
      'Overdue: 0',
      'Done, not verified: 0',
      'Verified: 0',
    ]);
  });
});
