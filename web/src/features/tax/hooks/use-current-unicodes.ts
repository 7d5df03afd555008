import { companyStorage } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

/**
 * The enterprise the applicant reports for: the current company chosen elsewhere in the portal when the
 * account still acts for it, else the account's first enterprise; null when it acts for none.
 */
export const useCurrentUnicodes = (): string | null => {
  const unicodes = useSessionStore((s) => s.session?.userCompanyUnicodes);
  if (!unicodes || unicodes.length === 0) return null;
  const stored = companyStorage.get()?.unicodes;
  return stored && unicodes.includes(stored) ? stored : (unicodes[0] ?? null);
};
