import { ACCESS_MESSAGES } from '#domain/auth/messages';
import { Alert } from '#web/components/ui/alert';
import { useDomainText } from '#web/lib/i18n';

/** A person with no store to show (SPEC §8): the rule's own words, in their language. */
export function NoAssignedStore() {
  const domainText = useDomainText();
  return <Alert tone="warning">{domainText(ACCESS_MESSAGES.noAssignedStore)}</Alert>;
}
