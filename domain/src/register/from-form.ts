import type { Row } from '../applications/form-model.ts';
import { rowsOf, listOf, str } from '../applications/rule-helpers.ts';
import { isPosition } from '../validators/position.ts';
import { addEntry, emptyRegister, type Register } from './register.ts';
import { REGISTER_SECTIONS, type RegisterSection } from './sections.ts';

/**
 * The register a form's executives and topman sections describe. Ids are 1-based row numbers: one row is one
 * person or entity. The actual controller takes the id of the officer row with the same ID number (or name), else
 * the next number.
 */
export const registerFromForm = (executives: Row | undefined, topman: Row | undefined): Register => {
  const rows = rowsOf(executives);
  let register = emptyRegister();
  rows.forEach((row, i) => {
    for (const post of listOf(row, 'posts')) {
      const section = str(post.section);
      const job = str(post.job);
      if (!(REGISTER_SECTIONS as readonly string[]).includes(section) || !isPosition(job)) continue;
      register = addEntry(register, section as RegisterSection, {
        id: i + 1,
        names: str(row.names),
        job,
        isCompany: row.isCompany === '2' ? 2 : 1,
      });
    }
  });
  const name = str(topman?.names);
  if (name === '') return register;
  const idNo = str(topman?.idNo);
  const match = rows.findIndex((r) => (idNo !== '' && str(r.idNo) === idNo) || str(r.names) === name);
  return addEntry(register, 'topman', {
    id: match >= 0 ? match + 1 : rows.length + 1,
    names: name,
    job: 'controller',
    isCompany: topman?.isCompany === '2' ? 2 : 1,
  });
};
