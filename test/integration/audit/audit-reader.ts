import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema } from '#domain/api-error';
import { auditPageSchema, type AuditEntry } from '#domain/integrations/audit-api';
import type { ApiClient } from '#test/support/api-client';

/** GET /api/audit-log with these filters, as a super admin: the page, checked by its schema. */
export async function auditPage(api: ApiClient, query: Record<string, string | number> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await api.get(`/api/audit-log?${params.toString()}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return auditPageSchema.parse(answer.json());
}

/** The entries of the first page for these filters, newest first. */
export async function auditEntries(
  api: ApiClient,
  query: Record<string, string | number> = {},
): Promise<AuditEntry[]> {
  return (await auditPage(api, query)).entries;
}

/** The one entry of this action about this target (the newest, if several). */
export async function entryAbout(
  api: ApiClient,
  action: string,
  targetId: string,
): Promise<AuditEntry> {
  const entries = await auditEntries(api, { action, limit: 200 });
  const found = entries.find((entry) => entry.target?.id === targetId);
  expect(found, `${action} of ${targetId}`).toBeDefined();
  if (!found) throw new Error('not found');
  return found;
}

/** A refusal's message. */
export const messageOf = (answer: LightMyRequestResponse): string =>
  apiErrorSchema.parse(answer.json()).error.message;
