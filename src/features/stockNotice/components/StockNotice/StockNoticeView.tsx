import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ConsentCheckbox, useConsentBox } from '@features/consent';
import { Button } from '@ui/Button';
import { Input } from '@ui/Input';
import { Modal } from '@ui/Modal';

// One column no wider than the card: a phone's card is narrower than the button's text on one line.
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
`;

// The label wraps rather than push the card wider (a 165 px card on a phone holds half of it).
const NoticeButton = styled(Button)`
  && {
    height: auto;
    min-height: 40px;
    padding: 6px 12px;
    line-height: 1.2;
    white-space: normal;
    text-align: center;
  }
  &&[data-size='s'] {
    min-height: 32px;
    padding-block: 4px;
  }
  &&[data-size='l'] {
    min-height: 48px;
  }
`;

const Status = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-weight: 600;
`;

const Done = styled.p`
  margin: 0;
  color: var(--color-success);
  font-size: var(--font-size-sm);
`;

const Refusal = styled.p`
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

const Lead = styled.p`
  margin: 0;
`;

/** Where a notice stands: nothing asked yet, asked and waiting, stored, refused. */
export type StockNoticeState =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; email: string }
  | { kind: 'error'; message: string };

export interface StockNoticeViewProps {
  /** Names the product in the dialog and for screen readers. */
  productName: string;
  /** A signed-in shopper is told at the account's address: the dialog asks only for consent. */
  signedIn: boolean;
  state: StockNoticeState;
  /**
   * Asks for the notice, once the consent box is ticked: the address a guest typed, or none for
   * a signed-in shopper.
   */
  onSubscribe: (email?: string) => void;
  /** The button's size: 's' in search suggestions, 'm' in cards and lists, 'l' on the product page. */
  size?: 's' | 'm' | 'l';
  /** Shows «Нет в наличии» above the button (the product page says it among its facts). */
  showStatus?: boolean;
}

const STOCK_NOTICE_DONE = 'Сообщим, когда товар появится';

/**
 * What an out-of-stock product offers instead of 'В корзину' (issue 26 point 3): «Нет в наличии»
 * and «Сообщить о поступлении». The dialog takes the consent to personal data processing (issue
 * 27 point 5) and a guest's address; a signed-in shopper's is known, so the dialog asks for one
 * only after a refusal (an account without an address).
 */
export function StockNoticeView({
  productName,
  signedIn,
  state,
  onSubscribe,
  size = 'm',
  showStatus = true,
}: StockNoticeViewProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const formId = useId();
  const consent = useConsentBox();
  const done = state.kind === 'done';
  const asksAddress = !signedIn || state.kind === 'error';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!consent.confirm()) return;
    if (asksAddress) onSubscribe(email.trim());
    else onSubscribe();
  };
  const close = () => setOpen(false);

  return (
    <Root>
      {showStatus && <Status>Нет в наличии</Status>}
      {done ? (
        <Done role="status">
          {STOCK_NOTICE_DONE}: напишем на {state.email}
        </Done>
      ) : (
        <NoticeButton
          fullWidth
          size={size}
          variant="secondary"
          loading={state.kind === 'busy' && !open}
          onClick={() => setOpen(true)}
          aria-label={`Сообщить о поступлении: ${productName}`}
        >
          Сообщить о поступлении
        </NoticeButton>
      )}
      {state.kind === 'error' && !open && <Refusal role="alert">{state.message}</Refusal>}
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={done ? STOCK_NOTICE_DONE : 'Сообщить о поступлении'}
        footer={
          done ? (
            <Button onClick={close}>Хорошо</Button>
          ) : (
            <Button type="submit" form={formId} loading={state.kind === 'busy'}>
              Сообщить
            </Button>
          )
        }
      >
        {done ? (
          <Lead>
            Письмо о поступлении товара «{productName}» придёт на {state.email}.
          </Lead>
        ) : (
          // The server's Russian refusal shows under the field, as in the shop's other forms,
          // rather than the browser's own bubble in the browser's language.
          <Form id={formId} onSubmit={submit} noValidate>
            <Lead>
              Товара «{productName}» сейчас нет в наличии.{' '}
              {asksAddress
                ? 'Оставьте почту — напишем, как только он появится.'
                : 'Напишем на почту вашего кабинета, как только он появится.'}
            </Lead>
            {asksAddress && (
              <Input
                label="Электронная почта"
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={200}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={state.kind === 'error' ? state.message : undefined}
              />
            )}
            <ConsentCheckbox {...consent.box} />
          </Form>
        )}
      </Modal>
    </Root>
  );
}
