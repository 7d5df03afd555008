import { describe, expect, it } from 'vitest';
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
      '申请列表',
      '政务服务中心',
      '法律合规中心',
      '合规风控委员会审核',
      '地址分配',
      '报送前预审',
      '工商登记',
      '营业执照',
      '驳回列表',
      '不通过列表',
      '经营情况填报管理',
    ]);
    expect(menu.find((e) => e.title === '工商登记')?.children?.map((c) => c.title)).toEqual([
      '名称核准',
      '网上提交工商登记',
      '寄送材料',
      '确认企业材料回寄',
    ]);
  });

  it('shows gov1 only the queues of the nodes it holds', () => {
    const menu = buildMenu(ROUTES, gov1);
    // The reporting overview goes by role (every examiner), not by a queue node.
    expect(titles(menu)).toEqual(['首页', '消息中心', '政务服务中心', '服务中心初审', '服务中心复审', '经营情况填报管理']);
  });

  it('shows an editor no staff queue and no hidden legacy page', () => {
    expect(titles(buildMenu(ROUTES, applicant))).toEqual(['首页', '消息中心']);
  });
});
