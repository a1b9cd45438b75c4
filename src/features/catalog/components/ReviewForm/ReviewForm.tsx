import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ConsentCheckbox, useConsentBox } from '@features/consent';
import { Button } from '@ui/Button';
import { Rating } from '@ui/Rating';
import { Textarea } from '@ui/Textarea';

/** The server's limit of a review text (ReviewRequest.text in openapi.yaml). */
export const REVIEW_MAX_LENGTH = 3000;

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 640px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
`;

const Message = styled.p`
  margin: 0;
  color: var(--color-error);
  &[data-tone='success'] {
    color: var(--color-success);
  }
`;

export interface ReviewFormProps {
  /**
   * Sends the review once the consent box is ticked; resolves with the server's error text, or
   * null when it was saved.
   */
  onSubmit: (review: { rating: number; text: string }) => Promise<string | null>;
}

/** The review form of a signed-in shopper: 1–5 stars, a text and the consent (issue 27 point 5). */
export function ReviewForm({ onSubmit }: ReviewFormProps) {
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const consent = useConsentBox();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Every missing part shows at once: the stars or the text above, the consent under its box.
    const consented = consent.confirm();
    if (rating === 0) return setError('Поставьте оценку от 1 до 5 звёзд');
    if (text.trim() === '') return setError('Напишите несколько слов о товаре');
    setError(null);
    if (!consented) return;
    setSending(true);
    setError(null);
    const failure = await onSubmit({ rating, text: text.trim() });
    setSending(false);
    if (failure) return setError(failure);
    setSent(true);
  };

  if (sent) {
    return (
      <Message data-tone="success" role="status">
        Спасибо! Ваш отзыв опубликован.
      </Message>
    );
  }
  return (
    <Form onSubmit={submit} aria-label="Новый отзыв" noValidate>
      <Heading>Оставить отзыв</Heading>
      <Rating value={rating} onChange={setRating} label="Ваша оценка товара" size={28} />
      <Textarea
        label="Текст отзыва"
        value={text}
        maxLength={REVIEW_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <ConsentCheckbox {...consent.box} />
      {error && <Message role="alert">{error}</Message>}
      <div>
        <Button type="submit" loading={sending}>
          Отправить отзыв
        </Button>
      </div>
    </Form>
  );
}
