import { auditBy, type AuditCaller, type AuditEntry } from './record';

/** A template's line in the audit log: its title, shift and store, and how many items. */
export function templateAudit(
  action: 'template.created' | 'template.updated' | 'template.deleted',
  actor: AuditCaller,
  template: { id: string; title: string; category: string; storeId: string | null },
  items?: number,
): AuditEntry {
  return {
    action,
    ...auditBy(actor),
    target: { kind: 'template', id: template.id, name: template.title },
    storeId: template.storeId,
    detail: { category: template.category, ...(items === undefined ? {} : { items }) },
  };
}
