import { useParams } from 'react-router';
import { ActionPage } from './action-page';
import { ActionsPage } from './actions-page';

/**
 * `/actions` and `/actions/:actionId`, loaded together on demand: one download for both, and one
 * entry in what the first page lists of each screen's files (it weighs on every first load).
 */
export function ActionsScreens() {
  const { '*': rest = '' } = useParams();
  const actionId = rest.split('/')[0] ?? '';
  return actionId === '' ? <ActionsPage /> : <ActionPage key={actionId} actionId={actionId} />;
}
