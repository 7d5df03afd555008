import { randomInt } from 'node:crypto';
import { passwordProblem } from '@ftown/domain/account/account.schemas';

const SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#%+=!'] as const;

const draw = (): string => {
  const all = SETS.join('');
  const chars = [...SETS.map((set) => set[randomInt(set.length)] ?? ''), ...Array.from({ length: 12 }, () => all[randomInt(all.length)] ?? '')];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
};

/**
 * A password handed to a person once (bootstrap, reset): 16 characters with every class the password policy
 * counts, without look-alikes (0/O, 1/l/I) so it can be read out or copied from a terminal. Drawn again in
 * the (vanishing) case the policy refuses it, so no handed-out password ever breaks it.
 */
export const oneTimePassword = (accountNames: readonly string[]): string => {
  let password = draw();
  while (passwordProblem(password, accountNames) !== null) password = draw();
  return password;
};
