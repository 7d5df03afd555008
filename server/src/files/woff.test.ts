import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const woff = readFileSync(path.join(path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json')), 'files/noto-sans-sc-chinese-simplified-400-normal.woff'));

describe('woffToSfnt', () => {
  it('unwraps the font fontkit reads from the WOFF: same glyphs, same outlines, same metrics', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const [fromWoff, fromSfnt] = [fontkit.create(woff), fontkit.create(sfnt)] as Font[];
    expect(fromSfnt!.numGlyphs).toBe(fromWoff!.numGlyphs);
    for (const ch of ['杭', '州', 'A', '（']) {
      const [a, b] = [fromWoff!.glyphForCodePoint(ch.codePointAt(0)!), fromSfnt!.glyphForCodePoint(ch.codePointAt(0)!)];
      expect(b.id).toBe(a.id);
      expect(b.id).toBeGreaterThan(0);
      expect(b.advanceWidth).toBe(a.advanceWidth);
      expect(b.path.toSVG()).toBe(a.path.toSVG());
    }
  });

  it('refuses what is not a WOFF 1.0 font', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than a header holds, padded to be long enough....'))).toThrow('not a WOFF 1.0 font');
  });
});
