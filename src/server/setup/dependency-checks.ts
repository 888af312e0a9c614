import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import { PhotoStorageError, type PhotoStorage } from '../photos/storage-types';

/**
 * What a check of one dependency found. `failing`: the server cannot do its work with it as it
 * is (readiness fails); `warning`: something is wrong that does not stop it (readiness holds).
 * `reason` is for the log and the admin command line, never for an unauthenticated answer.
 */
export type CheckResult =
  { state: 'ok' } | { state: 'failing' | 'warning'; summary: string; reason: string };

export interface DependencyChecks {
  /** S3 when configured (the disk is watched by the write path); null when not checked. */
  photoStorage(): Promise<CheckResult | null>;
  /** SMTP when configured; null for the outbox. */
  mail(): Promise<CheckResult | null>;
  /**
   * Told whenever a check's result differs from the one before, and of a first result that is
   * not ok: the log says when S3 or SMTP goes wrong, and when it comes right again.
   */
  onChange(listener: (name: CheckName, result: CheckResult) => void): void;
}

export type CheckName = 'photoStorage' | 'mail';

/** How long a check's result answers /readyz: a load balancer asks every few seconds. */
export const CHECK_KEPT_MS = 30_000;

/** How long a check may take before it counts as not answering. */
const CHECK_TIMEOUT_MS = 10_000;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function withTimeout(work: Promise<void>, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * S3 set up wrong (no such bucket, wrong keys) fails readiness: every photo would be refused
 * until someone changes a setting. S3 not answering is a warning: an outage passes, and the
 * phones keep their photos until it does, while the rest of the app works.
 */
export async function checkPhotoStorage(photos: PhotoStorage): Promise<CheckResult> {
  try {
    await withTimeout(photos.check(), 'Photo storage');
    return { state: 'ok' };
  } catch (error) {
    const setup = error instanceof PhotoStorageError && error.setup;
    return setup
      ? { state: 'failing', summary: 'set up wrong', reason: reasonOf(error) }
      : { state: 'warning', summary: 'not answering', reason: reasonOf(error) };
  }
}

/** Mail that cannot be sent is a warning: nothing else waits for it. */
export async function checkMail(mailer: Mailer): Promise<CheckResult> {
  try {
    await withTimeout(mailer.check(), 'The SMTP server');
    return { state: 'ok' };
  } catch (error) {
    return { state: 'warning', summary: 'not answering', reason: `SMTP_URL: ${reasonOf(error)}` };
  }
}

/** The checks /readyz reports, each result kept for CHECK_KEPT_MS. */
export function createDependencyChecks(parts: {
  config: Config;
  photos: PhotoStorage;
  mailer: Mailer;
  clock: Clock;
}): DependencyChecks {
  let listener: (name: CheckName, result: CheckResult) => void = () => {};
  const kept = (name: CheckName, run: () => Promise<CheckResult>) => {
    let last: { at: number; result: Promise<CheckResult> } | null = null;
    let lastSeen: string | null = null;
    return () => {
      const now = parts.clock.now().getTime();
      if (last && now - last.at < CHECK_KEPT_MS) return last.result;
      const result = run().then((outcome) => {
        const seen = outcome.state === 'ok' ? 'ok' : `${outcome.state} ${outcome.reason}`;
        if (seen !== lastSeen && (lastSeen !== null || outcome.state !== 'ok')) {
          listener(name, outcome);
        }
        lastSeen = seen;
        return outcome;
      });
      last = { at: now, result };
      return result;
    };
  };
  const photoStorage = kept('photoStorage', () => checkPhotoStorage(parts.photos));
  const mail = kept('mail', () => checkMail(parts.mailer));
  return {
    photoStorage: () => (parts.config.s3 ? photoStorage() : Promise.resolve(null)),
    mail: () => (parts.config.smtpUrl ? mail() : Promise.resolve(null)),
    onChange(next) {
      listener = next;
    },
  };
}
