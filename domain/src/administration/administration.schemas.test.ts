import { describe, expect, it } from 'vitest';
import { chiefCentreOf, chiefLabelOf, GRANTABLE_NODES, nodeLabel, staffProblems, ZCreateStaffRequest } from './administration.schemas.ts';

describe('the chief follows from department and job', () => {
  it('makes a distributing centre\'s 专员 its chief, and nobody else', () => {
    expect(chiefCentreOf('政务服务中心', '专员')).toBe('government');
    expect(chiefCentreOf('法律合规中心', '专员')).toBe('statute');
    expect(chiefCentreOf('政务服务中心', '审查员')).toBeNull();
    // 招商服务部 has no distribution stage: its 专员 assigns nobody.
    expect(chiefCentreOf('招商服务部', '专员')).toBeNull();
    expect(chiefCentreOf(null, null)).toBeNull();
    expect(chiefLabelOf('法律合规中心', '专员')).toBe('法律合规中心负责人');
  });

  it('grants a distribution queue only to its centre\'s chief, and a job only with a department', () => {
    expect(staffProblems({ department: '政务服务中心', job: '专员', nodes: ['government/distribution', 'examine'] })).toEqual([]);
    expect(staffProblems({ department: '政务服务中心', job: '审查员', nodes: ['government/distribution'] })).toEqual([
      { path: 'nodes', message: '“政务服务中心分发”只能授予政务服务中心负责人（政务服务中心专员）' },
    ]);
    expect(staffProblems({ department: null, job: '专员', nodes: [] })).toEqual([{ path: 'job', message: '选择职务前请先选择部门' }]);
  });
});

describe('the create request', () => {
  it('defaults what may be left out and never takes the administration node', () => {
    expect(ZCreateStaffRequest.parse({ username: 'exam1', realname: ' 甲 ', roles: ['examiner', 'examiner'] })).toEqual({
      username: 'exam1',
      realname: '甲',
      mobile: '',
      department: null,
      job: null,
      roles: ['examiner'],
      nodes: [],
    });
    expect(GRANTABLE_NODES).not.toContain('administration');
    expect(ZCreateStaffRequest.safeParse({ username: 'exam1', realname: '甲', roles: ['admin'], nodes: ['administration'] }).success).toBe(false);
    expect(nodeLabel('examine')).toBe('待受理申请');
  });
});
