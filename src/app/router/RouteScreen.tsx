import { Suspense, useEffect, type ComponentType } from 'react';
import styled from 'styled-components';
import { LoadingOverlay } from '@ui/LoadingOverlay';
import {
  EditorPanel,
  pageHeadOf,
  useDocumentHead,
  usePageData,
  type ShownPage,
} from '@features/page';

const Pending = styled.div`
  position: relative;
  min-height: 320px;
`;

/**
 * While a route's chunk loads (lazyWithReload keeps this up during its one reload too), and while
 * the first page's loaders run (the router's HydrateFallback: the shell renders no page markup).
 */
export function RoutePending() {
  return (
    <Pending aria-busy="true">
      <LoadingOverlay visible label="Загрузка страницы" />
    </Pending>
  );
}

/**
 * Keeps `<head>` on the page the route loaded (R-PAGE-5; routes without a page set their own) and
 * draws the page's editor panel for staff above the screen.
 */
function LoadedPageFrame() {
  const page = usePageData();
  if (!page) return null;
  return (
    <>
      <HeadOfPage page={page} />
      <EditorPanel html={page.panel} />
    </>
  );
}

function HeadOfPage({ page }: { page: ShownPage }) {
  useDocumentHead(pageHeadOf(page), page.variables);
  return null;
}

export interface RouteScreenProps {
  screen: ComponentType;
  /** False for layout routes: their child route's screen sets the head. */
  withHead?: boolean;
}

/** The attribute of `<html>` that says the app has drawn (or hydrated) a route's screen. */
const APP_READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the document once a screen is live: on a server-rendered page the scripts start after the
 * first paint (public/boot.js), so until then its buttons are markup only. Monitoring and the
 * end-to-end tests wait for it before they use the page.
 */
export function ScreenReady() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}

/** A route's element: the loaded page's head and the lazy screen. */
export function RouteScreen({ screen: Screen, withHead = true }: RouteScreenProps) {
  return (
    <>
      {withHead && <LoadedPageFrame />}
      <Suspense fallback={<RoutePending />}>
        <Screen />
        <ScreenReady />
      </Suspense>
    </>
  );
}
