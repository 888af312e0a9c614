import signalsEnglish from '#domain/i18n/catalogues/signals/en.json' with { type: 'json' };
import type { AuditAction, AuditActionGroup } from '#domain/integrations/audit';
import type { AuditEntry } from '#domain/integrations/audit-api';
import type { DeliveredEvent } from '#domain/integrations/webhooks';
import { ROLES } from '#domain/roles';
import { SHIFT_CATEGORIES } from '#domain/shifts';
import { defineNamespace, useFormat, useLabels, useT } from '#web/lib/i18n';
import { EVENT_LABELS, integrationsMessages } from '#web/components/integrations/messages';
import { auditMessages } from '../messages';

/** Each action's name in the reader's language. */
const ACTION_KEYS = {
  'sign-in.succeeded': 'actionSignInSucceeded',
  'sign-in.failed': 'actionSignInFailed',
  'sign-in.signed-out': 'actionSignedOut',
  'password.changed': 'actionPasswordChanged',
  'password.reset': 'actionPasswordReset',
  'password.reset-link-sent': 'actionPasswordResetLinkSent',
  'two-factor.reset': 'actionTwoFactorReset',
  'user.created': 'actionUserCreated',
  'user.updated': 'actionUserUpdated',
  'user.deleted': 'actionUserDeleted',
  'user.deactivated': 'actionUserDeactivated',
  'user.reactivated': 'actionUserReactivated',
  'user.erased': 'actionUserErased',
  'store.created': 'actionStoreCreated',
  'store.updated': 'actionStoreUpdated',
  'store.settings-changed': 'actionStoreSettingsChanged',
  'store.deleted': 'actionStoreDeleted',
  'store.legal-hold-set': 'actionStoreLegalHoldSet',
  'store.legal-hold-lifted': 'actionStoreLegalHoldLifted',
  'area.created': 'actionAreaCreated',
  'area.updated': 'actionAreaUpdated',
  'area.deleted': 'actionAreaDeleted',
  'settings.sso-changed': 'actionSsoChanged',
  'settings.sso-mapping-added': 'actionSsoMappingAdded',
  'settings.sso-mapping-changed': 'actionSsoMappingChanged',
  'settings.sso-mapping-removed': 'actionSsoMappingRemoved',
  'settings.two-factor-changed': 'actionTwoFactorPolicyChanged',
  'settings.signal-thresholds-changed': 'actionSignalThresholdsChanged',
  'template.created': 'actionTemplateCreated',
  'template.updated': 'actionTemplateUpdated',
  'template.deleted': 'actionTemplateDeleted',
  'scim-token.created': 'actionScimTokenCreated',
  'scim-token.revoked': 'actionScimTokenRevoked',
  'api-token.created': 'actionApiTokenCreated',
  'api-token.revoked': 'actionApiTokenRevoked',
  'webhook.created': 'actionWebhookCreated',
  'webhook.changed': 'actionWebhookChanged',
  'webhook.paused': 'actionWebhookPaused',
  'webhook.resumed': 'actionWebhookResumed',
  'webhook.secret-rotated': 'actionWebhookSecretRotated',
  'webhook.resent': 'actionWebhookResent',
  'webhook.deleted': 'actionWebhookDeleted',
  'export.downloaded': 'actionExportDownloaded',
  'retention.changed': 'actionRetentionChanged',
  'retention.swept': 'actionRetentionSwept',
} as const satisfies Record<AuditAction, string>;

/** Each group's name, for the filter: "Sign-ins and sign-outs", "People"... */
const GROUP_KEYS = {
  'sign-in': 'groupSignIn',
  password: 'groupPassword',
  'two-factor': 'groupTwoFactor',
  user: 'groupUser',
  store: 'groupStore',
  area: 'groupArea',
  settings: 'groupSettings',
  template: 'groupTemplate',
  'scim-token': 'groupScimToken',
  'api-token': 'groupApiToken',
  webhook: 'groupWebhook',
  export: 'groupExport',
  retention: 'groupRetention',
} as const satisfies Record<AuditActionGroup, string>;

/** ICU select keywords have no hyphens: what an entry holds, as its messages' cases name it. */
const KEYWORDS: Readonly<Record<string, string>> = {
  'two-factor': 'twoFactor',
  'sso-mapping': 'ssoMapping',
  'scim-token': 'scimToken',
  'api-token': 'apiToken',
};
const keyword = (value: string) => KEYWORDS[value] ?? value;

