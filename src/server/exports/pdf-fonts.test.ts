import { beforeAll, describe, expect, it } from 'vitest';
import { FontBook } from './pdf-fonts';

const fonts = new FontBook();

describe('the faces a PDF draws text in', () => {
  beforeAll(() => fonts.load());

  it('cover Polish, Portuguese and French letters, Chinese and Arabic, each in its own face', () => {
    for (const char of 'łśćźżąęńóŁŚŻãõçéèêàœÇÉ')
      expect(fonts.covers('latin', char.codePointAt(0)!)).toBe(true);
    for (const char of '检查清单早餐班，：（）')
      expect(fonts.covers('sc', char.codePointAt(0)!)).toBe(true);
    for (const char of 'قائمةالتحقق،؟٠١٢')
      expect(fonts.covers('arabic', char.codePointAt(0)!)).toBe(true);
  });

  it('gives each letter its script’s face, and spaces and digits their neighbours’', () => {
    const text = 'Łódź 检查 12 مرحبا 3';
    const faces = fonts.facesOf(text, 'en-GB');
    const at = (part: string) => faces[text.indexOf(part)];
    expect(at('Ł')).toBe('latin');
    expect(at('检')).toBe('sc');
    expect(at('12')).toBe('sc');
    expect(at('م')).toBe('arabic');
    expect(at('3')).toBe('arabic');
    expect(faces).toHaveLength(text.length);
  });

  it('draws a parenthesis inside Arabic text in the Latin face, which has one', () => {
    const text = '(مرحبا)';
    const faces = fonts.facesOf(text, 'ar');
    expect(faces[0]).toBe('latin');
    expect(faces[1]).toBe('arabic');
    expect(faces.at(-1)).toBe('latin');
  });

  it('keeps a character beyond the basic plane one face across both its halves', () => {
    const text = 'a𠮷b';
    const faces = fonts.facesOf(text, 'zh-CN');
    expect(faces).toHaveLength(4);
    expect(faces[1]).toBe(faces[2]);
  });
});
