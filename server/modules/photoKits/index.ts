export { orderKitFileName, orderKitLegend, orderKitPattern } from './downloads';
export { chartLimitsFromEnv, type ChartLimits } from './chartLimits';
