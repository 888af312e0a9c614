import { useNavigate } from 'react-router';
import { ACCESS_MESSAGES } from '../../../../domain/auth/messages';
import { formatLongDate } from '../../../../domain/dates/format';
import { SHIFT_CATEGORIES, type ShiftCategory } from '../../../../domain/shifts';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useCurrentUser } from '../../auth/current-user';
import { useCreateChecklist } from '../api/create-checklist';
import { useStoreDay } from '../api/store-day';
import { ShiftCard } from './shift-card';

/** Today's shifts for the user's store: start a checklist, or open the one under way. */
export function TodayPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const day = useStoreDay(user.storeId);
  const create = useCreateChecklist();
  usePageTitle('Daily');

  if (!user.storeId) {
    return (
      <Alert tone="warning">
        {user.role === 'super-admin'
          ? ACCESS_MESSAGES.noStoreSelected
          : ACCESS_MESSAGES.noAssignedStore}
      </Alert>
    );
  }
  if (day.isPending) return <PageSpinner />;
  if (day.isError) return <Alert tone="error">{day.error.message}</Alert>;

  const { store, today, checklists } = day.data;
  const categories = SHIFT_CATEGORIES.filter(
    (c) => c !== 'overnight' || store.shiftSettings.overnight.enabled,
  );
  const startChecklist = (category: ShiftCategory) =>
    create.mutate(
      { storeId: store.id, category },
      { onSuccess: (checklist) => navigate(`/checklists/${checklist.id}`) },
    );

  return (
    <>
      <PageHeader
        title="Today's shifts"
        description={`${formatLongDate(today)} · ${store.name} (Store ${store.storeNumber})`}
      />
      {create.isError && (
        <Alert tone="error" className="mb-4">
          {create.error instanceof ApiRequestError
            ? create.error.message
            : 'Failed to create checklist'}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <ShiftCard
            key={category}
            category={category}
            setting={store.shiftSettings[category]}
            checklist={checklists.find((c) => c.category === category)}
            canCreate
            creating={create.isPending && create.variables.category === category}
            onCreate={() => startChecklist(category)}
          />
        ))}
      </div>
    </>
  );
}
