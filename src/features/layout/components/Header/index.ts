export { Header } from './Header';
export { HeaderView, HEADER_TOP_BAR_PX, type HeaderViewProps } from './HeaderView';
export { ProfileMenu, type ProfileMenuProps } from './ProfileMenu';
export { FavoritesIcon } from './FavoritesIcon';
export { BasketIcon } from './BasketIcon';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { TopMenu, type TopMenuProps } from './TopMenu';
export { CatalogLink, CatalogMenuButton } from './CatalogButton';
export { Logo } from './Logo';
