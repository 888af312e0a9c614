// Yes/no, choice and text items, N/A and the photo a failure needs, on both databases
// (docs/decisions/046): a failing answer is refused without what was done and fails the item
// with it; a passing one resolves it, but only once the photo an item needs is there; N/A counts
// as done; bad template input is a 400 with its message and changes nothing; a deleted checklist
// restored brings back its rows of the temperature log.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { ChecklistDetail, ChecklistHistory, ChecklistItem } from '#domain/checklists/api';
import { ANSWER_MESSAGES } from '#domain/answers/messages';
import { signedInUser, type SignedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { addTestPhoto } from '#test/support/photo-upload';
import { useTestApp } from '#test/support/use-test-app';

const PRODUCTION = 'Production & Back Room Areas';

const ITEMS = [
  {
    text: 'Back room pest-free',
    section: 'travel-path',
    subsection: PRODUCTION,
    kind: 'yes-no',
    failsOn: 'no',
    photoOnFail: true,
  },
  {
    text: 'Condition of the chilled delivery',
    section: 'travel-path',
    subsection: PRODUCTION,
    kind: 'choice',
    choices: [
      { label: ' Good ', fails: false },
      { label: 'Damaged', fails: true },
    ],
    naAllowed: true,
  },
  { text: 'Batch code of the chicken opened', section: 'pre-shift', kind: 'text' },
  {
    text: 'Chilled delivery temperature',
    section: 'travel-path',
    subsection: PRODUCTION,
    kind: 'reading',
    reading: { quantity: 'temperature', unit: 'C', min: null, max: 5 },
  },
] as const;

describe.each(testDialects())('answers on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function storeWithAnswers() {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id, 'Morgan Manager');
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Sam Leader');
    const template = await manager.api.post('/api/templates', {
      title: 'Breakfast with answers',
      category: 'breakfast',
      storeId: store.id,
      items: ITEMS,
    });
    expect(template.statusCode, template.body).toBe(201);
    const checklist = await createChecklist(t.deps, { by: leader });
    const item = (text: string) => checklist.items.find((candidate) => candidate.text === text)!;
    return {
      store,
      manager,
      leader,
      checklist,
      pests: item('Back room pest-free'),
      delivery: item('Condition of the chilled delivery'),
      batch: item('Batch code of the chicken opened'),
      chilled: item('Chilled delivery temperature'),
    };
  }

  const change = (
    user: SignedInUser,
    checklist: ChecklistDetail,
    item: ChecklistItem,
    body: object,
  ) => user.api.patch(`/api/checklists/${checklist.id}/items/${item.id}`, body);
  const read = async (user: SignedInUser, checklist: ChecklistDetail) =>
    (await user.api.get(`/api/checklists/${checklist.id}`)).json<ChecklistDetail>();
  const itemOf = async (user: SignedInUser, checklist: ChecklistDetail, item: ChecklistItem) =>
    (await read(user, checklist)).items.find((candidate) => candidate.id === item.id);

  it('copies each kind with its settings onto the checklist, options trimmed', async () => {
    const { pests, delivery, batch } = await storeWithAnswers();
    expect(pests).toMatchObject({ kind: 'yes-no', failsOn: 'no', photoOnFail: true });
    expect(delivery).toMatchObject({
      kind: 'choice',
      naAllowed: true,
      choices: [
        { label: 'Good', fails: false },
        { label: 'Damaged', fails: true },
      ],
    });
    expect(batch).toMatchObject({ kind: 'text', choices: null, failsOn: null, naAllowed: false });
  });

  it('refuses a failing answer without what was done, and keeps the item as it was', async () => {
    const { leader, checklist, delivery } = await storeWithAnswers();
    const refused = await change(leader, checklist, delivery, { type: 'answer', value: 'Damaged' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(ANSWER_MESSAGES.actionRequired);
    for (const [value, message] of [
      ['Smelly', ANSWER_MESSAGES.unknownChoice],
      ['', ANSWER_MESSAGES.unknownChoice],
    ] as const) {
      const bad = await change(leader, checklist, delivery, { type: 'answer', value });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(message);
    }
    expect(await itemOf(leader, checklist, delivery)).toMatchObject({
      completed: false,
      failed: false,
      answerValue: null,
    });

    const failed = await change(leader, checklist, delivery, {
      type: 'answer',
      value: 'Damaged',
      comment: 'Sent back with the driver',
      priority: 'B',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().item).toMatchObject({
      failed: true,
      resolved: false,
      failureComment: 'Sent back with the driver',
      failurePriority: 'B',
      answerValue: 'Damaged',
    });
    const passed = await change(leader, checklist, delivery, { type: 'answer', value: 'Good' });
    expect(passed.json().item).toMatchObject({ failed: true, resolved: true, answerValue: 'Good' });
    const history = (
      await leader.api.get(`/api/checklists/${checklist.id}/history`)
    ).json<ChecklistHistory>();
    expect(history.events.map((event) => event.summary)).toEqual(
      expect.arrayContaining([
        'Answered “Damaged” for “Condition of the chilled delivery”, which fails the check',
        'Answered “Good” for “Condition of the chilled delivery”, which passes: issue resolved',
      ]),
    );
  });

  it('resolves a failure that needs a photo only once its photo is there', async () => {
    const { leader, checklist, pests } = await storeWithAnswers();
    const failed = await change(leader, checklist, pests, {
      type: 'answer',
      value: 'no',
      comment: 'Droppings by the dry store',
    });
    expect(failed.statusCode).toBe(200);

    for (const body of [
      { type: 'answer', value: 'yes' },
      { type: 'resolve', resolved: true },
    ]) {
      const refused = await change(leader, checklist, pests, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(ANSWER_MESSAGES.photoRequiredToResolve);
    }
    expect(await itemOf(leader, checklist, pests)).toMatchObject({
      failed: true,
      resolved: false,
      answerValue: 'no',
    });

    await addTestPhoto(t.deps, leader, checklist.id, { kind: 'failure', itemId: pests.id });
    const resolved = await change(leader, checklist, pests, { type: 'answer', value: 'yes' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().item).toMatchObject({ failed: true, resolved: true });
  });

  it('takes a text answer, and counts an N/A as done with its reason', async () => {
    const { leader, checklist, delivery, batch, chilled } = await storeWithAnswers();
    const text = await change(leader, checklist, batch, { type: 'answer', value: ' L2291-B ' });
    expect(text.json().item).toMatchObject({ completed: true, answerValue: 'L2291-B' });

    const notAllowed = await change(leader, checklist, chilled, {
      type: 'not-applicable',
      reason: 'No delivery',
    });
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().error.message).toBe(ANSWER_MESSAGES.notApplicableNotAllowed);
    const blank = await change(leader, checklist, delivery, {
      type: 'not-applicable',
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(ANSWER_MESSAGES.notApplicableReasonRequired);

    const na = await change(leader, checklist, delivery, {
      type: 'not-applicable',
      reason: 'No delivery today',
    });
    expect(na.statusCode).toBe(200);
    expect(na.json().item).toMatchObject({ completed: true, naReason: 'No delivery today' });
    expect(na.json().checklist.progress).toBe(50);
    // The items CSV gives the answer in the export's words and the N/A's reason.
    const pests = checklist.items.find((item) => item.kind === 'yes-no')!;
    await change(leader, checklist, pests, { type: 'answer', value: 'yes' });
    const csv = await leader.api.get(
      `/api/exports/items.csv?from=${checklist.businessDate}&to=${checklist.businessDate}`,
    );
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    const cells = (text: string) => {
      const row = rows.find((candidate) => candidate[header!.indexOf('Item')] === text)!;
      return ['Kind', 'Answer', 'N/A reason'].map((name) => row[header!.indexOf(name)]);
    };
    expect(cells('Back room pest-free')).toEqual(['Yes/No', 'Yes', '']);
    expect(cells('Batch code of the chicken opened')).toEqual(['Text', 'L2291-B', '']);
    expect(cells('Condition of the chilled delivery')).toEqual(['Choice', '', 'No delivery today']);

    const undone = await change(leader, checklist, delivery, {
      type: 'complete',
      completed: false,
    });
    expect(undone.json().item).toMatchObject({ completed: false, naReason: null });
    expect(undone.json().checklist.progress).toBe(50);
  });

  it.each([
    [
      'a yes/no without the answer that fails it',
      { kind: 'yes-no' },
      ANSWER_MESSAGES.failsOnRequired,
    ],
    ['a choice without options', { kind: 'choice' }, ANSWER_MESSAGES.choicesTooFew(2)],
    [
      'a choice of one',
      { kind: 'choice', choices: [{ label: 'Good', fails: false }] },
      ANSWER_MESSAGES.choicesTooFew(2),
    ],
    [
      'a choice whose every option fails',
      {
        kind: 'choice',
        choices: [
          { label: 'Damaged', fails: true },
          { label: 'Rejected', fails: true },
        ],
      },
      ANSWER_MESSAGES.choicesAllFail,
    ],
    [
      'a choice with an option twice',
      {
        kind: 'choice',
        choices: [
          { label: 'Good', fails: false },
          { label: 'GOOD', fails: true },
        ],
      },
      ANSWER_MESSAGES.choiceLabelRepeated,
    ],
  ])('refuses a template with %s, saving nothing', async (_, item, message) => {
    const store = await createStore(t.deps);
    const manager = await signedInUser(t, 'store', store.id);
    const refused = await manager.api.post('/api/templates', {
      title: 'Refused',
      category: 'breakfast',
      storeId: store.id,
      items: [{ text: 'Asked', section: 'pre-shift', ...item }],
    });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error)).toContain(message);
    const list = await manager.api.get(`/api/templates?storeId=${store.id}`);
    expect(
      list.json().templates.map((template: { title: string }) => template.title),
    ).not.toContain('Refused');
  });

  it('brings back the rows of the temperature log with a deleted checklist restored', async () => {
    const { store, leader, checklist, chilled } = await storeWithAnswers();
    const admin = await signedInUser(t, 'super-admin', null);
    const reading = await change(leader, checklist, chilled, {
      type: 'record',
      value: '7.5',
      unit: 'C',
      comment: 'Rejected the load',
    });
    expect(reading.statusCode).toBe(200);
    const rows = () =>
      t.deps.db.kysely
        .selectFrom('readings')
        .select(['value', 'within', 'action', 'store_id'])
        .where('checklist_id', '=', checklist.id)
        .execute();
    const before = await rows();
    expect(before).toHaveLength(1);

    expect((await leader.api.delete(`/api/checklists/${checklist.id}`)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    const restored = await admin.api.post(`/api/deleted-checklists/${checklist.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(await rows()).toEqual(before);
    const log = await admin.api.get(`/api/stores/${store.id}/records`);
    expect(log.statusCode).toBe(200);
    expect(JSON.stringify(log.json())).toContain('Rejected the load');
  });
});
