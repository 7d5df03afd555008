import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { QR_REDEEM_SECONDS, QR_TTL_SECONDS, type QrStatus } from '@ftown/domain/auth/sign-in-constants';
import type {
  TGenerateQrCodeRequest,
  TQrCode,
  TQrCodeRequester,
  TQrCodeState,
} from '@ftown/domain/auth/qr';
import { AppError, retryLater } from '../app-error.ts';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { hashToken } from './secrets.ts';
import { auditRefusedSignIn } from './refused-sign-in.ts';
import { openSession } from './session-issuer.ts';
import type { AuthUser } from './session-store.ts';
import * as repo from './sign-in.repository.ts';

/** New codes per requesting address per minute: enough for a busy office behind one address, not for a flood. */
const QR_PER_MINUTE = 20;
const AGENT_MAX = 200;

export const QR_MESSAGES = {
  tooMany: '二维码获取过于频繁，请稍后再试',
  notFound: '二维码不存在，请刷新后重试',
  stale: '二维码已失效，请在电脑上刷新后重新扫描',
  otherPhone: '该二维码已被其他账号扫描',
  needCompany: '企业扫码登录请在手机上以企业身份（信用代码或法人手机）登录后再扫码',
  needPerson: '个人扫码登录请在手机上以个人身份登录后再扫码',
  notScanned: '请先扫描二维码',
  decided: '该二维码已处理，请在电脑上刷新后重新扫描',
  notConfirmed: '请先在手机上确认登录',
  declined: '您已在手机上取消本次登录，请刷新二维码',
  expired: '二维码已失效，请刷新后重新扫描',
} as const;

export type QrLoginServiceDeps = {
  db: Kysely<DB>;
  clock: Clock;
  absoluteHours: number;
  evictSessions(sessionIds: number[]): Promise<void>;
};

type QrRow = NonNullable<Awaited<ReturnType<typeof repo.findQrByPollHash>>>;

const newId = () => randomBytes(32).toString('base64url');
const secondsLeft = (until: Date, now: Date) => Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));

export type QrLoginService = ReturnType<typeof createQrLoginService>;

