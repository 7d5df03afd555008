import type { Kysely, Transaction } from 'kysely';
import { NODES, type Role } from '@ftown/domain/auth/roles';
import type { Clock } from '../clock.ts';
import type { DB } from '../db/schema.ts';
import { lockKey } from '../auth/auth.repository.ts';
import { hashSecret } from '../auth/secrets.ts';
import { makeCitizenId } from '@ftown/domain/validators/citizen-id';
import { seedDemoApplications } from './demo-applications.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoReview } from './demo-review.ts';
import { nameId } from '../administration/administration.repository.ts';

export const DEMO_PASSWORD = 'Demo@2026';

type StaffSeed = {
  username: string;
  realname: string;
  department: string | null;
  job: string | null;
  roles: Role[];
  nodes: readonly string[];
};

const GOVERNMENT = ['government/distribution', 'government/early', 'government/review'];
const STATUTE = ['statute/distribution', 'statute/early', 'statute/review'];
const INDUSTRY = ['industry/index', 'industry/enroll', 'industry/send', 'industry/postback', 'industry/license'];

/** Staff of DESIGN section 3, plus biz1 so the address, approval and industry queues have an examiner too. */
const STAFF: StaffSeed[] = [
  { username: 'admin', realname: '系统管理员', department: null, job: null, roles: ['admin'], nodes: NODES },
  {
    username: 'chief',
    realname: '刘建国',
    department: '政务服务中心',
    job: '专员',
    roles: ['examiner'],
    nodes: ['examine', ...GOVERNMENT, 'rejection', 'nopassed'],
  },
  { username: 'lawchief', realname: '何敏', department: '法律合规中心', job: '专员', roles: ['examiner'], nodes: STATUTE },
  {
    username: 'gov1',
    realname: '黄磊',
    department: '政务服务中心',
    job: '审查员',
    roles: ['examiner'],
    nodes: ['government/early', 'government/review'],
  },
  {
    username: 'law1',
    realname: '林静',
    department: '法律合规中心',
    job: '审查员',
    roles: ['examiner'],
    nodes: ['statute/early', 'statute/review'],
  },
  { username: 'risk1', realname: '罗军', department: '风控委员会', job: '审查员', roles: ['examiner'], nodes: ['risk'] },
  {
    username: 'biz1',
    realname: '马丽',
    department: '招商服务部',
    job: '专员',
    roles: ['examiner'],
    nodes: ['address', 'approval', 'approval/report', ...INDUSTRY],
  },
  // Holds two roles, so the role change has someone to serve: signs in as examiner, switches to admin.
  {
    username: 'director',
    realname: '陈志远',
    department: null,
    job: null,
    roles: ['examiner', 'admin'],
    nodes: ['examine', 'rejection', 'nopassed'],
  },
];

export const APPLICANT = {
  username: 'zhangsan',
  realname: '张三',
  mobile: '13800000001',
  citizenId: makeCitizenId('330102', '1982-03-15', '901'),
};

/** The demo enterprises of FORMS.md section 5; C has its own company account (DESIGN section 3). */
export const ENTERPRISES = {
  a: { unicodes: 'ENT-1', name: '杭州示例私募基金管理有限公司', legalPerson: '张三' },
  b: { unicodes: 'ENT-2', name: '杭州示例一期创业投资合伙企业（有限合伙）', legalPerson: '吴十' },
  c: {
    unicodes: 'ENT-3',
    name: '杭州示例实业投资有限公司',
    creditCode: '91330100MA27XY018X',
    legalPerson: '孙八',
    legalMobile: '13800000002',
  },
} as const;

