export { queueMail, queueMailSql, type OutgoingMail } from './outbox';
export { registerMailer, type Mailer } from './mailer';
export { unsubscribeUrl } from './links';
export { greeting, shopperMail } from './layout';
export { escapeHtml } from '../html';
