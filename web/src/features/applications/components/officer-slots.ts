import type { Row } from '@ftown/domain/applications/form-model';
import { listOf, str } from '@ftown/domain/applications/rule-helpers';
import { isSingleSlot, REGISTER_SECTIONS, REGISTER_SECTION_LABELS, type RegisterSection } from '@ftown/domain/register/sections';
import type { RemovalCheck } from '@/components/form-engine/form-fields';

/**
 * The officer register rules of spec section 4 applied to the executives form, where each row is a person with
 * the posts they hold: a single-slot post (manager, legal, risk) taken by one row leaves every other row, and
 * only directorate, aufsichtsrat and promoter posts can be deleted.
 */

const sectionOf = (post: Row): RegisterSection | null => {
  const section = str(post.section);
  return (REGISTER_SECTIONS as readonly string[]).includes(section) ? (section as RegisterSection) : null;
};

const singleSlotsOf = (row: Row | undefined): RegisterSection[] =>
  listOf(row, 'posts').flatMap((p) => {
    const section = sectionOf(p);
    return section && isSingleSlot(section) ? [section] : [];
  });

export type Replacement = { rows: Row[]; replaced: { names: string; section: RegisterSection }[] };

/** After row `changed` took its posts: the single-slot posts it holds are removed from every other row. */
export const replaceSingleSlots = (rows: readonly Row[], changed: number): Replacement => {
  const taken = new Set(singleSlotsOf(rows[changed]));
  const replaced: Replacement['replaced'] = [];
  const next = rows.map((row, i) => {
    if (i === changed || taken.size === 0) return row;
    const posts = listOf(row, 'posts');
    const kept = posts.filter((p) => {
      const section = sectionOf(p);
      if (section === null || !taken.has(section)) return true;
      replaced.push({ names: str(row.names), section });
      return false;
    });
    return kept.length === posts.length ? row : { ...row, posts: kept };
  });
  return { rows: next, replaced };
};

/** Removes one post from the officer with register id `id` (1-based row number). */
export const removePost = (rows: readonly Row[], id: number, section: RegisterSection): Row[] =>
  rows.map((row, i) => (i === id - 1 ? { ...row, posts: listOf(row, 'posts').filter((p) => sectionOf(p) !== section) } : row));

const names = (sections: readonly RegisterSection[]) => sections.map((s) => REGISTER_SECTION_LABELS[s]).join('、');

/** The executives form's removal rule: officers and posts in a single slot are replaced, never deleted. */
export const officerRemoval: RemovalCheck = (listPath, index, form) => {
  const last = listPath[listPath.length - 1];
  if (listPath.length === 1 && last === 'rows') {
    const held = singleSlotsOf(form.getFieldValue([...listPath, index]) as Row | undefined);
    return held.length === 0 ? true : `该人员担任${names(held)}，请先由他人接任后再删除`;
  }
  if (last === 'posts') {
    const post = form.getFieldValue([...listPath, index]) as Row | undefined;
    const section = post ? sectionOf(post) : null;
    return section && isSingleSlot(section) ? `${REGISTER_SECTION_LABELS[section]}只能由他人接任，不能删除` : true;
  }
  return true;
};
