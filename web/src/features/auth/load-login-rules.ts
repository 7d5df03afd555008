type LoginRules = typeof import('./login-rules');

let rules: Promise<LoginRules> | null = null;

/**
 * The login rules and zod with them, fetched once on the form's first use (focus, pointer or key) rather
 * than with the first screen, which has no room for zod in its budget (DESIGN section 8). Awaited wherever
 * a value is checked, so a check never runs without the domain's rules.
 */
export const loadLoginRules = (): Promise<LoginRules> => {
  rules ??= import('./login-rules').catch((error: unknown) => {
    rules = null;
    throw error;
  });
  return rules;
};
