import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { certificates } from '../testing';
import { CertificatesTable } from './CertificatesTable';

const meta = {
  title: 'Admin/Certificates/CertificatesTable',
  component: CertificatesTable,
  args: { certificates, onAskBlock: fn() },
} satisfies Meta<typeof CertificatesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 26 point 1: one row per certificate with its whole code; «Заблокировать» asks the screen
 * (which confirms first) about that certificate; a blocked one offers nothing.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const first = certificates[0];
    await userEvent.click(
      canvas.getByRole('button', { name: `Заблокировать сертификат ${first?.code}` }),
    );
    await expect(args.onAskBlock).toHaveBeenCalledWith(first);
    const blocked = certificates.find((certificate) => certificate.state === 'blocked');
    await expect(
      canvas.queryByRole('button', { name: `Заблокировать сертификат ${blocked?.code}` }),
    ).toBeNull();
  },
};

/** One block on its way: its button waits, the others cannot start another. */
export const Blocking: Story = {
  args: { blockingId: certificates[0]?.id ?? null },
  play: async ({ canvas }) => {
    const [waiting, other] = canvas.getAllByRole('button', { name: /Заблокировать сертификат/ });
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
    await expect(other).toBeDisabled();
  },
};

/** On a phone the table scrolls sideways instead of squeezing the uses into a column of words. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(certificates[0]?.code ?? '')).toBeVisible();
  },
};
