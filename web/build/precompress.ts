import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser fetches; images and woff2 fonts are compressed formats already. */
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Once per build, so the slowest settings are affordable: the server sends these files as they are, and
 * compresses nothing static per request.
 */
const ENCODINGS = [
  {
    suffix: '.br',
    encode: (data: Buffer) =>
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  },
  { suffix: '.gz', encode: (data: Buffer) => gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }) },
] as const;

const textFilesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && TEXT_FILE.test(e.name) && !join(e.parentPath, e.name).slice(dir.length).includes('/.'))
    .map((e) => join(e.parentPath, e.name));
};

/**
 * Writes `file.br` and `file.gz` beside every text file under `dir`. A copy that would not be smaller is not
 * written: the server then sends the file itself, which is what it does for a client that accepts neither.
 */
export const precompressDir = async (dir: string): Promise<void> => {
  const files = await textFilesUnder(dir);
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      for (const { suffix, encode } of ENCODINGS) {
        const packed = await encode(data);
        if (packed.length < data.length) await writeFile(`${file}${suffix}`, packed);
      }
    }),
  );
};

/** Vite plugin: precompresses the build output once it is written. */
export const precompress = (): Plugin => ({
  name: 'ftown-precompress',
  apply: 'build',
  writeBundle: async (options) => {
    if (options.dir) await precompressDir(options.dir);
  },
});
