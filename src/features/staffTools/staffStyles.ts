import styled from 'styled-components';

/** The parts every staff tool's screens share: headings, blocks, links and quiet notes. */
export const Heading = styled.h1`
  margin: 0 0 8px;
  font-size: var(--font-size-xl);
  overflow-wrap: anywhere;
`;

/** The one column of a tool whose form reads best narrow (settings, a document, a tree). */
export const NarrowPage = styled.div`
  display: grid;
  gap: 16px;
  max-width: 880px;
`;

export const Block = styled.section`
  display: grid;
  gap: 12px;
  margin-top: 24px;
`;

export const BlockTitle = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

export const TextLink = styled.a`
  color: var(--color-brand);
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

export const ErrorText = styled.p`
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;
