import { Button } from '@ui/Button';
import { EmptyState } from '@ui/EmptyState';

export interface SignInPromptProps {
  /** Opens the sign-in popup. */
  onSignIn: () => void;
}

/** What a signed-out visitor sees instead of the cabinet. */
export function SignInPrompt({ onSignIn }: SignInPromptProps) {
  return (
    <EmptyState
      icon="user"
      title="Войдите в личный кабинет"
      text="Здесь будут ваши заказы, покупки, отзывы и личные данные."
      action={<Button onClick={onSignIn}>Войти или зарегистрироваться</Button>}
    />
  );
}
