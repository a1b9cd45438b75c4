// Story helpers of the stock notice (never imported by shop code): its plain view, for the
// stories of views that take the notice as a slot (search suggestions).
export { StockNoticeView } from '../components/StockNotice/StockNoticeView';