/** What main.ts prints after listen, so a first-time user can sign in. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ who: string; loginType: string; identifier: string; secret: string }> = [
  { who: '个人申请人 张三', loginType: 'personMobile', identifier: APPLICANT.mobile, secret: '短信验证码' },
  { who: '个人申请人 张三', loginType: 'personPassword', identifier: APPLICANT.username, secret: DEMO_PASSWORD },
  { who: ENTERPRISES.c.name, loginType: 'companyPassword', identifier: ENTERPRISES.c.creditCode, secret: DEMO_PASSWORD },
  { who: `法人 ${ENTERPRISES.c.legalPerson}`, loginType: 'companyMobile', identifier: ENTERPRISES.c.legalMobile, secret: '短信验证码' },
  ...STAFF.map((s) => ({
    who: [s.department, s.job, s.realname].filter(Boolean).join(' '),
    loginType: 'personPassword',
    identifier: s.username,
    secret: DEMO_PASSWORD,
  })),
];

const isEmpty = async (db: Kysely<DB> | Transaction<DB>) =>
  (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;

/**
 * Seeds the demo people and enterprises into an empty database, in one transaction; a database that
 * has any user is left alone. Returns whether it seeded.
 */
export const seedDemo = async (db: Kysely<DB>, clock: Clock): Promise<boolean> => {
  if (!(await isEmpty(db))) return false;
  // Hashed before the transaction: scrypt is slow and PGlite's single session would wait for it.
  const hashes = await Promise.all(Array.from({ length: STAFF.length + 2 }, () => hashSecret(DEMO_PASSWORD)));
  const nextHash = () => hashes.pop() ?? '';
  const now = clock.now();

  return db.transaction().execute(async (trx) => {
    // Two processes starting on one empty PostgreSQL must not both seed.
    await lockKey(trx, 'seed');
    if (!(await isEmpty(trx))) return false;

    for (const staff of STAFF) {
      const { id } = await trx
        .insertInto('users')
        .values({
          username: staff.username,
          realname: staff.realname,
          passwordHash: nextHash(),
          departmentId: await nameId(trx, 'departments', staff.department),
          jobId: await nameId(trx, 'jobs', staff.job),
          createdAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('userRoles').values(staff.roles.map((role) => ({ userId: id, role }))).execute();
      await trx.insertInto('userNodes').values(staff.nodes.map((node) => ({ userId: id, node }))).execute();
    }

    const applicant = await trx
      .insertInto('users')
      .values({ ...APPLICANT, passwordHash: nextHash(), createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const companyAccount = await trx
      .insertInto('users')
      .values({ realname: ENTERPRISES.c.name, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('userRoles')
      .values([
        { userId: applicant.id, role: 'editor' },
        { userId: companyAccount.id, role: 'editor' },
      ])
      .execute();

    const enterprises = await trx
      .insertInto('enterprises')
      .values([
        { ...ENTERPRISES.a, createdAt: now },
        { ...ENTERPRISES.b, createdAt: now },
        { ...ENTERPRISES.c, passwordHash: nextHash(), accountUserId: companyAccount.id, taxFinish: 1, createdAt: now },
      ])
      .returning(['id', 'unicodes'])
      .execute();
    const idByUnicodes = new Map(enterprises.map((e) => [e.unicodes, e.id]));
    const enterpriseId = (unicodes: string) => {
      const id = idByUnicodes.get(unicodes);
      if (id === undefined) throw new Error(`seed: enterprise ${unicodes} was not inserted`);
      return id;
    };
    await trx
      .insertInto('userEnterprises')
      .values([
        { userId: applicant.id, enterpriseId: enterpriseId(ENTERPRISES.a.unicodes) },
        { userId: applicant.id, enterpriseId: enterpriseId(ENTERPRISES.b.unicodes) },
        { userId: companyAccount.id, enterpriseId: enterpriseId(ENTERPRISES.c.unicodes) },
      ])
      .execute();
    await seedDemoApplications(
      trx,
      {
        A: { enterpriseId: enterpriseId(ENTERPRISES.a.unicodes), userId: applicant.id },
        B: { enterpriseId: enterpriseId(ENTERPRISES.b.unicodes), userId: applicant.id },
        C: { enterpriseId: enterpriseId(ENTERPRISES.c.unicodes), userId: companyAccount.id },
      },
      now,
    );
    await seedDemoReview(trx);
    await seedDemoMessages(trx);
    return true;
  });
};
