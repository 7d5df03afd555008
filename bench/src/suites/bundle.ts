import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** DESIGN section 8: the first screen (/login/edge, cold cache) loads at most this much gzip JavaScript. */
export const FIRST_SCREEN_BUDGET_KIB = 200;
const FIRST_SCREEN_PAGE = 'src/features/auth/pages/login-page.tsx';
const LARGEST_ROUTE_CHUNKS = 8;

const repoRoot = new URL('../../..', import.meta.url).pathname;
const dist = join(repoRoot, 'web/dist');
const manifestPath = join(dist, '.vite/manifest.json');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; gzipBytes: number };
export type ChunkSet = { gzipBytes: number; kib: number; chunks: ChunkSize[] };
export type BundleResult = {
  firstScreen: ChunkSet & { page: string; budgetKiB: number; withinBudget: boolean };
  /** Each lazy route chunk with what it adds over the first screen's already-loaded chunks. */
  largestLazyChunks: (ChunkSize & { src: string; addedOverFirstScreenGzipBytes: number })[];
  totalJsGzipBytes: number;
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

const gzipCache = new Map<string, number>();
const gzipBytes = (file: string): number => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The manifest keys a browser fetches for these chunks: themselves and their static imports, transitively. */
const staticClosure = (manifest: Manifest, roots: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
};

const measure = (manifest: Manifest, keys: Iterable<string>): ChunkSet => {
  const chunks = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipBytes(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
  return { gzipBytes: total, kib: kib(total), chunks };
};

const readManifest = (): Manifest => {
  if (!existsSync(manifestPath)) {
    console.log('web/dist has no manifest: building the web app first.');
    execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
};

/** Gzip sizes of the built web app's JavaScript, read from Vite's manifest; builds only when dist is missing. */
export const bundle = async (): Promise<BundleResult> => {
  const manifest = readManifest();
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.join(', ') || 'none'}`);
  if (!manifest[FIRST_SCREEN_PAGE]) throw new Error(`manifest has no chunk for ${FIRST_SCREEN_PAGE}`);

  const firstScreenKeys = staticClosure(manifest, [entries[0]!, FIRST_SCREEN_PAGE]);
  const firstScreen = measure(manifest, firstScreenKeys);

  const lazy = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key !== FIRST_SCREEN_PAGE)
    .map(([key, chunk]) => {
      const added = [...staticClosure(manifest, [key])].filter((k) => !firstScreenKeys.has(k));
      return {
        src: key,
        file: chunk.file,
        gzipBytes: gzipBytes(chunk.file),
        addedOverFirstScreenGzipBytes: measure(manifest, added).gzipBytes,
      };
    })
    .sort((a, b) => b.addedOverFirstScreenGzipBytes - a.addedOverFirstScreenGzipBytes)
    .slice(0, LARGEST_ROUTE_CHUNKS);

  const allJs = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  const totalJsGzipBytes = [...allJs].reduce((sum, file) => sum + gzipBytes(file), 0);

  const withinBudget = firstScreen.kib <= FIRST_SCREEN_BUDGET_KIB;
  console.log(
    `first screen /login/edge: ${firstScreen.kib} KiB gzip JS of a ${FIRST_SCREEN_BUDGET_KIB} KiB budget ` +
      `(${withinBudget ? 'within' : 'OVER'} budget, ${firstScreen.chunks.length} chunks)`,
  );
  return {
    firstScreen: { page: FIRST_SCREEN_PAGE, budgetKiB: FIRST_SCREEN_BUDGET_KIB, withinBudget, ...firstScreen },
    largestLazyChunks: lazy,
    totalJsGzipBytes,
  };
};