const isAction = (action: string): action is AuditAction => Object.hasOwn(ACTION_KEYS, action);
const isGroup = (group: string): group is AuditActionGroup => Object.hasOwn(GROUP_KEYS, group);

/** The record-confidence thresholds are named as the signals' settings name them. */
const signalsMessages = defineNamespace('signals', signalsEnglish);
/** A webhook's events are named as its screens name them. */
const isEvent = (value: string): value is DeliveredEvent => Object.hasOwn(EVENT_LABELS, value);
const THRESHOLDS = [
  'fastTickItems',
  'fastTickSeconds',
  'afterShiftMinutes',
  'onePersonShifts',
  'sameReadingDays',
  'roundReadingsMin',
  'roundReadingsPercent',
] as const;
type Threshold = (typeof THRESHOLDS)[number];
const isThreshold = (name: string): name is Threshold =>
  THRESHOLDS.some((threshold) => threshold === name);

/** A value changed: `{ from, to }` as the server writes it. */
function changeOf(value: unknown): { from: unknown; to: unknown } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  return 'from' in value && 'to' in value && Object.keys(value).length === 2
    ? { from: value.from, to: value.to }
    : null;
}

export interface DetailLine {
  label: string;
  value: string;
}

/** How an entry reads in the reader's language: its action, who, what to, and what changed. */
export function useAuditWords() {
  const t = useT(auditMessages);
  const signals = useT(signalsMessages);
  const integrations = useT(integrationsMessages);
  const labels = useLabels();
  const { locale } = useFormat();
  const list = new Intl.ListFormat(locale, { type: 'unit' });

  /** One value of a detail: a role, a shift, a way of signing in, yes or no... */
  function valueText(field: string, value: unknown): string {
    if (value === null || value === undefined || value === '') return t('nothing');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (Array.isArray(value)) {
      return value.length === 0
        ? t('nothing')
        : list.format(value.map((one) => valueText(field, one)));
    }
    if (typeof value === 'object') {
      return list.format(Object.entries(value).map(([name, part]) => `${name}: ${String(part)}`));
    }
    const text = String(value);
    const role = ROLES.find((one) => one === text);
    if ((field === 'role' || field === 'roles') && role) return labels.role(role);
    if (field === 'shifts' || field === 'category') {
      const shift = SHIFT_CATEGORIES.find((category) => category === text);
      if (shift) return labels.shift(shift);
    }
    if (field === 'via') return t('via', { via: keyword(text) });
    if (field === 'events' && isEvent(text)) return integrations(EVENT_LABELS[text]);
    if (field === 'action' && isAction(text)) return t(ACTION_KEYS[text]);
    if (field === 'action' && isGroup(text)) return t(GROUP_KEYS[text]);
    return text;
  }

  return {
    action: (action: string) => (isAction(action) ? t(ACTION_KEYS[action]) : action),
    group: (group: AuditActionGroup) => t(GROUP_KEYS[group]),
    actor: ({ kind, name }: AuditEntry['actor']) => {
      const shown = name ?? '';
      if (kind === 'person') return shown || t('someone');
      if (kind === 'token') return t('actorToken', { name: shown });
      if (kind === 'scim') return t('actorScim', { name: shown });
      if (kind === 'system') return t('actorSystem');
      return shown ? t('actorAnonymous', { name: shown }) : t('someoneUnknown');
    },
    target: (target: AuditEntry['target']) =>
      target && {
        kind: t('targetKind', { kind: keyword(target.kind) }),
        name: target.name ?? target.id ?? '',
      },
    /** What the entry's detail says, a line per field, each change as from → to. */
    detail: (detail: AuditEntry['detail']): DetailLine[] =>
      Object.entries(detail)
        .filter(([, value]) => value !== null && value !== undefined)
        .map(([field, value]) => {
          const label = isThreshold(field) ? signals(field) : t('field', { field: keyword(field) });
          const change = changeOf(value);
          return {
            label,
            value: change
              ? t('change', {
                  from: valueText(field, change.from),
                  to: valueText(field, change.to),
                })
              : valueText(field, value),
          };
        }),
  };
}
