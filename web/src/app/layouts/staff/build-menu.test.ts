import { describe, expect, it } from 'vitest';
import { jobLabel, nodeOfJob, QUEUE_JOBS, routePathOf } from '@ftown/domain/review/stages';
import { flatten } from '@/app/route-tree';
import { ROUTES } from '@/app/routes';
import { admin, applicant, gov1 } from '@/test/fixtures';
import { buildMenu, type MenuEntry } from './build-menu';

const titles = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => [e.title, ...titles(e.children ?? [])]);

describe('staff menu filtering', () => {
  it('shows an admin every queue, grouped by center', () => {
    const menu = buildMenu(ROUTES, admin);
    expect(menu.map((e) => e.title)).toEqual([
      '首页',
      '消息中心',
      '待受理申请',
      '政务服务中心',
      '法律合规中心',
      '合规风控委员会审核',
      '地址分配',
      '预审报备',
      '工商登记',
      '营业执照',
      '驳回列表',
      '不通过列表',
      '超期列表',
      '经营情况填报管理',
      '企业名录',
      '系统管理',
    ]);
    expect(menu.find((e) => e.title === '系统管理')?.children?.map((c) => c.title)).toEqual(['员工账号', '企业账号', '审计日志', '审批时限']);
    expect(menu.find((e) => e.title === '工商登记')?.children?.map((c) => c.title)).toEqual([
      '名称核准',
      '网上提交工商登记',
      '寄送材料',
      '材料回寄确认',
    ]);
  });

  it('shows gov1 only the queues of the nodes it holds', () => {
    const menu = buildMenu(ROUTES, gov1);
    // The reporting overview goes by role (every examiner), not by a queue node; the register needs its own node.
    expect(titles(menu)).toEqual(['首页', '消息中心', '政务服务中心', '政务服务中心初审', '政务服务中心复审', '经营情况填报管理']);
  });

  it('titles every queue with its stage or list name from domain, the one name the steps bar and messages use', () => {
    const byPath = new Map(flatten(ROUTES).map((r) => [r.path, r.meta.title]));
    for (const job of QUEUE_JOBS) expect(byPath.get(routePathOf(nodeOfJob(job))), job).toBe(jobLabel(job));
  });

  it('shows an editor no staff queue and no hidden legacy page', () => {
    expect(titles(buildMenu(ROUTES, applicant))).toEqual(['首页', '消息中心']);
  });
});
