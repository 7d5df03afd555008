import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGE_CENTRE_ROUTES, type MessageGenre } from '@ftown/domain/messages/messages.schemas';

/** The message centre of a genre (spec section 9): flow in the staff layout, hub in a new window. */
export function CentreLink({ genre, children, onClick }: { genre: MessageGenre; children: ReactNode; onClick?: () => void }) {
  const { path, newWindow } = MESSAGE_CENTRE_ROUTES[genre];
  return newWindow ? (
    <a href={path} target="_blank" rel="noopener noreferrer" onClick={onClick}>
      {children}
    </a>
  ) : (
    <Link to={path} onClick={onClick}>
      {children}
    </Link>
  );
}
