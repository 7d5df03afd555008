import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '../time-limits/calendar.ts';
import type { ClockReading } from '../time-limits/clock.ts';
import { CLOCK_SUBJECTS, clockMessages, clockSmsNotices, type ClockEvent } from './clock-messages.ts';
import { smsNoticeText } from './workflow-messages.ts';

const apply = { id: 5, name: '杭州甲私募基金管理有限公司', applicantId: 11 };
const reading = (stage: ClockReading['stage'], remainingMs: number): ClockReading => ({
  stage,
  running: true,
  limitMs: 5 * DAY_MS,
  elapsedMs: 5 * DAY_MS - remainingMs,
  remainingMs,
  level: remainingMs > 0 ? 'amber' : 'overdue',
});
const event = (over: Partial<ClockEvent>): ClockEvent => ({
  apply,
  assignees: { government: 21, statute: 31 },
  level: 'amber',
  reading: reading('gov_early', 20 * HOUR_MS),
  ...over,
});

describe('clockMessages', () => {
  it('tells the applicant and the centre’s assigned examiner at an assigned stage, with what is left', () => {
    expect(clockMessages(event({}))).toEqual([
      {
        receiverId: 11,
        subject: CLOCK_SUBJECTS.applicant.amber(apply.name),
        body: '您的申请“杭州甲私募基金管理有限公司”在“政务服务中心初审”环节的办理时限为5个工作日，剩余20小时0分钟，工作人员正在办理。',
        genre: 'hub',
        applyId: 5,
      },
      {
        receiverId: 21,
        subject: CLOCK_SUBJECTS.examiner.amber(apply.name),
        body: '申请“杭州甲私募基金管理有限公司”在“政务服务中心初审”环节的办理时限为5个工作日，剩余20小时0分钟，请尽快办理。',
        genre: 'flow',
        applyId: 5,
      },
    ]);
  });

  it('tells only the applicant at intake and at stages without an assigned examiner; overdue says how long', () => {
    for (const stage of ['examine', 'risk', 'gov_distribution'] as const) {
      const messages = clockMessages(event({ level: 'overdue', reading: reading(stage, -3 * HOUR_MS) }));
      expect(messages.map((m) => m.receiverId)).toEqual([11]);
      expect(messages[0]!.subject).toBe(CLOCK_SUBJECTS.applicant.overdue(apply.name));
      expect(messages[0]!.body).toContain('已超期3小时0分钟');
    }
  });

  it('never reads as a return or a refusal to the opinion drawer', () => {
    for (const side of Object.values(CLOCK_SUBJECTS)) for (const subject of Object.values(side)) expect(subject('名称')).not.toMatch(/驳回|不通过/);
  });
});

describe('clockSmsNotices', () => {
  it('texts the applicant through the applicant template and the assigned examiner through the staff one', () => {
    expect(clockSmsNotices(event({})).map(({ receiverId, notice }) => [receiverId, smsNoticeText(notice)])).toEqual([
      [11, '您的申请“杭州甲私募基金管理有限公司”在“政务服务中心初审”环节即将超过办理时限，请登录基金小镇服务平台查看。'],
      [21, '申请“杭州甲私募基金管理有限公司”在“政务服务中心初审”环节即将超过办理时限，请登录基金小镇服务平台办理。'],
    ]);
  });

  it('texts only the applicant where no examiner holds it', () => {
    const notices = clockSmsNotices(event({ level: 'overdue', reading: reading('examine', -HOUR_MS) }));
    expect(notices.map(({ receiverId, notice }) => [receiverId, smsNoticeText(notice)])).toEqual([
      [11, '您的申请“杭州甲私募基金管理有限公司”在“受理”环节已超过办理时限，请登录基金小镇服务平台查看。'],
    ]);
  });
});
