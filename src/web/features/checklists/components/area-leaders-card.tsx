import type { ChecklistDetail } from '#domain/checklists/api';
import { AREA_LEADER_MAX_LENGTH } from '#domain/checklists/messages';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import type { ChecklistTextField } from '../api/update-checklist';
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
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">Area Leaders</h2>
      </CardHeader>
      <CardBody className="grid gap-4 sm:grid-cols-2">
        <AutosaveInput
          label="Service area leader"
          value={detail.serviceAreaLeader}
          onSave={(value) => onSave('serviceAreaLeader', value)}
          readOnly={!editable}
          maxLength={AREA_LEADER_MAX_LENGTH}
          placeholder="Name"
        />
        <AutosaveInput
          label="Production area leader"
          value={detail.productionAreaLeader}
          onSave={(value) => onSave('productionAreaLeader', value)}
          readOnly={!editable}
          maxLength={AREA_LEADER_MAX_LENGTH}
          placeholder="Name"
        />
      </CardBody>
    </Card>
  );
}
