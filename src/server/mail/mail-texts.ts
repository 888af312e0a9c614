import ar from '#domain/i18n/catalogues/mail/ar.json' with { type: 'json' };
import enUs from '#domain/i18n/catalogues/mail/en-US.json' with { type: 'json' };
import en from '#domain/i18n/catalogues/mail/en.json' with { type: 'json' };
import es from '#domain/i18n/catalogues/mail/es.json' with { type: 'json' };
import frCa from '#domain/i18n/catalogues/mail/fr-CA.json' with { type: 'json' };
import pl from '#domain/i18n/catalogues/mail/pl.json' with { type: 'json' };
import ptBr from '#domain/i18n/catalogues/mail/pt-BR.json' with { type: 'json' };
import zhCn from '#domain/i18n/catalogues/mail/zh-CN.json' with { type: 'json' };
import type { Locale } from '#domain/i18n/locales';
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
