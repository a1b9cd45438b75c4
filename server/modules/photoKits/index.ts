export { photoKitsRoutes } from './routes';
export { orderKitFileName, orderKitLegend, orderKitPattern } from './downloads';
