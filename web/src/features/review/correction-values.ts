import type { ApplyType } from '@ftown/domain/applications/types';
import { sectionOf } from '@ftown/domain/applications/forms';
import type { SectionKey } from '@ftown/domain/applications/form-model';
import { correctionAttachmentKey, correctionField, correctionSection, type CorrectionFile } from '@ftown/domain/review/corrections';
import { EMPTY, formatValue, isRow, summaryOf } from '@ftown/domain/applications/field-text';
import { fileText } from './compare-rows';

/**
 * A correction item's value as the examiner reads it: a field as the form prints it, a row or single section as
 * its filled fields, a list section by its row count, files by name, size and sha256.
 */
export const correctionValueText = (type: ApplyType, target: string, value: unknown): string => {
  if (correctionAttachmentKey(target) !== null) {
    const files = Array.isArray(value) ? (value as CorrectionFile[]) : [];
    return files.length === 0 ? '未上传' : files.map((f) => fileText(f)).join('\n');
  }
  const section = sectionOf(type, correctionSection(target) as SectionKey);
  const field = correctionField(target);
  if (field !== null) return formatValue(section?.fields.find((f) => f.key === field), value);
  if (section?.kind === 'list' && target === section.key) return isRow(value) && Array.isArray(value.rows) ? `共${value.rows.length}行` : EMPTY;
  return isRow(value) ? summaryOf(section?.fields ?? [], value, '；') : EMPTY;
};
