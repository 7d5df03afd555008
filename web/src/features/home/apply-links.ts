import { processCategory } from '@ftown/domain/applications/status';
import type { THomeApplication } from '@ftown/domain/home/home.schemas';

/**
 * Query string naming an application, as the applicant's form and view pages read it (`?id=&unicodes=`); a returned
 * or refused one adds its process category `ps`, which shows the review-opinion button there (spec section 4).
 */
export const refQuery = ({ id, unicodes, status }: Pick<THomeApplication, 'id' | 'unicodes' | 'status'>) => {
  const ps = processCategory(status);
  return `?${new URLSearchParams({ id: String(id), unicodes, ...(ps ? { ps } : {}) }).toString()}`;
};
