import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import type { SubscriptionTopic } from '@features/api';
import { ConsentCheckbox, useConsentBox } from '@features/consent';

type TopicId = SubscriptionTopic['topic'];

/** What a save sends (openapi.yaml `saveMySubscriptions`): the consent only when it was given. */
export interface SubscriptionSave {
  topics: TopicId[];
  consent?: true;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: 12px;
    padding: 0;
    font-weight: 700;
  }
`;

const Consent = styled.div`
  margin: 0 0 16px;
`;

export interface SubscriptionFormProps {
  /** The topics with whether the shopper gets them now. */
  topics: readonly SubscriptionTopic[];
  /** Where the mail goes, for the legend; null when the shopper has no e-mail. */
  email: string | null;
  saving?: boolean;
  /** Saves the chosen topics (the set replaces the old one). */
  onSave: (save: SubscriptionSave) => void;
}

/**
 * The e-mail topics as checkboxes, the consent box and 'Сохранить'. Switching a topic on needs
 * the consent (issue 27 point 5); switching topics off does not.
 */
export function SubscriptionForm({ topics, email, saving = false, onSave }: SubscriptionFormProps) {
  const [chosen, setChosen] = useState(
    () => new Set(topics.filter(({ subscribed }) => subscribed).map(({ topic }) => topic)),
  );
  const toggle = (topic: TopicId, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });
  const consent = useConsentBox();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const switchesOn = topics.some(({ topic, subscribed }) => !subscribed && chosen.has(topic));
    if (switchesOn && !consent.confirm()) return;
    // In the order of the topics, not of the clicks.
    const save = topics.map(({ topic }) => topic).filter((topic) => chosen.has(topic));
    onSave(consent.box.checked ? { topics: save, consent: true } : { topics: save });
  };

  return (
    <form onSubmit={submit} aria-label="Подписка">
      <Fieldset>
        <legend>{email ? `Письма на адрес ${email}` : 'Письма на электронную почту'}</legend>
        {topics.map(({ topic, title }) => (
          <Checkbox
            key={topic}
            label={title}
            name="topics"
            value={topic}
            checked={chosen.has(topic)}
            onChange={(event) => toggle(topic, event.target.checked)}
          />
        ))}
      </Fieldset>
      <Consent>
        <ConsentCheckbox {...consent.box} />
      </Consent>
      <Button type="submit" loading={saving}>
        Сохранить
      </Button>
    </form>
  );
}
