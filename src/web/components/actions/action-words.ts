// What every screen calls an action's status and owner, in the reader's words, and the colours
// of its badges: the Actions screens, and the brief under a failed item and on the daily card.
import type { ActionStatus } from '#domain/actions/actions';
import type { ActionBrief } from '#domain/actions/brief';
import type { FailurePriority } from '#domain/checklists/priorities';
import type { BadgeTone } from '../ui/badge';
import { useT } from '#web/lib/i18n';
import { actionBriefMessages } from './messages';

export const STATUS_TONES: Record<ActionStatus, BadgeTone> = {
  open: 'amber',
  'in-progress': 'blue',
  done: 'green',
  verified: 'green',
};

export const PRIORITY_TONES: Record<FailurePriority, BadgeTone> = {
  A: 'red',
  B: 'orange',
  C: 'amber',
  D: 'neutral',
};

/** The status's case in the catalogue's select. */
const STATUS_KEYS: Record<ActionStatus, string> = {
  open: 'open',
  'in-progress': 'started',
  done: 'done',
  verified: 'verified',
};

type Owner = NonNullable<ActionBrief['owner']>;

export interface ActionWords {
  /** 'Open', 'In progress', 'Done', 'Verified'. */
  status(status: ActionStatus): string;
  /** 'Owner: Sam Leader', 'Contractor: Fryer Fix Ltd'. */
  owner(owner: Pick<Owner, 'kind' | 'name'>): string;
  recurring: string;
}

export function useActionWords(): ActionWords {
  const t = useT(actionBriefMessages);
  return {
    status: (status) => t('status', { status: STATUS_KEYS[status] }),
    owner: ({ kind, name }) =>
      kind === 'person' ? t('owner', { name }) : t('contractor', { name }),
    recurring: t('recurring'),
  };
}
