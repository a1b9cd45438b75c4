export {
  UnsubscribeNotice,
  unsubscribeResultOf,
  type UnsubscribeResult,
} from './UnsubscribeNotice';
