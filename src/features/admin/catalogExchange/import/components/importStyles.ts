import styled from 'styled-components';
import { FileDropZone } from '@ui/FileDrop';
import { Actions } from '../../components/exchangeStyles';

// The exchange's cards and the import card share one row of buttons.
export { Actions };

// The import card's own parts; the card surface matches the exchange screen's other cards.

export const Card = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
  padding: 16px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
  background: var(--color-surface);
  grid-column: 1 / -1;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: var(--font-size-lg);
`;

export const SubTitle = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

export const Stack = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
`;

/** The drop target: dashed on a muted ground while waiting, brand-tinted while a file is over it. */
export const DropZone = styled(FileDropZone)`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: var(--color-surface-muted);
  &[data-over] {
    background: var(--color-brand-blank);
  }
`;

export const Notes = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding-left: 20px;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

export const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  overflow-wrap: anywhere;
`;

export const FileName = styled.strong`
  overflow-wrap: anywhere;
`;

/** The shown job: its own framed area under the file choice. */
export const JobPanel = styled.section`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 12px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
`;

export const Track = styled.div`
  height: 12px;
  overflow: hidden;
  border-radius: 6px;
  background: var(--color-brand-tint);
`;

export const Fill = styled.div`
  height: 100%;
  border-radius: 6px;
  background: var(--color-brand);
  transition: width 300ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const ProgressHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

export const Stats = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
`;

/** The report's counts: label over number, side by side where they fit. */
export const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 8px;
  margin: 0;
  & > div {
    display: grid;
    gap: 2px;
    padding: 8px 12px;
    border-radius: var(--radius-control);
    background: var(--color-surface-muted);
  }
  & > div[data-tone='error'] {
    background: var(--color-error-tint);
  }
  & dt {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** An outcome said in a tinted line: done, failed, discarded. */
export const Outcome = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: var(--radius-control);
  font-weight: 600;
  overflow-wrap: anywhere;
  /* Mint text on the mint tint is 4.4:1, under AA: the tone is in the tint and the border. */
  &[data-tone='success'] {
    border-inline-start: 4px solid var(--color-success);
    background: var(--color-success-tint);
    color: var(--color-text);
  }
  &[data-tone='error'] {
    background: var(--color-error-tint);
    color: var(--color-error);
  }
  &[data-tone='neutral'] {
    background: var(--color-surface-muted);
    color: var(--color-text-muted);
  }
`;

export const Pager = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  font-variant-numeric: tabular-nums;
`;

/** A file name in the history that opens the job: a link-looking button. */
export const JobLink = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: var(--color-brand);
  font: inherit;
  text-align: start;
  text-decoration: underline;
  overflow-wrap: anywhere;
  cursor: pointer;
  &[aria-current='true'] {
    color: var(--color-text);
    font-weight: 700;
    text-decoration: none;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

/** The decision's long labels must fit a phone: a button takes two lines rather than overflow. */
export const DecisionActions = styled(Actions)`
  & > button {
    max-width: 100%;
    height: auto;
    min-height: 40px;
    padding-block: 8px;
    line-height: 1.25;
    white-space: normal;
  }
`;

/** Text in a cell that may break anywhere: column codes are long single words. */
export const Breakable = styled.span`
  overflow-wrap: anywhere;
`;

/** The history keeps readable columns on a phone and scrolls sideways inside its frame. */
export const WideTable = styled.div`
  min-width: 0;
  & table {
    min-width: 800px;
  }
`;
