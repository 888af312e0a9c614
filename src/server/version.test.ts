import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VERSION } from './version';

describe('VERSION', () => {
  it('is a semantic version released in CHANGELOG.md', () => {
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    expect(changelog).toMatch(
      new RegExp(`^## \\[${VERSION.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });
});
