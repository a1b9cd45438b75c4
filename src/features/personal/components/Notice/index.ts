export { Notice, type NoticeMessage, type NoticeProps, type NoticeTone } from './Notice';
