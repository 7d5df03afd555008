import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess } from '../lib/portal-process.ts';
import { ensureWebBuild, MANIFEST } from '../lib/web-build.ts';

/** DESIGN section 8 and issue 15: a cold /login/edge transfers at most this much over the wire. */
const FIRST_SCREEN_BUDGET_KIB = 200;
const FIRST_SCREEN_URL = '/login/edge';
const FIRST_SCREEN_PAGE = 'src/features/auth/pages/login-page.tsx';
/** The app itself: the entry (src/boot.ts) imports it after the first paint, so it is a dynamic chunk. */
const APP = 'src/main.tsx';
const LARGEST_LAZY_CHUNKS = 8;

/** What each client asks for: Chromium's header, a client without brotli, one that accepts nothing. */
const CLIENTS = {
  wire: 'gzip, deflate, br, zstd',
  gzip: 'gzip',
  identity: 'identity',
} as const;
type Client = keyof typeof CLIENTS;

type ManifestChunk = { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Body bytes as they crossed the socket for each client, and the encoding the server chose for the browser. */
export type Transfer = { url: string; encoding: string } & Record<Client, number>;
export type TransferSet = { files: number } & Record<`${Client}KiB`, number>;
export type BundleResult = {
  firstScreen: TransferSet & { url: string; budgetKiB: number; withinBudget: boolean; transfers: Transfer[] };
  /** Every script and style the first screen does not load, fetched the same way. */
  lazy: TransferSet & { largest: Transfer[] };
};

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** A GET that keeps the body as sent (fetch would decode it), so its length is what the network carried. */
const rawGet = (url: string, acceptEncoding: string) =>
  new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });

const transfer = async (base: string, url: string): Promise<Transfer> => {
  const sizes = {} as Record<Client, number>;
  let encoding = 'identity';
  for (const client of Object.keys(CLIENTS) as Client[]) {
    const res = await rawGet(`${base}${url}`, CLIENTS[client]);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    sizes[client] = res.body.length;
    if (client === 'wire') encoding = res.encoding;
  }
  return { url, encoding, ...sizes };
};

const sum = (transfers: Transfer[]): TransferSet => {
  const total = (client: Client) => kib(transfers.reduce((s, t) => s + t[client], 0));
  return { files: transfers.length, wireKiB: total('wire'), gzipKiB: total('gzip'), identityKiB: total('identity') };
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

const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]).map((file) => `/${file}`);

const readManifest = (): Manifest => {
  ensureWebBuild();
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
};

/** What the document itself names: the entry script, its modulepreloads and stylesheets, icons. */
const referencedBy = (html: string): string[] =>
  [...html.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);

/**
 * What a cold /login/edge transfers through the running server (production mode), file by file: the document,
 * everything it references, and the login page's lazily loaded chunk with its imports and styles. Each is
 * fetched as Chromium asks (br), as a gzip-only client and as one that accepts nothing.
 */
export const bundle = async (): Promise<BundleResult> => {
  const manifest = readManifest();
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.join(', ') || 'none'}`);
  for (const key of [APP, FIRST_SCREEN_PAGE]) if (!manifest[key]) throw new Error(`manifest has no chunk for ${key}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'ftown-bench-bundle-'));
  const server = await startProcess('server/src/main.ts', { DATA_DIR: dataDir }, '/health');
  try {
    const document = await transfer(server.url, FIRST_SCREEN_URL);
    const html = (await rawGet(`${server.url}${FIRST_SCREEN_URL}`, 'identity')).body.toString('utf8');
    const firstScreenKeys = staticClosure(manifest, [entries[0]!, APP, FIRST_SCREEN_PAGE]);
    const firstScreenUrls = [...new Set([...referencedBy(html), ...filesOf(manifest, firstScreenKeys)])];
    const firstScreen = [document];
    for (const url of firstScreenUrls) firstScreen.push(await transfer(server.url, url));

    const lazyUrls = new Set(filesOf(manifest, Object.keys(manifest)).filter((url) => !firstScreenUrls.includes(url)));
    const lazy: Transfer[] = [];
    for (const url of lazyUrls) lazy.push(await transfer(server.url, url));

    const first = sum(firstScreen);
    const withinBudget = first.wireKiB <= FIRST_SCREEN_BUDGET_KIB;
    console.log(
      `cold ${FIRST_SCREEN_URL}: ${first.wireKiB} KiB on the wire (gzip ${first.gzipKiB}, uncompressed ${first.identityKiB}) ` +
        `in ${first.files} files, ${withinBudget ? 'within' : 'OVER'} the ${FIRST_SCREEN_BUDGET_KIB} KiB budget`,
    );
    return {
      firstScreen: {
        url: FIRST_SCREEN_URL,
        budgetKiB: FIRST_SCREEN_BUDGET_KIB,
        withinBudget,
        ...first,
        transfers: firstScreen.sort((a, b) => b.wire - a.wire),
      },
      lazy: { ...sum(lazy), largest: lazy.sort((a, b) => b.wire - a.wire).slice(0, LARGEST_LAZY_CHUNKS) },
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
