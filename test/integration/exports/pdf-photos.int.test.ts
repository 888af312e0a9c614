import { describe, expect, it } from 'vitest';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { pdfImageCount, pdfText } from '#test/support/pdf-text';
import { addTestPhoto, failAnOpenItem } from '#test/support/photo-upload';
import { useTestApp } from '#test/support/use-test-app';

describe.each(testDialects())('photos in the PDFs on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('puts issue and fix photos under their item in the checklist PDF and the inspection pack', async () => {
    const store = await createStore(t.deps, { name: 'Photo PDF Store' });
    const leader = await signedInUser(t, 'shift-leader', store.id);
    const checklist = await createChecklist(t.deps, { by: leader, category: 'day' });
    const item = await failAnOpenItem(t.deps, leader, checklist);
    const plain = pdfImageCount(
      (await leader.api.get(`/api/checklists/${checklist.id}/pdf`)).rawPayload,
    );
    expect(plain).toBe(0);

    for (const kind of ['failure', 'failure', 'resolution'] as const) {
      await addTestPhoto(t.deps, leader, checklist.id, { kind, itemId: item.id });
    }
    const pdf = (await leader.api.get(`/api/checklists/${checklist.id}/pdf`)).rawPayload;
    expect(pdfImageCount(pdf)).toBe(3);
    const text = pdfText(pdf);
    expect(text).toContain('Issue photos (2):');
    expect(text).toContain('Fix photos (1):');

    const today = checklist.businessDate;
    const pack = await leader.api.get(
      `/api/exports/inspection-pack.pdf?storeId=${store.id}&from=${today}&to=${today}`,
    );
    expect(pack.statusCode).toBe(200);
    expect(pdfImageCount(pack.rawPayload)).toBe(3);
  });
});
