import type { THomeApplication } from '@ftown/domain/home/home.schemas';

/** Query string naming an application, as the applicant's form and view pages read it (`?id=&unicodes=`). */
export const refQuery = ({ id, unicodes }: Pick<THomeApplication, 'id' | 'unicodes'>) =>
  `?${new URLSearchParams({ id: String(id), unicodes }).toString()}`;
