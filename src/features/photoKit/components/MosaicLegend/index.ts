export { MosaicLegend } from './MosaicLegend';
