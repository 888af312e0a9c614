import { useParams } from 'react-router';
import { ActionPage } from './action-page';
import { ActionsPage, DUE_TIMES_PATH } from './actions-page';
import { DueTimesPage } from './due-times-page';

/**
 * `/actions`, `/actions/:actionId` and `/actions/due-times`, loaded together on demand: one download for both, and one
 * entry in what the first page lists of each screen's files (it weighs on every first load).
 */
export function ActionsScreens() {
  const { '*': rest = '' } = useParams();
  const actionId = rest.split('/')[0] ?? '';
  if (actionId === '') return <ActionsPage />;
  if (actionId === DUE_TIMES_PATH) return <DueTimesPage />;
  return <ActionPage key={actionId} actionId={actionId} />;
}
