import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { serverDataDir } from './server-data';

/** Where the e2e server writes e-mails (no SMTP is configured there): DATA_DIR/outbox. */
const OUTBOX = path.join(serverDataDir(), 'outbox');

function linksTo(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).sort();
  } catch {
    return [];
  }
  return files.flatMap((file) => {
    const raw = readFileSync(path.join(OUTBOX, file), 'utf8');
    if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) return [];
    // Quoted-printable: soft line breaks and the encoded '='.
    const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(body);
    return match ? [match[0]] : [];
  });
}

/** The newest reset link mailed to `email`, waiting for it to be written. */
export async function resetLinkFor(email: string, previous: number): Promise<string> {
  await expect.poll(() => linksTo(email).length, { timeout: 10_000 }).toBeGreaterThan(previous);
  const links = linksTo(email);
  return links[links.length - 1] ?? '';
}

export const resetLinkCount = (email: string) => linksTo(email).length;
