import type { TCorrectionRound } from '@ftown/domain/review/api/corrections.schemas';
import { attachmentOpen, sectionAccess, type SectionAccess } from '@ftown/domain/review/corrections';

/** What the named items of a return leave open to the applicant (domain sectionAccess, attachmentOpen). */
export type CorrectionAccess = { section: (key: string) => SectionAccess; attachment: (key: string) => boolean };

export const correctionAccessOf = (round: TCorrectionRound | null | undefined): CorrectionAccess => {
  const targets = round?.action === 'return' ? round.items.map((item) => item.target) : [];
  const more = round?.moreAskedAt != null;
  return { section: (key) => sectionAccess(targets, more, key), attachment: (key) => attachmentOpen(targets, more, key) };
};
