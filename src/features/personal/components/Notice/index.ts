export { Notice, type NoticeMessage } from './Notice';
