import { z } from 'zod';
import { PARK_SYSTEM_NAMES, PARK_SYSTEMS, type ParkSystem } from '@ftown/domain/auth/sign-in-constants';

/**
 * The park's other systems as this server knows them: where each is entered and the secret its hand-off
 * tokens are signed with. Each system's secret is shared with that system only, so a token for one
 * cannot be presented to another.
 */
export type ParkSystemConfig = {
  key: ParkSystem;
  name: string;
  /** Entry address; a path starting with '/' is on this server's origin. */
  url: string;
  secret: string;
  /** Served by the built-in stand-in (park-demo.routes.ts) rather than a real system. */
  local: boolean;
};
export type ParkSystems = Record<ParkSystem, ParkSystemConfig>;

type Upper = Uppercase<ParkSystem>;
type ParkEnvKey = `PARK_${Upper}_SECRET` | `PARK_${Upper}_URL`;

const secretKey = (s: ParkSystem) => `PARK_${s.toUpperCase() as Upper}_SECRET` as const;
const urlKey = (s: ParkSystem) => `PARK_${s.toUpperCase() as Upper}_URL` as const;

const MIN_SECRET = 32;
export const localUrl = (s: ParkSystem) => `/park/${s}/`;

const zUrl = z
  .string()
  .regex(/^(https?:\/\/[^\s/]+)?\/\S*$/, 'must be an http(s) URL or a path starting with /')
  .transform((u) => (u.endsWith('/') ? u : `${u}/`));

/** Merged into the server configuration (config.ts): PARK_<SYSTEM>_SECRET and PARK_<SYSTEM>_URL. */
export const PARK_CONFIG_SHAPE = Object.fromEntries(
  PARK_SYSTEMS.flatMap((s) => [
    [secretKey(s), z.string().min(MIN_SECRET, `must be at least ${MIN_SECRET} characters`).optional()],
    [urlKey(s), zUrl.optional()],
  ]),
) as Record<`PARK_${Upper}_SECRET`, z.ZodOptional<z.ZodString>> &
  Record<`PARK_${Upper}_URL`, z.ZodOptional<typeof zUrl>>;

type ParkEnv = Partial<Record<ParkEnvKey, string>> & { NODE_ENV: string };

const missingSecret = (s: ParkSystem): never => {
  throw new Error(`no hand-off secret for ${s}: configure ${secretKey(s)} or pass the stored one`);
};

/** In production every system needs its own secret: the development defaults are public. */
export const parkConfigProblems = (config: ParkEnv): string[] =>
  config.NODE_ENV !== 'production'
    ? []
    : PARK_SYSTEMS.filter((s) => config[secretKey(s)] === undefined).map(
        (s) => `  ${secretKey(s)}: required in production (the hand-off secret shared with ${PARK_SYSTEM_NAMES[s]})`,
      );

/** Where each park system is entered; known before any secret is (the pages' frame policy needs them). */
export const parkEntryUrls = (config: ParkEnv): string[] => PARK_SYSTEMS.map((s) => config[urlKey(s)] ?? localUrl(s));

/** The systems whose secret the configuration leaves to the installation (never in production). */
export const unconfiguredSecrets = (config: ParkEnv): ParkSystem[] => PARK_SYSTEMS.filter((s) => config[secretKey(s)] === undefined);

/** The name a generated hand-off secret is stored under (stored-secrets.ts). */
export const storedSecretName = (s: ParkSystem) => `park-${s}-handoff`;

/**
 * `stored` holds the generated secrets of the systems the configuration leaves out; a configured secret
 * always wins.
 */
export const parkSystemsOf = (config: ParkEnv, stored: Partial<Record<ParkSystem, string>> = {}): ParkSystems =>
  Object.fromEntries(
    PARK_SYSTEMS.map((s) => {
      const url = config[urlKey(s)];
      return [
        s,
        {
          key: s,
          name: PARK_SYSTEM_NAMES[s],
          url: url ?? localUrl(s),
          secret: config[secretKey(s)] ?? stored[s] ?? missingSecret(s),
          local: url === undefined || url === localUrl(s),
        },
      ];
    }),
  ) as ParkSystems;
