import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '@ui/Button';
import { LoadingBlock } from './LoadingBlock';
import { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';

/** A block of product cards that reloads after a filter change. */
function ProductBlock(props: LoadingOverlayProps) {
  const [visible, setVisible] = useState(props.visible);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 520 }}>
      <Button variant="secondary" onClick={() => setVisible(!visible)}>
        {visible ? 'Показать товары' : 'Применить фильтр'}
      </Button>
      <div
        aria-busy={visible}
        style={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 12,
          borderRadius: 12,
        }}
      >
        {['Акварель', 'Пастель', 'Гуашь', 'Кисти', 'Холсты', 'Мольберты'].map((name) => (
          <div
            key={name}
            style={{ padding: 24, border: '1px solid var(--color-border)', borderRadius: 12 }}
          >
            {name}
          </div>
        ))}
        <LoadingOverlay {...props} visible={visible} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, label: 'Загрузка товаров' },
  render: (args) => <ProductBlock {...args} />,
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: a veil with a spinner announced as «Загрузка товаров». */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка товаров' })).toBeInTheDocument();
  },
};

/** R-CONST-4: the veil fades out (300 ms) when loading ends and comes back (60 ms) on the next load. */
export const Toggle: Story = {
  name: 'R-CONST-4: fades out and in',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Показать товары' }));
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Применить фильтр' }));
    await expect(canvas.getByRole('status', { name: 'Загрузка товаров' })).toBeInTheDocument();
  },
};

/** Loaded: nothing covers the block. */
export const Hidden: Story = { args: { visible: false } };

/** A page whose content has not come yet: LoadingBlock keeps its room under the veil. */
export const Block: Story = {
  args: { label: 'Загрузка заказов' },
  render: (args) => <LoadingBlock label={args.label ?? 'Загрузка'} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка заказов' })).toBeInTheDocument();
  },
};
