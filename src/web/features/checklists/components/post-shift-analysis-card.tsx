import { POST_SHIFT_ANALYSIS_MAX_LENGTH } from '#domain/checklists/messages';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
import { useT } from '#web/lib/i18n';
import { checklistMessages } from '../messages';
import { AutosaveTextarea } from './autosave-input';

export function PostShiftAnalysisCard({
  value,
  editable,
  onSave,
}: {
  value: string;
  editable: boolean;
  onSave: (value: string) => void;
}) {
  const t = useT(checklistMessages);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">{t('postShiftAnalysisTitle')}</h2>
      </CardHeader>
      <CardBody>
        <AutosaveTextarea
          label={t('postShiftAnalysisTitle')}
          hideLabel
          value={value}
          onSave={onSave}
          readOnly={!editable}
          maxLength={POST_SHIFT_ANALYSIS_MAX_LENGTH}
          placeholder={t('postShiftAnalysisPlaceholder')}
          rows={5}
        />
      </CardBody>
    </Card>
  );
}
