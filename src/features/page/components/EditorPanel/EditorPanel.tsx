import styled from 'styled-components';

const Bar = styled.div`
  margin-bottom: 16px;
  padding: 8px 12px;
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-control);
  background: var(--color-surface-muted);
  font-size: var(--font-size-sm);

  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: var(--color-brand);
  }

  a:focus-visible {
    outline: 2px solid var(--color-focus);
    outline-offset: 2px;
  }
`;

export interface EditorPanelProps {
  /**
   * The page JSON's `panel` (spec §3 "panel html"): links the server made and escaped for editors
   * and admins, to this page's own settings and the staff area. Empty for everyone else.
   */
  html: string;
}

/** The editor panel above a page, for staff only (issue 12 point 1). */
export function EditorPanel({ html }: EditorPanelProps) {
  if (!html) return null;
  // The server's own markup (server/modules/page/panel.ts escapes every text and link in it).
  return <Bar dangerouslySetInnerHTML={{ __html: html }} />;
}
