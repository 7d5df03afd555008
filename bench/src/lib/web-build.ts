import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = new URL('../../..', import.meta.url).pathname;
/** The build the benches' portal serves: the server reads the same variable. */
export const WEB_DIST = process.env.WEB_DIST ?? join(repoRoot, 'web/dist');
export const MANIFEST = join(WEB_DIST, '.vite/manifest.json');

/** What a build is made from; a file here newer than the build's manifest means the build is stale. */
const SOURCES = ['web/src', 'web/build', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'domain/src'];

const newestChange = (path: string): number => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stat.mtimeMs);
};

/**
 * The web app as production serves it, built from the sources checked out now. Production refuses to start without
 * a build, and one left from other sources (or from before the precompress step) would be measured in their place.
 * WEB_DIST set by the caller names another build to measure (an A/B of two builds), which is taken as it is.
 */
export const ensureWebBuild = () => {
  if (process.env.WEB_DIST !== undefined) return;
  const built = existsSync(MANIFEST) && existsSync(join(WEB_DIST, 'index.html.br'));
  const builtAt = built ? statSync(MANIFEST).mtimeMs : 0;
  const stale = built && SOURCES.some((source) => newestChange(join(repoRoot, source)) > builtAt);
  if (built && !stale) return;
  console.log(built ? 'web/dist is older than its sources: building the web app again.' : 'web/dist is missing or has no precompressed copies: building the web app first.');
  execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
};
