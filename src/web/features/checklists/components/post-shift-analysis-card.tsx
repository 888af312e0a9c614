import { POST_SHIFT_ANALYSIS_MAX_LENGTH } from '#domain/checklists/messages';
import { Card, CardBody, CardHeader } from '#web/components/ui/card';
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
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold">Post-Shift Analysis</h2>
      </CardHeader>
      <CardBody>
        <AutosaveTextarea
          label="Post-Shift Analysis"
          hideLabel
          value={value}
          onSave={onSave}
          readOnly={!editable}
          maxLength={POST_SHIFT_ANALYSIS_MAX_LENGTH}
          placeholder="What went well, what didn't, and what the next shift should know"
          rows={5}
        />
      </CardBody>
    </Card>
  );
}
