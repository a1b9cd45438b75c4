import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Notice, type NoticeMessage } from '../../components/Notice';

const Lead = styled.p`
  margin: 0;
`;

export interface PasswordLinkRequestProps {
  /** The account's saved e-mail, where the link goes; null when it has none. */
  email: string | null;
  /** Asks for the link; resolves with the server's error text, or null when the mail is sent. */
  onRequest: () => Promise<string | null>;
}

/**
 * «Задать пароль» of an account made at checkout (issue 26 point 5): it never had a password to
 * give as the old one, so a link mailed to its e-mail sets the first one.
 */
export function PasswordLinkRequest({ email, onRequest }: PasswordLinkRequestProps) {
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  if (!email)
    return (
      <Lead>
        Укажите электронную почту в контактных данных и сохраните их: на неё придёт ссылка, по
        которой задаётся пароль.
      </Lead>
    );

  const request = async () => {
    setSending(true);
    setMessage(null);
    const failure = await onRequest();
    setSending(false);
    setMessage(
      failure
        ? { tone: 'error', title: failure }
        : { tone: 'success', title: `Письмо со ссылкой отправлено на ${email}` },
    );
  };
  return (
    <>
      {message && <Notice {...message} />}
      <Lead>
        Аккаунт создан при оформлении заказа, и пароля у него пока нет. Пришлём на {email} ссылку:
        по ней вы зададите пароль и сможете входить в кабинет по почте и паролю.
      </Lead>
      <div>
        <Button type="button" loading={sending} onClick={() => void request()}>
          Выслать ссылку
        </Button>
      </div>
    </>
  );
}
