import { MessageCentre } from '../components/message-centre';

/** The application pages a message links to: the staff review view, the applicant's own view by id. */
const staffApplyPath = (id: number) => `/examine/view/index/${id}`;
const applicantApplyPath = (id: number) => `/edge/apply/enterprise/${id}`;

/** /msgbox/index: the staff message centre (genre flow). */
export function StaffMessageCentrePage() {
  return <MessageCentre genre="flow" title="消息中心" applyPath={staffApplyPath} />;
}

/** /msgbox_edge/index: the applicant's own centre (genre hub), opened in a new window from the bell. */
export function PersonalMessageCentrePage() {
  return <MessageCentre genre="hub" title="个人消息中心" applyPath={applicantApplyPath} />;
}

/**
 * /msgbox_edge/platform: the enterprise centre. Messages belong to the account that receives them, so this lists
 * the signed-in account's hub messages as the personal centre does; it is the entry a company login uses.
 */
export function EnterpriseMessageCentrePage() {
  return <MessageCentre genre="hub" title="企业消息中心" applyPath={applicantApplyPath} />;
}
