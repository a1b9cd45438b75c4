export { MobileCatalogMenu, type MobileCatalogMenuProps } from './MobileCatalogMenu';
export { MobileCatalogMenuView, type MobileCatalogMenuViewProps } from './MobileCatalogMenuView';
export { CatalogMenuEntry } from './CatalogMenuEntry';
