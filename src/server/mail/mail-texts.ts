import ar from '#domain/i18n/catalogues/mail/ar.json' with { type: 'json' };
import enUs from '#domain/i18n/catalogues/mail/en-US.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/mail/en.json' with { type: 'json' };
import es from '#domain/i18n/catalogues/mail/es.json' with { type: 'json' };
import frCa from '#domain/i18n/catalogues/mail/fr-CA.json' with { type: 'json' };
import pl from '#domain/i18n/catalogues/mail/pl.json' with { type: 'json' };
import ptBr from '#domain/i18n/catalogues/mail/pt-BR.json' with { type: 'json' };
import zhCn from '#domain/i18n/catalogues/mail/zh-CN.json' with { type: 'json' };
import type { IsoDate } from '#domain/dates';
import type { Locale } from '#domain/i18n/locales';
import { serverFormats } from '../i18n/formats';
import { serverNamespace } from '../i18n/namespace';
import type { MailMessage } from './mailer';

/** The e-mails the server sends, each in its recipient's language (recipients.ts). */
const mailTexts = serverNamespace(en, {
  'en-US': enUs,
  es,
  'fr-CA': frCa,
  pl,
  'pt-BR': ptBr,
  'zh-CN': zhCn,
  ar,
});

/** A single-use link to choose a new password. */
export function resetMail(locale: Locale, to: string, link: string): MailMessage {
  const t = mailTexts(locale);
  return { to, subject: t('resetSubject'), text: t('resetBody', { link }) };
}

/** Someone is guessing the account's password: it is slowed down, never locked. */
export function failedSignInsMail(
  locale: Locale,
  to: string,
  guesses: { count: number; minutes: number; link: string },
): MailMessage {
  const t = mailTexts(locale);
  return {
    to,
    subject: t('failedSignInsSubject'),
    text: t('failedSignInsBody', { email: to, ...guesses }),
  };
}

/** A notification's e-mail: its title and text, where it leads, and where to choose what comes. */
export function notificationMail(
  locale: Locale,
  to: string,
  notification: { title: string; body: string; link: string },
): MailMessage {
  const t = mailTexts(locale);
  return {
    to,
    subject: t('notificationSubject', { title: notification.title }),
    text: t('notificationBody', { body: notification.body, link: notification.link }),
  };
}

/** The address an account had hears that it changed, so a takeover cannot pass unnoticed. */
export function emailChangedMail(locale: Locale, oldEmail: string, newEmail: string): MailMessage {
  const t = mailTexts(locale);
  return {
    to: oldEmail,
    subject: t('emailChangedSubject'),
    text: t('emailChangedBody', { oldEmail, newEmail }),
  };
}

/**
 * What an outside contractor is told of the action handed to them: that it was, by whom, or that
 * it fell due still outstanding.
 */
export type ContractorMailContent = ContractorAction &
  ({ kind: 'action-assigned'; by: string } | { kind: 'action-due' });

interface ContractorAction {
  name: string;
  /** The store's number and name. */
  store: string;
  timezone: string;
  /** The failed item, in the store's language where its checklist has it. */
  item: string;
  comment: string | null;
  businessDate: IsoDate;
  dueAt: string;
}

/**
 * To an outside contractor, who has no account: what to put right and by when, in the store's
 * language and time zone. No link: they could not sign in to follow it; the store records the
 * work once they say it is done.
 */
export function contractorMail(locale: Locale, to: string, c: ContractorMailContent): MailMessage {
  const t = mailTexts(locale);
  const formats = serverFormats(locale);
  const values = {
    name: c.name,
    store: c.store,
    item: c.item,
    date: formats.longDate(c.businessDate),
    due: formats.dateTime(c.dueAt, c.timezone),
  };
  const [subject, body] =
    c.kind === 'action-assigned'
      ? [
          t('contractorAssignedSubject', values),
          t('contractorAssignedBody', { ...values, by: c.by }),
        ]
      : [t('contractorDueSubject', values), t('contractorDueBody', values)];
  const problem = c.comment ? `\n${t('contractorProblem', { comment: c.comment })}` : '';
  return { to, subject, text: `${body}${problem}\n\n${t('contractorFooter', values)}` };
}