/** QR sign-in (spec sections 4 and 7): the desktop shows a code, a signed-in phone approves it. */
export const createQrLoginService = (deps: QrLoginServiceDeps) => {
  const { db, clock } = deps;

  const redeemUntil = (row: QrRow) =>
    row.decidedAt ? new Date(row.decidedAt.getTime() + QR_REDEEM_SECONDS * 1000) : row.expiresAt;

  /** The state the desktop sees: used and superseded codes read as expired, like codes past their time. */
  const stateOf = (row: QrRow, now: Date): TQrCodeState => {
    const until = row.status === 'confirmed' ? redeemUntil(row) : row.expiresAt;
    const live: QrStatus | null =
      row.status === 'waiting' || row.status === 'scanned' || row.status === 'confirmed' || row.status === 'declined'
        ? row.status
        : null;
    if (live === null || (live !== 'declined' && until <= now)) return { status: 'expired', expiresIn: 0 };
    return { status: live, expiresIn: live === 'declined' ? 0 : secondsLeft(until, now) };
  };

  const generate = async (
    request: TGenerateQrCodeRequest,
    from: { ip: string; agent: string },
  ): Promise<TQrCode> => {
    const now = clock.now();
    const pollId = newId();
    const scanCode = newId();
    await db.transaction().execute(async (trx) => {
      await repo.lockQrRequester(trx, from.ip);
      const recent = await repo.qrCodesSince(trx, from.ip, new Date(now.getTime() - 60_000));
      if (recent.count >= QR_PER_MINUTE && recent.oldest) {
        throw retryLater(QR_MESSAGES.tooMany, Math.max(1, Math.ceil((recent.oldest.getTime() + 60_000 - now.getTime()) / 1000)));
      }
      await repo.dropClientQrCodes(trx, request.clientId);
      await repo.insertQrCode(trx, {
        pollHash: hashToken(pollId),
        scanHash: hashToken(scanCode),
        loginType: request.loginType,
        clientId: request.clientId,
        requesterIp: from.ip,
        requesterAgent: from.agent.slice(0, AGENT_MAX),
        createdAt: now,
        expiresAt: new Date(now.getTime() + QR_TTL_SECONDS * 1000),
      });
    });
    return { qr_code_id: pollId, scanCode, expiresIn: QR_TTL_SECONDS };
  };

  const status = async (pollId: string): Promise<TQrCodeState> => {
    const row = await repo.findQrByPollHash(db, hashToken(pollId));
    if (!row) throw new AppError('notFound', QR_MESSAGES.notFound);
    return stateOf(row, clock.now());
  };

  const scanned = async (scanCode: string) => {
    const row = await repo.findQrByScanHash(db, hashToken(scanCode));
    if (!row) throw new AppError('notFound', QR_MESSAGES.notFound);
    return row;
  };

  /** The phone opened the code: it is marked scanned for this account and the phone learns who asks. */
  const scan = async (user: AuthUser, scanCode: string): Promise<TQrCodeRequester> => {
    const now = clock.now();
    const row = await scanned(scanCode);
    const company = row.loginType === 'companyQrCode';
    if (company && user.enterpriseId === null) throw new AppError('forbidden', QR_MESSAGES.needCompany);
    if (!company && user.enterpriseId !== null) throw new AppError('forbidden', QR_MESSAGES.needPerson);
    if (row.status === 'scanned' && row.userId !== user.id) throw new AppError('conflict', QR_MESSAGES.otherPhone);
    const again = row.status === 'scanned' && row.userId === user.id && row.expiresAt > now;
    if (!again) {
      const moved = await repo.moveQrCode(db, row.id, 'waiting', 'scanned', now, {
        userId: user.id,
        enterpriseId: user.enterpriseId,
      });
      if (!moved) throw new AppError('conflict', QR_MESSAGES.stale);
    }
    return {
      loginType: row.loginType,
      account: user.realname || user.username || user.phone,
      ip: row.requesterIp,
      device: row.requesterAgent,
      requestedAt: row.createdAt.toISOString(),
      expiresIn: secondsLeft(row.expiresAt, now),
    };
  };

  const confirm = async (user: AuthUser, scanCode: string, approve: boolean) => {
    const now = clock.now();
    const row = await scanned(scanCode);
    if (row.status === 'waiting') throw new AppError('conflict', QR_MESSAGES.notScanned);
    if (row.status === 'scanned' && row.userId !== user.id) throw new AppError('conflict', QR_MESSAGES.otherPhone);
    if (row.status !== 'scanned') throw new AppError('conflict', QR_MESSAGES.decided);
    const to = approve ? ('confirmed' as const) : ('declined' as const);
    if (!(await repo.moveQrCode(db, row.id, 'scanned', to, now, { decidedAt: now }))) {
      throw new AppError('conflict', QR_MESSAGES.stale);
    }
    return { status: to };
  };

  /** The desktop redeems a confirmed code once, signing in as the account that approved it. */
  const redeem = async (row: QrRow | undefined, previousToken: string | undefined) => {
    const now = clock.now();
    if (!row) throw new AppError('notFound', QR_MESSAGES.notFound);
    const { status: seen } = stateOf(row, now);
    if (seen === 'declined') throw new AppError('badCredentials', QR_MESSAGES.declined);
    if (seen === 'expired') throw new AppError('badCredentials', QR_MESSAGES.expired);
    if (seen !== 'confirmed' || row.userId === null) throw new AppError('badCredentials', QR_MESSAGES.notConfirmed);
    const userId = row.userId;
    const { token, revoked } = await db.transaction().execute(async (trx) => {
      if (!(await repo.redeemQrCode(trx, row.id, new Date(now.getTime() - QR_REDEEM_SECONDS * 1000)))) {
        throw new AppError('badCredentials', QR_MESSAGES.expired);
      }
      return openSession(
        trx,
        { userId, loginType: row.loginType, enterpriseId: row.enterpriseId },
        { now, absoluteHours: deps.absoluteHours, previousToken, audit: { action: 'sign_in', detail: { method: 'qrCode' } } },
      );
    });
    if (revoked !== null) await deps.evictSessions([revoked]);
    return { token };
  };

  /**
   * A refused redemption is a refused sign-in, audited as the password form's are: declined, expired, or confirmed
   * by an account disabled since. The row keeps the code's login type; the poll id never reaches the log.
   */
  const login = async (pollId: string, previousToken: string | undefined) => {
    const row = await repo.findQrByPollHash(db, hashToken(pollId));
    try {
      return await redeem(row, previousToken);
    } catch (error) {
      await auditRefusedSignIn(db, clock.now(), { method: 'qrCode', ...(row ? { loginType: row.loginType } : {}) }, error);
      throw error;
    }
  };

  return { generate, status, scan, confirm, login };
};
