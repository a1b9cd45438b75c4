import { useContext } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { LoadingBar } from '@ui/LoadingBar';
import { ScrollToTop } from '@ui/ScrollToTop';
import { CookieNotice, Footer, Header, SearchOverlay } from '@features/layout';
import { AnchorScroll, useMinimumDuration } from '@features/page';
import { StockNoticeOff } from '@features/stockNotice';
import { isNavigationLoading } from '../router/navigationLoading';
import { ShopRoutesContext } from '../router/ShopRoutesContext';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1530px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

/**
 * The shopper layout (spec §2 "Layout"): header, the route's screen, footer, the cookie notice
 * (issue 27 point 5, after the footer: last in the keyboard's order), scroll-to-top,
 * search overlay and the loading bar of R-NAV-1, shown at least FETCH_MIN_DELAY_MS (R-PAGE-9).
 */
export function ShopLayout() {
  const routes = useContext(ShopRoutesContext);
  const loading = useMinimumDuration(isNavigationLoading(routes, useNavigation()));
  return (
    <Page>
      <LoadingBar active={loading} />
      <Header />
      <SearchOverlay />
      <Main id="main">
        <StockNoticeOff />
        <Outlet />
      </Main>
      <Footer />
      <CookieNotice />
      <ScrollToTop />
      <ScrollRestoration />
      <AnchorScroll />
    </Page>
  );
}
