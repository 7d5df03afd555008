import type { ApplyTypeParts } from '../types.ts';
import { field, t, when, type FieldDef, type Row, type SectionDef, type SectionRule } from '../form-model.ts';
import { EDUCATIONS, GENDERS, QUALIFICATION_WAYS, type Option } from '../options.ts';
import { duplicates, finding, listOf, rowsOf, str } from '../rule-helpers.ts';
import { DIRECTOR_POSITIONS, POSITIONS, SUPERVISOR_POSITIONS, type PositionCode } from '../../validators/position.ts';
import { REGISTER_SECTION_LABELS, type RegisterSection } from '../../register/sections.ts';
import { OFFICER_INTEGRITY, identityFields, integrityField } from './shared-fields.ts';

/**
 * The officer register as a form (spec section 3): one row per person or entity with its details once, and
 * `posts` naming each register section it sits in with the job held there. The register value derives from it
 * (see officersToRegister), so a person serving in three sections is entered once.
 */

export type OfficerPost = Exclude<RegisterSection, 'topman'>;

/** Which jobs fit which post; `legal` takes the job the person holds elsewhere. */
export const POST_JOBS: Record<OfficerPost, readonly PositionCode[] | null> = {
  directorate: DIRECTOR_POSITIONS,
  aufsichtsrat: SUPERVISOR_POSITIONS,
  manager: ['3', 'gm', 'vgm'],
  legal: null,
  risk: ['risk'],
  promoter: ['promoter'],
};

/** Posts a type offers: partnerships have no board or supervisors, own-fund and other types no risk officer. */
export const postsFor = ({ category, companyType }: ApplyTypeParts): OfficerPost[] => {
  const posts: OfficerPost[] = companyType === 'company' ? ['directorate', 'aufsichtsrat', 'manager', 'legal'] : ['manager', 'legal'];
  if (category === 'manager' || category === 'product') posts.push('risk');
  if (companyType === 'company') posts.push('promoter');
  return posts;
};

export const legalPostLabel = (companyType: ApplyTypeParts['companyType']): string =>
  companyType === 'partner' ? '执行事务合伙人（委派代表）' : REGISTER_SECTION_LABELS.legal;

const postsOf = (row: Row): Row[] => listOf(row, 'posts');
export const holdsPost = (row: Row, post: OfficerPost): boolean => postsOf(row).some((p) => p.section === post);
const holdsJob = (row: Row, jobs: readonly string[]): boolean => postsOf(row).some((p) => jobs.includes(str(p.job)));
const isPerson = (row: Row) => row.isCompany === '1';

/** The jobs the form offers for a post: those that fit it (POST_JOBS), or all of them before a post is chosen. */
const jobsForPost =
  (all: readonly Option[]) =>
  (section: unknown): readonly Option[] => {
    const fit = typeof section === 'string' && section in POST_JOBS ? POST_JOBS[section as OfficerPost] : null;
    return fit === null ? all : all.filter((o) => (fit as readonly string[]).includes(o.value));
  };

const fields = (parts: ApplyTypeParts): FieldDef[] => {
  const manager = parts.category === 'manager';
  const postOptions = postsFor(parts).map((p) => ({
    value: p,
    label: p === 'legal' ? legalPostLabel(parts.companyType) : REGISTER_SECTION_LABELS[p],
  }));
  const jobOptions = POSITIONS.map(([value, label]) => ({ value, label })).filter((o) => o.value !== 'controller');
  const keyOfficer = (row: Row) => holdsPost(row, 'legal') || holdsPost(row, 'risk');
  return [
    field(
      'posts',
      '任职',
      t.list([field('section', '职位类别', t.enumOf(postOptions)), field('job', '职务', t.enumOf(jobOptions, { by: 'section', options: jobsForPost(jobOptions) }))], 1, 6),
    ),
    ...identityFields('names', '姓名 / 名称', when('自然人必填', isPerson)),
    field('gender', '性别', t.enumOf(GENDERS), 'O'),
    field('birthDate', '出生日期', t.date(), 'O'),
    field('mobile', '手机号码', t.mobile(), when('法定代表人、合规风控负责人必填', keyOfficer)),
    field('email', '电子邮箱', t.email(), when('法定代表人、合规风控负责人必填', keyOfficer)),
    field('education', '学历', t.enumOf(EDUCATIONS), manager ? when('自然人必填', isPerson) : 'O'),
    field(
      'workHistory',
      '工作履历',
      t.list(
        [
          field('from', '起始日期', t.date()),
          field('to', '截止日期', t.date(), 'O', { hint: '至今可不填' }),
          field('employer', '任职单位', t.text(100)),
          field('department', '任职部门', t.text(50), 'O'),
          field('title', '职务', t.text(50)),
        ],
        1,
        20,
      ),
      manager
        ? when('法定代表人（委派代表）、总经理、合规风控负责人必填', (row) => keyOfficer(row) || holdsJob(row, ['gm', 'delegate']))
        : 'O',
    ),
    field('hasFundQualification', '具有基金从业资格', t.bool(), manager ? when('自然人必填', isPerson) : 'O'),
    field('qualificationWay', '资格取得方式', t.enumOf(QUALIFICATION_WAYS), when('具有基金从业资格时必填', (r) => r.hasFundQualification === true)),
    field('certificateNo', '资格证书编号', t.text(40), 'O'),
    field('partTime', '是否兼职', t.bool(), 'O'),
    field('partTimeOrg', '兼职单位', t.text(100), when('兼职时必填', (r) => r.partTime === true)),
    integrityField(OFFICER_INTEGRITY),
  ];
};

