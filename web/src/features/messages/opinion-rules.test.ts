import { describe, expect, it } from 'vitest';
import { opinionParams, showsOpinionButton } from './opinion-rules';

const q = (query: string) => new URLSearchParams(query);

describe('review-opinion button visibility (spec section 4)', () => {
  it.each([
    { path: '/edge/apply/index', query: 'id=7&unicodes=ENT-1&ps=2', shown: true },
    { path: '/edge/apply/index', query: 'ps=3', shown: true },
    { path: '/edge/apply/index/', query: 'ps=2', shown: true },
    { path: '/edge/apply/index', query: 'id=7&unicodes=ENT-1', shown: false },
    { path: '/edge/apply/index', query: 'id=7&unicodes=ENT-1&ps=1', shown: false },
    { path: '/edge/apply/index', query: 'ps=4', shown: false },
    { path: '/edge/company/base', query: 'id=7&unicodes=ENT-1&ps=2', shown: true },
    { path: '/edge/partner_other_relocate/base', query: 'id=7&ps=3', shown: true },
    { path: '/lenymo/company/base', query: 'id=7&ps=2', shown: true },
    { path: '/edge/company/base', query: 'id=0&ps=2', shown: false },
    { path: '/edge/company/base', query: 'id=-3&ps=2', shown: false },
    { path: '/edge/company/base', query: 'id=abc&ps=2', shown: false },
    { path: '/edge/company/base', query: 'ps=2', shown: false },
    { path: '/edge/company/base', query: 'id=7', shown: false },
    { path: '/company/base', query: 'id=7&ps=2', shown: false },
    { path: '/edge/index', query: 'id=7&ps=2', shown: false },
    { path: '/edge/apply/enterprise/7', query: 'ps=2', shown: false },
  ])('$path?$query → $shown', ({ path, query, shown }) => {
    expect(showsOpinionButton(path, q(query))).toBe(shown);
  });
});

describe('opinion parameters (spec section 5)', () => {
  const stored = { id: 9, unicodes: 'ENT-9' };
  it.each([
    { query: 'id=7&unicodes=ENT-1&ps=2', stored: null, expected: { apply: 7, unicodes: 'ENT-1' } },
    { query: 'id=7&unicodes=ENT-1&ps=2', stored, expected: { apply: 7, unicodes: 'ENT-1' } },
    { query: 'ps=2', stored, expected: { apply: 9, unicodes: 'ENT-9' } },
    { query: 'ps=2', stored: null, expected: null },
    { query: 'id=7&ps=2', stored, expected: null },
    { query: 'id=0&unicodes=ENT-1&ps=2', stored, expected: null },
    { query: 'id=7&unicodes=%20&ps=2', stored, expected: null },
  ])('$query with stored $stored → $expected', ({ query, stored: record, expected }) => {
    expect(opinionParams(q(query), record)).toEqual(expected);
  });
});
