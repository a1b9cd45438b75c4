export { Swatch, type SwatchProps } from './Swatch';
export { TokensOverview } from './TokensOverview';
