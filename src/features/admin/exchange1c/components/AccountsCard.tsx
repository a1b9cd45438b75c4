import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Exchange1CAccount } from '@features/api';
import { Block, BlockTitle, ErrorText, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';

export interface AccountsCardProps {
  accounts: readonly Exchange1CAccount[];
  /** An admin gives and takes the right; others see the list only. */
  canManage: boolean;
  onSave: (email: string, allowed: boolean) => Promise<boolean>;
  /** The e-mail of the account whose save is on its way. */
  saving: string | null;
  error: string | null;
}

/**
 * Issue 28 point 3: the accounts 1C may sign in with. Admins always may; an admin gives the right
 * to another account by its e-mail (one kept for 1C alone opens no staff screen) and takes it.
 */
export function AccountsCard({ accounts, canManage, onSave, saving, error }: AccountsCardProps) {
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() && (await onSave(email.trim(), true))) setEmail('');
  };
  return (
    <Block aria-labelledby="exchange-1c-accounts-title">
      <BlockTitle id="exchange-1c-accounts-title">Учётные записи обмена</BlockTitle>
      <Muted>
        С этими почтой и паролем 1С входит в обмен. У администраторов право есть всегда.
        {canManage
          ? ' Право можно дать любой учётной записи, зарегистрированной на сайте.'
          : ' Давать и забирать право может только администратор.'}
      </Muted>
      <List aria-labelledby="exchange-1c-accounts-title">
        {accounts.map((account) => (
          <Row key={account.email}>
            <span>
              {account.email}
              {account.name && <Muted as="span"> · {account.name}</Muted>}
            </span>
            {account.isAdmin ? (
              <Muted as="span">администратор</Muted>
            ) : (
              canManage && (
                <Button
                  variant="ghost"
                  size="s"
                  loading={saving === account.email}
                  disabled={saving !== null}
                  aria-label={`Забрать право обмена у ${account.email}`}
                  onClick={() => void onSave(account.email, false)}
                >
                  Забрать право
                </Button>
              )
            )}
          </Row>
        ))}
      </List>
      {canManage && (
        <Grant onSubmit={(event) => void submit(event)}>
          <Input
            label="Почта учётной записи"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={saving !== null || !email.trim()}>
            Дать право обмена
          </Button>
        </Grant>
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Block>
  );
}

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  min-height: 40px;
  padding: 4px 0;
  border-bottom: 1px solid var(--color-border);
  overflow-wrap: anywhere;
`;

const Grant = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  > :first-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
`;
