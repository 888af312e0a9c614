import { useState } from 'react';
import type { Review } from '#domain/records/api';
import { REVIEW_NOTE_MAX_LENGTH } from '#domain/records/messages';
import { Button } from '#web/components/ui/button';
import { SectionCard } from '#web/components/ui/card';
import { TextareaField } from '#web/components/ui/textarea';
import { useDomainText, useFormat, useT } from '#web/lib/i18n';
import { useOnlineStatus } from '#web/lib/online-status';
import { useReview } from '../api/records';
import { recordsMessages } from '../messages';

/** The four-weekly review (Safer Food, Better Business): what the manager found, signed. */
export function ReviewCard({
  storeId,
  reviews,
  canReview,
}: {
  storeId: string;
  reviews: readonly Review[];
  canReview: boolean;
}) {
  const t = useT(recordsMessages);
  const format = useFormat();
  const domainText = useDomainText();
  const online = useOnlineStatus();
  const review = useReview(storeId);
  const [note, setNote] = useState('');
  return (
    <SectionCard id="records-review" title={t('reviewTitle')} description={t('reviewIntro')}>
      <div className="space-y-3">
        {reviews.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('noReview')}</p>
        )}
        {reviews.map((signed) => (
          <div key={signed.id} data-testid="review" className="text-sm">
            <p className="font-semibold">
              {t('reviewBy', {
                name: signed.userName,
                date: format.shortDate(signed.signedAt.slice(0, 10)),
                from: format.shortDate(signed.from),
                to: format.shortDate(signed.to),
              })}
            </p>
            <p className="mt-0.5 break-words whitespace-pre-line">{signed.note}</p>
          </div>
        ))}
        {canReview && (
          <form
            noValidate
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              review.mutate({ note }, { onSuccess: () => setNote('') });
            }}
          >
            <TextareaField
              label={t('reviewNote')}
              value={note}
              rows={3}
              maxLength={REVIEW_NOTE_MAX_LENGTH}
              error={review.error ? domainText(review.error.message) : null}
              onChange={(event) => setNote(event.target.value)}
            />
            {!online && (
              <p className="text-sm text-amber-800 dark:text-amber-300">{t('needsConnection')}</p>
            )}
            <Button type="submit" disabled={!online || review.isPending}>
              {t('signReview')}
            </Button>
          </form>
        )}
      </div>
    </SectionCard>
  );
}
