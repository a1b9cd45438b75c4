import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@ui/Card';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: var(--font-size-lg);
`;

const Stack = styled.div`
  display: grid;
  gap: 16px;
  max-width: 480px;
`;

export interface FormSectionProps {
  /** The section's heading, which also names it. */
  title: string;
  children: ReactNode;
}

/** One block of a cabinet page: a card with a heading over a column of fields. */
export function FormSection({ title, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{title}</Heading>
        <Stack>{children}</Stack>
      </section>
    </Card>
  );
}
