import PenLine from 'lucide-react/icons/pen-line';
import { useId, useState } from 'react';
import type { IsoDate } from '#domain/dates';
import type { SignOff } from '#domain/records/api';
import { SIGN_OFF_NOTE_MAX_LENGTH } from '#domain/records/messages';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { useOnlineStatus } from '#web/lib/online-status';
import { useSignOff } from '../api/records';
import { recordsMessages } from '../messages';

/**
 * A day's signature, or that it has none; what changed after it; and, for whoever may sign,
 * the note and the button that sign it (again, after changes).
 */
export function DaySignOff({
  storeId,
  date,
  signOff,
  canSign,
  timeZone,
}: {
  storeId: string;
  date: IsoDate;
  signOff: SignOff | null;
  canSign: boolean;
  timeZone: string;
}) {
  const t = useT(recordsMessages);
  const format = useFormat();
  const domainText = useDomainText();
  const online = useOnlineStatus();
  const sign = useSignOff(storeId);
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const changed = signOff !== null && signOff.changesAfter.length > 0;

  return (
    <div data-testid="day-sign-off" className="space-y-2">
      {signOff ? (
        <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100">
          <p className="font-semibold">
            {t('signedOff', {
              name: signOff.userName,
              time: format.time(signOff.signedAt, timeZone),
            })}
          </p>
          {signOff.note && <p className="mt-0.5 break-words">{signOff.note}</p>}
        </div>
      ) : (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('notSignedOff')}
        </p>
      )}
      {changed && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100">
          <p className="font-semibold">{t('changedAfter')}</p>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {signOff.changesAfter.map((change, index) => (
              <li key={`${change.at}-${index}`} className="break-words">
                {t('changeLine', {
                  time: format.time(change.at, timeZone),
                  person: change.userName,
                  change: change.summary,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {canSign && !open && (signOff === null || changed) && (
        <Button variant={signOff ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
          <PenLine aria-hidden="true" className="h-4 w-4" />
          {signOff ? t('signAgain') : t('signOffDay')}
        </Button>
      )}
      {canSign && open && (
        <form
          noValidate
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            sign.mutate(
              { date, note },
              {
                onSuccess: () => {
                  setOpen(false);
                  setNote('');
                },
              },
            );
          }}
        >
          <TextareaField
            id={noteId}
            label={t('signOffNote')}
            placeholder={t('signOffNotePlaceholder')}
            value={note}
            rows={2}
            maxLength={SIGN_OFF_NOTE_MAX_LENGTH}
            error={sign.error ? domainText(sign.error.message) : null}
            onChange={(event) => setNote(event.target.value)}
          />
          {!online && (
            <p className="text-sm text-amber-800 dark:text-amber-300">{t('needsConnection')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!online || sign.isPending}>
              {t('sign')}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
