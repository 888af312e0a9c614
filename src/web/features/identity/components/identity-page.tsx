import { Alert } from '#web/components/ui/alert';
import { PageHeader } from '#web/components/ui/page-header';
import { PageSpinner } from '#web/components/ui/spinner';
import { useT } from '#web/lib/i18n';
import { usePageTitle } from '#web/lib/page-title';
import { useSsoSettings } from '../api/sso';
import { identityMessages } from '../messages';
import { ScimTokens } from './scim-tokens';
import { TwoFactorPolicy } from './two-factor-policy';
import { SsoMappingsSection } from './sso-mappings-section';
import { SsoSettingsSection } from './sso-settings-section';

/**
 * `/admin/identity` (super admins): how the chain's people sign in and arrive — single sign-on
 * and the roles it gives (docs/decisions/052), who must use two-factor (053), and the SCIM
 * tokens that provision them (054).
 */
export function IdentityPage() {
  const t = useT(identityMessages);
  usePageTitle(t('title'));
  const settings = useSsoSettings();
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="max-w-3xl space-y-6">
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <Alert tone="error">{settings.error.message}</Alert>
        ) : (
          <SsoSettingsSection settings={settings.data} />
        )}
        <SsoMappingsSection />
        <TwoFactorPolicy />
        <ScimTokens />
      </div>
    </>
  );
}
