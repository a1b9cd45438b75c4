import { createContext, useContext, type ComponentType } from 'react';
import type { ShownPage } from './pageLoader';

export interface PageRendererProps {
  /** The page of the url; `data` has the shape of the page's `type` (pageDataOf narrows it). */
  page: ShownPage;
}

/**
 * Components that draw typed pages, by page `type` (docs/api.md: section, product, new, ...).
 * A feature plugs in by exporting `pageRenderers` from `src/features/<name>/pageRenderers.ts`
 * (the app collects them; lazy components are fine). A type without one is drawn from its html.
 */
export type PageRenderers = Partial<Record<string, ComponentType<PageRendererProps>>>;

export const PageRenderersContext = createContext<PageRenderers>({});

export const usePageRenderers = () => useContext(PageRenderersContext);
