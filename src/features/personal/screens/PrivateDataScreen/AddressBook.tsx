import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import type { SavedAddress } from '@features/api';
import { useValidatedForm } from '@features/auth';
import { Notice } from '../../components/Notice';
import { ADDRESS_MAX_LENGTH, validateAddress } from '../../privateValidation';

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: 1px solid var(--color-border);
  }
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  overflow-wrap: anywhere;
`;

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Empty = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

function NewAddress({ adding, onValid }: { adding: boolean; onValid: (address: string) => void }) {
  const { textField, submit } = useValidatedForm({ address: '' }, validateAddress, ({ address }) =>
    onValid(address.trim()),
  );
  return (
    <Form noValidate onSubmit={submit} aria-label="Новый адрес доставки">
      <Input
        label="Новый адрес"
        {...textField('address')}
        maxLength={ADDRESS_MAX_LENGTH}
        autoComplete="street-address"
        placeholder="Город, улица, дом, квартира"
      />
      <div>
        <Button type="submit" variant="secondary" iconStart="plus" loading={adding}>
          Добавить адрес
        </Button>
      </div>
    </Form>
  );
}

export interface AddressBookProps {
  addresses: readonly SavedAddress[];
  /** Adds; resolves with the server's error text (ten at most...), or null when added. */
  onAdd: (address: string) => Promise<string | null>;
  /** Deletes; resolves with the server's error text, or null when deleted. */
  onDelete: (addressId: number) => Promise<string | null>;
}

/** The saved delivery addresses, offered again at checkout (issue 15 point 5). */
export function AddressBook({ addresses, onAdd, onDelete }: AddressBookProps) {
  const [adding, setAdding] = useState(false);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  const add = async (address: string) => {
    setAdding(true);
    setError(null);
    const failure = await onAdd(address);
    setAdding(false);
    if (failure) setError(failure);
    else setRound((current) => current + 1);
  };
  const remove = async (addressId: number) => {
    setDeletingId(addressId);
    setError(null);
    setError(await onDelete(addressId));
    setDeletingId(null);
  };

  return (
    <>
      {addresses.length > 0 ? (
        <List aria-label="Сохранённые адреса">
          {addresses.map(({ id, address }) => (
            <Item key={id}>
              <span>{address}</span>
              <Button
                variant="ghost"
                size="s"
                iconStart="trash"
                loading={deletingId === id}
                onClick={() => void remove(id)}
                aria-label={`Удалить адрес: ${address}`}
              >
                Удалить
              </Button>
            </Item>
          ))}
        </List>
      ) : (
        <Empty>Сохранённых адресов пока нет. Адрес можно сохранить и при оформлении заказа.</Empty>
      )}
      {error && <Notice tone="error" title={error} />}
      <NewAddress key={round} adding={adding} onValid={(address) => void add(address)} />
    </>
  );
}
