import { Suspense, type ComponentType } from 'react';
import styled from 'styled-components';
import { LoadingOverlay } from '@ui/LoadingOverlay';
import type { PageJson } from '@features/api';
import { pageHeadOf, useDocumentHead, usePageData } from '@features/page';

const Pending = styled.div`
  position: relative;
  min-height: 320px;
`;

/** While a route's chunk loads (lazyWithReload keeps this up during its one reload too). */
function ChunkPending() {
  return (
    <Pending aria-busy="true">
      <LoadingOverlay visible label="Загрузка страницы" />
    </Pending>
  );
}

/** Keeps `<head>` on the page the route loaded (R-PAGE-5); routes without a page set their own. */
function LoadedPageHead() {
  const page = usePageData();
  return page ? <HeadOfPage page={page} /> : null;
}

function HeadOfPage({ page }: { page: PageJson }) {
  useDocumentHead(pageHeadOf(page), page.variables);
  return null;
}

export interface RouteScreenProps {
  screen: ComponentType;
  /** False for layout routes: their child route's screen sets the head. */
  withHead?: boolean;
}

/** A route's element: the loaded page's head and the lazy screen. */
export function RouteScreen({ screen: Screen, withHead = true }: RouteScreenProps) {
  return (
    <>
      {withHead && <LoadedPageHead />}
      <Suspense fallback={<ChunkPending />}>
        <Screen />
      </Suspense>
    </>
  );
}