const countPost = (rows: readonly Row[], post: OfficerPost) => rows.filter((r) => holdsPost(r, post)).length;

const rules: SectionRule[] = [
  {
    id: 'executives.uniqueIdNo',
    level: 'E',
    check: (d) => duplicates(rowsOf(d), 'idNo', '证件号码与其他人员重复，同一人请合并填写'),
  },
  {
    id: 'executives.singleSlots',
    level: 'E',
    check: (d, ctx) => {
      const rows = rowsOf(d);
      const required: OfficerPost[] = ['legal'];
      if (ctx.companyType === 'company') required.push('manager');
      if (ctx.category === 'manager') required.push('risk');
      return (['legal', 'manager', 'risk'] as const).flatMap((post) => {
        const n = countPost(rows, post);
        const label = post === 'legal' ? legalPostLabel(ctx.companyType) : REGISTER_SECTION_LABELS[post];
        if (n > 1) return [finding(['rows'], `${label}只能有一名`)];
        if (n === 0 && required.includes(post)) return [finding(['rows'], `请填写${label}`)];
        return [];
      });
    },
  },
  {
    id: 'executives.postJobs',
    level: 'E',
    check: (d) =>
      rowsOf(d).flatMap((row, i) =>
        postsOf(row).flatMap((p, j) => {
          const allowed = POST_JOBS[str(p.section) as OfficerPost];
          return allowed && str(p.job) !== '' && !allowed.includes(str(p.job) as PositionCode)
            ? [finding(['rows', i, 'posts', j, 'job'], '职务与职位类别不符')]
            : [];
        }),
      ),
  },
  {
    id: 'executives.uniquePosts',
    level: 'E',
    check: (d) =>
      rowsOf(d).flatMap((row, i) => {
        const sections = postsOf(row).map((p) => str(p.section));
        return new Set(sections).size === sections.length ? [] : [finding(['rows', i, 'posts'], '同一职位类别不能重复填写')];
      }),
  },
  {
    id: 'executives.companyBoard',
    level: 'E',
    check: (d, ctx) => {
      if (ctx.companyType !== 'company') return [];
      const rows = rowsOf(d);
      const out = [];
      const board = countPost(rows, 'directorate');
      if (board === 0 || board === 2) out.push(finding(['rows'], '董事会成员应为1人（执行董事）或3人以上'));
      if (countPost(rows, 'aufsichtsrat') === 2) out.push(finding(['rows'], '监事应为1人或3人以上，也可不设'));
      rows.forEach((row, i) => {
        if (holdsPost(row, 'aufsichtsrat') && (holdsPost(row, 'directorate') || holdsPost(row, 'manager')))
          out.push(finding(['rows', i, 'posts'], '董事、高级管理人员不得兼任监事'));
        if (holdsPost(row, 'legal') && !holdsPost(row, 'manager') && !(holdsPost(row, 'directorate') && holdsJob(row, DIRECTOR_POSITIONS)))
          out.push(finding(['rows', i, 'posts'], '法定代表人应由董事长、执行董事或经理担任'));
      });
      return out;
    },
  },
  {
    id: 'executives.managerQualification',
    level: 'W',
    check: (d, ctx) => {
      if (ctx.category !== 'manager') return [];
      const rows = rowsOf(d);
      const out = rows.flatMap((row, i) =>
        (holdsPost(row, 'legal') || holdsPost(row, 'risk')) && isPerson(row) && row.hasFundQualification !== true
          ? [finding(['rows', i, 'hasFundQualification'], '法定代表人（执行事务合伙人委派代表）和合规风控负责人一般应具有基金从业资格')]
          : [],
      );
      if (rows.filter((r) => r.hasFundQualification === true).length < 2)
        out.push(finding(['rows'], '基金管理人一般应有至少2名高级管理人员具有基金从业资格'));
      rows.forEach((row, i) => {
        if (holdsPost(row, 'risk') && row.partTime === true) out.push(finding(['rows', i, 'partTime'], '合规风控负责人不得兼职'));
      });
      return out;
    },
  },
];

export const executivesSection = (parts: ApplyTypeParts): SectionDef => ({
  key: 'executives',
  title: '董事、监事、高级管理人员',
  kind: 'list',
  minRows: 1,
  maxRows: 50,
  fields: fields(parts),
  rules,
});
