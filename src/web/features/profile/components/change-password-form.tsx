import { useState, type FormEvent } from 'react';
import { checkPasswordChange } from '#domain/auth/password-rules';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import {
  passwordChangeErrorMessage,
  useChangePassword,
  usePublicSettings,
} from '../api/change-password';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FALLBACK_MIN_LENGTH = 6;

export function ChangePasswordForm() {
  const [fields, setFields] = useState(EMPTY);
  const [feedback, setFeedback] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    null,
  );
  const settings = usePublicSettings();
  const change = useChangePassword();
  const minLength = settings.data?.passwordMinLength ?? FALLBACK_MIN_LENGTH;

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = checkPasswordChange(fields, minLength);
    if (problem) {
      setFeedback({ tone: 'error', text: problem });
      return;
    }
    setFeedback(null);
    change.mutate(fields, {
      onSuccess: ({ message }) => {
        setFields(EMPTY);
        setFeedback({ tone: 'success', text: message });
      },
      onError: (error) => setFeedback({ tone: 'error', text: passwordChangeErrorMessage(error) }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      <h2 className="text-lg font-semibold">Change password</h2>
      {feedback && <Alert tone={feedback.tone}>{feedback.text}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={fields.currentPassword}
        onChange={set('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${minLength} characters.`}
        value={fields.newPassword}
        onChange={set('newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing...' : 'Change Password'}
      </Button>
    </form>
  );
}
