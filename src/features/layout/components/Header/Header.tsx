import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetBasketInfoQuery, useGetTopmostMenuQuery } from '@features/api';
import { AuthPopup } from '@features/auth';
import { selectFavoritesCount } from '@features/favorites';
import { useSearchOverlay } from '@features/search';
import { logOutRequested } from '@features/session';
import { useShopContext } from '../../hooks/useShopContext';
import { CityChooser } from '../CityChooser';
import { MobileCatalogMenu } from '../MobileCatalogMenu';
import { HeaderView } from './HeaderView';

type HeaderDialog = 'auth' | 'catalogMenu' | 'city';

/**
 * The shop header wired to the store: user state, basket, favorites, city and phone, the top
 * menu; it owns the dialogs it opens (auth popup, mobile catalogue menu, city chooser). Needs the
 * Redux store and a react-router data router around it.
 */
export function Header() {
  const { user, location, phone } = useShopContext();
  const favoritesCount = useSelector(selectFavoritesCount);
  // The basket waits for the user state like the session saga's start does (R-USER-2).
  const { data: basket } = useGetBasketInfoQuery(user ? undefined : skipToken);
  const { data: topMenu } = useGetTopmostMenuQuery();
  const search = useSearchOverlay();
  const dispatch = useDispatch();
  const [dialog, setDialog] = useState<HeaderDialog | null>(null);
  const close = () => setDialog(null);
  const city = location?.name ?? null;

  return (
    <>
      <HeaderView
        topMenu={topMenu?.result ?? []}
        user={user}
        favoritesCount={favoritesCount}
        basketCount={basket?.result.summary.count ?? 0}
        city={city}
        phone={phone}
        onOpenAuth={() => setDialog('auth')}
        onLogOut={() => dispatch(logOutRequested())}
        onOpenCatalogMenu={() => setDialog('catalogMenu')}
        onOpenSearch={search.open}
        onChooseCity={() => setDialog('city')}
      />
      <MobileCatalogMenu
        open={dialog === 'catalogMenu'}
        onClose={close}
        city={city}
        phone={phone}
        onChooseCity={() => setDialog('city')}
      />
      <AuthPopup open={dialog === 'auth'} onClose={close} />
      <CityChooser open={dialog === 'city'} onClose={close} />
    </>
  );
}
