// The shop layout's pieces (spec §2 "Layout", R-LAYOUT-1..12, R-NAV-3, R-LOC-3).
//
// Containers for the shop layout (they need the Redux store and a react-router data router):
// - `Header`: logo, top menu, catalogue button (desktop: link to /shop/; mobile: slide-out menu),
//   search box (opens the search overlay via `#/search/`), profile menu with the auth popup,
//   favorites and basket icons, city chooser and phone. Sticky after scrolling.
// - `Footer`: menus, contacts with the city's phone, copyright.
// - `SearchOverlay`: re-exported from @features/search; render it once beside the header.
// The scroll-to-top button and the loading bar are the design system's (`@ui/ScrollToTop`,
// `@ui/LoadingBar`); the layout places them as they are.
//
// Presentational parts (plain props, shown in stories): `HeaderView`, `FooterView`, `CityChooserView`,
// `MobileCatalogMenuView`, `ProfileMenu`, `PhoneNumber`, ...
export {
  Header,
  HeaderView,
  ProfileMenu,
  FavoritesIcon,
  BasketIcon,
  SearchBox,
  TopMenu,
  Logo,
} from './components/Header';
export type {
  HeaderViewProps,
  ProfileMenuProps,
  SearchBoxProps,
  TopMenuProps,
} from './components/Header';
export { Footer, FooterView, type FooterViewProps } from './components/Footer';
// The city chooser and the mobile catalogue menu are the header's lazy chunks, not exported here.
export { CityButton } from './components/CityChooser/CityButton';
export { PhoneNumber, type PhoneNumberProps } from './components/PhoneNumber';
export { useShopContext } from './hooks/useShopContext';
export { CABINET_LINKS, CABINET_HOME, type CabinetLink } from './cabinetLinks';
export { catalogMenuIcon } from './catalogMenuIcon';
export { LAYOUT_TEXTS } from './layoutTexts';
export { SearchOverlay, useSearchOverlay, SEARCH_OVERLAY_HASH } from '@features/search';
