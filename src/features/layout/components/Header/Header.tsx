import { Suspense, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetBasketInfoQuery, useGetTopmostMenuQuery } from '@features/api';
import type { AuthPopupProps } from '@features/auth';
import { selectBasketCount } from '@features/basket';
import { lazyWithReload } from '@features/chunkReload';
import { selectFavoritesCount } from '@features/favorites';
import { useSearchOverlay } from '@features/search';
import { logOutRequested } from '@features/session';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { useShopContext } from '../../hooks/useShopContext';
import type { CityChooserProps } from '../CityChooser/CityChooser';
import type { MobileCatalogMenuProps } from '../MobileCatalogMenu/MobileCatalogMenu';
import { HeaderView } from './HeaderView';

// The dialogs open only on a click, so they are chunks of their own, loaded when first opened:
// the forms, tabs and city lists stay out of every page's first load.
const AuthPopup = lazyWithReload<AuthPopupProps>(() =>
  import('@features/auth').then((module) => ({ default: module.AuthPopup })),
);
const CityChooser = lazyWithReload<CityChooserProps>(() =>
  import('../CityChooser/CityChooser').then((module) => ({ default: module.CityChooser })),
);
const MobileCatalogMenu = lazyWithReload<MobileCatalogMenuProps>(() =>
  import('../MobileCatalogMenu/MobileCatalogMenu').then((module) => ({
    default: module.MobileCatalogMenu,
  })),
);

type HeaderDialog = 'auth' | 'catalogMenu' | 'city';

/**
 * The shop header wired to the store: user state, basket, favorites, city and phone, the top
 * menu; it owns the dialogs it opens (auth popup, mobile catalogue menu, city chooser). Needs the
 * Redux store and a react-router data router around it.
 */
export function Header() {
  const { user, location, phone } = useShopContext();
  const favoritesCount = useSelector(selectFavoritesCount);
  // The basket waits for the user state like the session saga's start does (R-USER-2); the badge
  // reads its pieces from that cache entry (issue 9 point 18).
  useGetBasketInfoQuery(user ? undefined : skipToken);
  const basketCount = useSelector(selectBasketCount);
  const { data: topMenu } = useGetTopmostMenuQuery();
  const search = useSearchOverlay();
  const dispatch = useDispatch();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const close = () => setDialog(null);
  const city = location?.name ?? null;
  const catalogMenuOpened = useOpenedOnce(dialog === 'catalogMenu');
  const authOpened = useOpenedOnce(dialog === 'auth');
  const cityOpened = useOpenedOnce(dialog === 'city');

  return (
    <>
      <HeaderView
        topMenu={topMenu?.result ?? []}
        user={user}
        favoritesCount={favoritesCount}
        basketCount={basketCount}
        city={city}
        phone={phone}
        onOpenAuth={() => setDialog('auth')}
        onLogOut={() => dispatch(logOutRequested())}
        onOpenCatalogMenu={() => setDialog('catalogMenu')}
        onOpenSearch={search.open}
        onChooseCity={() => setDialog('city')}
      />
      <Suspense fallback={null}>
        {catalogMenuOpened && (
          <MobileCatalogMenu
            open={dialog === 'catalogMenu'}
            onClose={close}
            city={city}
            phone={phone}
            onChooseCity={() => setDialog('city')}
          />
        )}
        {authOpened && <AuthPopup open={dialog === 'auth'} onClose={close} />}
        {cityOpened && <CityChooser open={dialog === 'city'} onClose={close} />}
      </Suspense>
    </>
  );
}
