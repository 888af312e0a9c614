import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('says kilobytes below a megabyte, never 0.0 MB', () => {
    expect(fileSize(37 * 1024)).toBe('37 KB');
    expect(fileSize(200)).toBe('1 KB');
    expect(fileSize(0)).toBe('0 KB');
    expect(fileSize(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('says megabytes with one decimal from a megabyte up', () => {
    expect(fileSize(1024 * 1024)).toBe('1.0 MB');
    expect(fileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
