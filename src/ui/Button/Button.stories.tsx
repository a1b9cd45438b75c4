import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'В корзину', variant: 'primary', size: 'm', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'В корзину' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button {...args} variant="primary">
        Оформить заказ
      </Button>
      <Button {...args} variant="secondary">
        Купить в 1 клик
      </Button>
      <Button {...args} variant="ghost">
        Отмена
      </Button>
      <Button {...args} variant="danger" iconStart="trash">
        Удалить
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button {...args} size="s">
        Маленькая
      </Button>
      <Button {...args} size="m">
        Средняя
      </Button>
      <Button {...args} size="l">
        Большая
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  args: { children: 'Каталог', iconStart: 'menu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Каталог' })).toBeVisible();
  },
};

/** An icon-only button takes its name from aria-label. */
export const IconOnly: Story = {
  args: { children: undefined, iconStart: 'heart', variant: 'ghost', 'aria-label': 'В избранное' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'В избранное' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'В корзину' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * While the action runs: a spinner over the kept label, aria-busy, no second click, and focus stays
 * on the button (a disabled button would drop it).
 */
export const Loading: Story = {
  args: { loading: true, children: 'Сохранить' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Сохранить' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'mobile' } },
};

export const LongText: Story = {
  args: { children: 'Получить консультацию по подбору набора для алмазной вышивки' },
  render: (args) => (
    <div style={{ width: 280 }}>
      <Button {...args} fullWidth />
    </div>
  ),
};

/** A link dressed as a button; keyboard users reach it with Tab like any link. */
export const AsLink: Story = {
  args: { href: '/shop/', children: 'Перейти в каталог', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Перейти в каталог' });
    await expect(link).toHaveAttribute('href', '/shop/');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const DisabledLink: Story = {
  args: { href: '/personal/order/make/', children: 'Оформить заказ', disabled: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Оформить заказ' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};
