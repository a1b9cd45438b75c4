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
export { Header } from './components/Header';
export { Footer } from './components/Footer';
// The cookie notice (issue 27 point 5), and what the server renderer tells it of the visitor.
export { CookieNotice, CookieNoticeDismissedContext } from './components/CookieNotice';
// The city chooser and the mobile catalogue menu are the header's lazy chunks, not exported here.
export { SearchOverlay } from '@features/search';
