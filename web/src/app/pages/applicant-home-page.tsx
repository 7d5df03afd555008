import ApplicantHome from '@/features/home/pages/applicant-home-page';
import { UnreadMessagesCard } from '@/features/messages/components/unread-messages-card';

/** /home_edge: the applicant's home with their newest unread messages and the way to the message centre. */
export default function ApplicantHomePage() {
  return <ApplicantHome messages={<UnreadMessagesCard genre="hub" />} />;
}
