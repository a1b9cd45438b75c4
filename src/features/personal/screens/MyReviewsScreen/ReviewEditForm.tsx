import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Rating } from '@ui/Rating';
import { Textarea } from '@ui/Textarea';
import type { MyReviewUpdate } from '@features/api';
import { REVIEW_MAX_LENGTH } from '@features/catalog';

const Form = styled.form`
  display: grid;
  gap: 12px;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Failure = styled.p`
  margin: 0;
  color: var(--color-error);
`;

export interface ReviewEditFormProps {
  /** The review as it is now. */
  initial: MyReviewUpdate;
  /** What is reviewed, for the form's name. */
  productName: string;
  /** Saves; resolves with the server's error text, or null when saved. */
  onSave: (review: MyReviewUpdate) => Promise<string | null>;
  onCancel: () => void;
}

/** A review's stars and text, edited in place. */
export function ReviewEditForm({ initial, productName, onSave, onCancel }: ReviewEditFormProps) {
  const [rating, setRating] = useState(initial.rating);
  const [text, setText] = useState(initial.text);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') return setError('Напишите несколько слов о товаре');
    setSaving(true);
    setError(null);
    const failure = await onSave({ rating, text: text.trim() });
    setSaving(false);
    if (failure) setError(failure);
  };

  return (
    <Form onSubmit={submit} aria-label={`Изменить отзыв: ${productName}`} noValidate>
      <Rating value={rating} onChange={setRating} label="Ваша оценка товара" size={28} />
      <Textarea
        label="Текст отзыва"
        value={text}
        maxLength={REVIEW_MAX_LENGTH}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      {error && <Failure role="alert">{error}</Failure>}
      <Buttons>
        <Button type="submit" loading={saving}>
          Сохранить
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Отмена
        </Button>
      </Buttons>
    </Form>
  );
}
