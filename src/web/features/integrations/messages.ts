// Admin → Integrations: the API tokens and webhooks other systems use. The namespace and the
// webhook events' names live in #web/components/integrations, which the audit log reads too.
export { integrationsMessages } from '#web/components/integrations/messages';
