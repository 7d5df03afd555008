import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXTS, ZAllByReceiverPageQuery, ZBatchRequest, ZUnreadQuery } from './messages.schemas.ts';

const issueOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('records', () => {
  it.each([
    ['3', [3]],
    [' 3, 4 ,3', [3, 4]],
    [5, [5]],
    [['6', 7], [6, 7]],
  ] as const)('%j reads as the ids %j', (records, ids) => {
    expect(ZBatchRequest.parse({ records })).toEqual({ records: ids, receiver: 0 });
  });

  it.each([['0'], ['-1'], ['1.5'], ['a'], [''], ['1,x'], [2_147_483_648], [null], [{}]])('%j is refused with 不存在未读的消息记录', (records) => {
    expect(issueOf(ZBatchRequest.safeParse({ records }))).toBe(MESSAGE_TEXTS.noUnread);
  });
});

describe('receiver and paging', () => {
  it('reads an absent receiver as the caller (0) and refuses a negative one', () => {
    expect(ZUnreadQuery.parse({}).receiver).toBe(0);
    expect(issueOf(ZUnreadQuery.safeParse({ receiver: '-2' }))).toBe(MESSAGE_TEXTS.otherReceiver);
  });

  it.each([
    [{ genre: 'mail' }, MESSAGE_TEXTS.unknownGenre],
    [{ page: '0' }, MESSAGE_TEXTS.badPage],
    [{ size: '101' }, MESSAGE_TEXTS.badSize],
    [{ readed: '2' }, MESSAGE_TEXTS.badReaded],
  ])('%j is refused with its Chinese message', (query, message) => {
    expect(issueOf(ZAllByReceiverPageQuery.safeParse(query))).toBe(message);
  });

  it('defaults to the first page of 10', () => {
    expect(ZAllByReceiverPageQuery.parse({ readed: '0', genre: 'hub' })).toEqual({ page: 1, size: 10, genre: 'hub', readed: 0 });
  });
});
