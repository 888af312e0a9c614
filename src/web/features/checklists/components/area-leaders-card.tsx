import type { ChecklistDetail } from '#domain/checklists/api';
import { AREA_LEADER_MAX_LENGTH } from '#domain/checklists/messages';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { useT } from '#web/lib/i18n';
import type { ChecklistTextField } from '../api/update-checklist';
import { checklistMessages } from '../messages';
import { AutosaveInput } from './autosave-input';

export function AreaLeadersCard({
  detail,
  editable,
  onSave,
}: {
  detail: ChecklistDetail;
  editable: boolean;
  onSave: (field: ChecklistTextField, value: string) => void;
}) {
  const t = useT(checklistMessages);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('areaLeaders')}</h2>
      </CardHeader>
      <CardBody className="grid gap-4 sm:grid-cols-2">
        <AutosaveInput
          label={t('serviceAreaLeader')}
          value={detail.serviceAreaLeader}
          onSave={(value) => onSave('serviceAreaLeader', value)}
          readOnly={!editable}
          maxLength={AREA_LEADER_MAX_LENGTH}
          placeholder={t('namePlaceholder')}
        />
        <AutosaveInput
          label={t('productionAreaLeader')}
          value={detail.productionAreaLeader}
          onSave={(value) => onSave('productionAreaLeader', value)}
          readOnly={!editable}
          maxLength={AREA_LEADER_MAX_LENGTH}
          placeholder={t('namePlaceholder')}
        />
      </CardBody>
    </Card>
  );
}
