import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCatalogAdditionalMenuQuery,
  useGetCatalogMenuQuery,
  useGetTopmostMenuQuery,
  type Phone,
} from '@features/api';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { MobileCatalogMenuView } from './MobileCatalogMenuView';

export interface MobileCatalogMenuProps {
  open: boolean;
  onClose: () => void;
  city: string | null;
  phone: Phone | null;
  onChooseCity: () => void;
}

/** The slide-out catalogue menu with the menus of spec §7; they load when it first opens. */
export function MobileCatalogMenu({ open, ...rest }: MobileCatalogMenuProps) {
  const load = useOpenedOnce(open) ? undefined : skipToken;
  const { data: catalog } = useGetCatalogMenuQuery(load);
  const { data: additional } = useGetCatalogAdditionalMenuQuery(load);
  const { data: topMenu } = useGetTopmostMenuQuery();
  return (
    <MobileCatalogMenuView
      open={open}
      catalog={catalog?.result ?? []}
      additional={additional?.result ?? []}
      topMenu={topMenu?.result ?? []}
      {...rest}
    />
  );
}
