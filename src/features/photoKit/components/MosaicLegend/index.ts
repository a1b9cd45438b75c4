export { MosaicLegend, type MosaicLegendProps } from './MosaicLegend';
