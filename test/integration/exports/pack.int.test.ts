import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from '#domain/dates';
import { PACK_COUNT_HEADER } from '#domain/exports/api';
import { SECTIONS } from '#domain/sections';
import { signedInUser } from '#test/support/api-client';
import { createChecklist, createStore, createTemplate } from '#test/support/factories';
import { testDialects } from '#test/support/harness';
import { pdfText } from '#test/support/pdf-text';
import { useTestApp } from '#test/support/use-test-app';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// The test clock stands at 2026-11-22T12:00Z.
describe.each(testDialects())('inspection pack on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('has a cover with figures and open issues, then every checklist; 90 days timed', async () => {
    const store = await createStore(t.deps, { name: 'Pack Store' });
    await createTemplate(t.deps, {
      storeId: store.id,
      category: 'breakfast',
      items: Array.from({ length: 30 }, (_, i) => ({
        text: `Pack check ${i + 1}`,
        section: SECTIONS[i % SECTIONS.length]!,
      })),
    });
    const leader = await signedInUser(t, 'shift-leader', store.id, 'Pat Leader');
    const from = '2026-08-24';
    const titles: string[] = [];
    for (let d = 0; d < 90; d += 1) {
      const checklist = await createChecklist(t.deps, { by: leader, date: addDays(from, d) });
      titles.push(checklist.title);
      if (d === 10) {
        const travel = checklist.items.find((item) => item.section === 'travel-path')!;
        await leader.api.patch(`/api/checklists/${checklist.id}/items/${travel.id}`, {
          type: 'fail',
          comment: 'Freezer seal torn',
          priority: 'A',
        });
      }
    }
    const to = addDays(from, 89);
    const baseline = process.memoryUsage().rss;
    const started = performance.now();
    const response = await leader.api.get(`/api/exports/inspection-pack.pdf?from=${from}&to=${to}`);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    console.log(
      `[benchmark] ${dialect} inspection pack, 90 days × 30 items: ${mb(response.rawPayload.length)} ` +
        `in ${seconds.toFixed(1)} s; RSS ${mb(baseline)} before, ${mb(process.memoryUsage().rss)} after`,
    );
    // Said before the first byte, so the page can show what is being built.
    expect(response.headers[PACK_COUNT_HEADER]).toBe('90');
    expect(String(response.headers['content-disposition'])).toContain(
      `${from}-to-${to}-inspection-pack.pdf`,
    );
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Inspection pack',
      'Pack Store',
      'Freezer seal torn',
      'Checklists: 90',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain(formatLongDate(from));
    for (const title of titles) expect(text, title).toContain(title);
    expect(text).toContain('Page 91');
  });

  it('needs one store, and says so for an empty range', async () => {
    const admin = await signedInUser(t, 'super-admin', null);
    const all = await admin.api.get('/api/exports/inspection-pack.pdf');
    expect(all.statusCode).toBe(400);
    expect(all.json().error.message).toBe('Choose a store for the inspection pack.');
    const store = await createStore(t.deps);
    const empty = await admin.api.get(
      `/api/exports/inspection-pack.pdf?storeId=${store.id}&from=2026-01-01&to=2026-01-31`,
    );
    expect(empty.statusCode).toBe(200);
    expect(empty.headers[PACK_COUNT_HEADER]).toBe('0');
    expect(pdfText(empty.rawPayload)).toContain('No checklists in this range.');
  });
});
