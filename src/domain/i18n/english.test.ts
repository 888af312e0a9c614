import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { englishText, plainText } from './english';

describe('English texts from catalogue entries', () => {
  it('a plain entry is its text, raw or compiled', () => {
    expect(plainText('Store name is required')).toBe('Store name is required');
    expect(plainText(compileMessage('Store name is required'))).toBe('Store name is required');
  });

  it('an entry with placeholders is refused as plain text', () => {
    expect(() => plainText('Store {number} exists')).toThrow(/placeholders/);
    expect(() => plainText(compileMessage('Store {number} exists'))).toThrow(/placeholders/);
  });

  it('formats placeholders and English plurals, raw or compiled', () => {
    const source = 'Please wait {seconds, plural, one {# second} other {# seconds}}.';
    for (const entry of [source, compileMessage(source)]) {
      expect(englishText(entry, { seconds: 1 })).toBe('Please wait 1 second.');
      expect(englishText(entry, { seconds: 30 })).toBe('Please wait 30 seconds.');
    }
  });
});
