import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { AUTH_TEXTS } from '../../authTexts';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Lead = styled.p`
  margin: 0;
  font-weight: 700;
`;

const List = styled.ul`
  margin: 0;
  padding-inline-start: 20px;
  display: grid;
  gap: 8px;
`;

export interface MergeNoticesProps {
  /** The server's Russian texts (sign-in answer `notices`). */
  notices: readonly string[];
  onDone: () => void;
}

/**
 * After a sign-in or registration whose basket merge had to change the basket (stock, coupons):
 * what changed, read before the popup closes. The button takes the focus, since the form that
 * had it is gone.
 */
export function MergeNotices({ notices, onDone }: MergeNoticesProps) {
  const done = useRef<HTMLButtonElement>(null);
  useEffect(() => done.current?.focus(), []);
  return (
    <Stack role="status">
      <Lead>{AUTH_TEXTS.basketChanged}</Lead>
      <List>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </List>
      <Button ref={done} fullWidth onClick={onDone}>
        {AUTH_TEXTS.basketChangedDone}
      </Button>
    </Stack>
  );
}
