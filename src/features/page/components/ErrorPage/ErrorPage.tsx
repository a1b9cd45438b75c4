import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';

/** spec §2 "Error page" texts (R-ROUTE-6..8); also the document title of the page. */
export const ERROR_TEXTS = {
  notFound: 'Это несуществующая страница №404',
  unknownRoute: 'This page could not be found',
  failed: 'Упс! Что-то пошло не так!',
} as const;

export type ErrorPageKind = keyof typeof ERROR_TEXTS;

const Root = styled.section`
  display: grid;
  justify-items: center;
  gap: 16px;
  max-width: 560px;
  margin: 0 auto;
  padding: 48px 16px 64px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 96px;
  font-weight: 800;
  line-height: 1;
  color: var(--color-brand);
  font-variant-numeric: tabular-nums;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--font-size-xxl);
  line-height: 1.25;
`;

export interface ErrorPageProps {
  /** The HTTP status of the failed page; null when no answer came (network down). */
  status: number | null;
  /** `unknownRoute`: a path inside the app that no route knows (R-ROUTE-6). */
  kind?: ErrorPageKind;
  /** Router adapter for the link home. */
  linkAs?: LinkComponent;
}

/** Picks the spec's text for a status: 404 has its own, every other status the general one. */
export function errorKindOf(status: number | null): ErrorPageKind {
  return status === 404 ? 'notFound' : 'failed';
}

/** The page shown instead of a page that failed (R-ROUTE-7/8, R-PAGE-8). */
export function ErrorPage({ status, kind = errorKindOf(status), linkAs }: ErrorPageProps) {
  return (
    <Root>
      {status !== null && <Code aria-label={`Код ошибки ${status}`}>{status}</Code>}
      <Title>{ERROR_TEXTS[kind]}</Title>
      <Button href="/" linkAs={linkAs}>
        На главную
      </Button>
    </Root>
  );
}
