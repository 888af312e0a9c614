import { useParams } from 'react-router';
import { AreaFormPage } from './area-form-page';
import { AreaListPage } from './area-list-page';

/**
 * `/admin/areas`, `/admin/areas/new` and `/admin/areas/:areaId`, loaded together on demand: one
 * entry in what the first page lists of each screen's files (it weighs on every first load).
 */
export function AreasScreens() {
  const { '*': rest = '' } = useParams();
  const areaId = rest.split('/')[0] ?? '';
  return areaId === '' ? <AreaListPage /> : <AreaFormPage key={areaId} areaId={areaId} />;
}
