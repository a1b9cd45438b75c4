import { useState } from 'react';
import styled from 'styled-components';
import { Block, BlockTitle, Muted } from '@features/staffTools';
import { Button } from '@ui/Button';

export interface ExchangeAddressProps {
  /** `<origin>/bitrix/admin/1c_exchange.php`, the address 1C-Bitrix's exchange had. */
  url: string;
}

/** Issue 28 point 3: the address staff give 1C, with a button that copies it. */
export function ExchangeAddress({ url }: ExchangeAddressProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Block aria-labelledby="exchange-1c-address-title">
      <BlockTitle id="exchange-1c-address-title">Адрес для 1С</BlockTitle>
      <Muted>
        В 1С: «Администрирование» → «Обмен с сайтом» → узел «Выгрузка на сайт»: укажите этот адрес и
        почту с паролем учётной записи с правом обмена (ниже).
      </Muted>
      <Row>
        <Address>{url}</Address>
        <Button variant="secondary" size="s" onClick={() => void copy()}>
          Скопировать
        </Button>
        <span role="status">
          {copied === 'yes'
            ? 'Адрес скопирован'
            : copied === 'failed'
              ? 'Не удалось скопировать: выделите адрес и скопируйте его'
              : ''}
        </span>
      </Row>
    </Block>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Address = styled.code`
  padding: 6px 10px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-control);
  background: var(--color-surface-muted);
  overflow-wrap: anywhere;
  user-select: all;
`;
