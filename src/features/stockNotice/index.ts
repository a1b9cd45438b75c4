export { BuyOrNotify } from './components/BuyOrNotify/BuyOrNotify';
export { StockNoticeOff } from './components/StockNoticeOff/StockNoticeOff';
