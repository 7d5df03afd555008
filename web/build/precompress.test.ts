import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const build = (files: Record<string, string | Buffer>) => {
  dir = mkdtempSync(join(tmpdir(), 'ftown-precompress-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
};

describe('precompressDir', () => {
  it('writes brotli and gzip copies of each text file that decode to the file', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `企业${i}` })))};`;
    const style = '.ant-btn{color:#1677ff}'.repeat(100);
    build({ 'index.html': `<!doctype html>${'<p>入驻申请</p>'.repeat(50)}`, 'assets/app-1a2b.js': script, 'assets/app-3c4d.css': style });
    await precompressDir(dir);
    for (const [name, content] of [['index.html', null], ['assets/app-1a2b.js', script], ['assets/app-3c4d.css', style]] as const) {
      const original = readFileSync(join(dir, name));
      if (content !== null) expect(original.toString('utf8')).toBe(content);
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(br.length).toBeLessThan(original.length);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(gz).equals(original)).toBe(true);
    }
  });

  it('leaves binary files, copies that would not be smaller and dot folders alone', async () => {
    build({ 'assets/logo-9f8e.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'assets/a-1.js': 'x', '.vite/manifest.json': '{}'.padEnd(4000, ' ') });
    await precompressDir(dir);
    expect(existsSync(join(dir, 'assets/logo-9f8e.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/a-1.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/a-1.js.gz'))).toBe(false);
    expect(existsSync(join(dir, '.vite/manifest.json.gz'))).toBe(false);
  });
});
