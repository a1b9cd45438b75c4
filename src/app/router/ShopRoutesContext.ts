import { createContext } from 'react';
import type { RouteObject } from 'react-router-dom';

/** The router's routes, for the layout to look up the destination's `handle` (R-NAV-1). */
export const ShopRoutesContext = createContext<RouteObject[]>([]);
