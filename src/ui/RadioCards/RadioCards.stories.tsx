import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioCards, type RadioCardsProps } from './RadioCards';

type Delivery = 'courier' | 'pickup' | 'post';

/** Holds the choice, as the checkout form does. */
function StatefulCards({ value: initial, onChange, ...props }: RadioCardsProps<Delivery>) {
  const [value, setValue] = useState(initial);
  return (
    <RadioCards
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/RadioCards',
  component: RadioCards<Delivery>,
  args: {
    legend: 'Способ доставки',
    name: 'delivery',
    value: 'courier',
    onChange: fn(),
    options: [
      { value: 'courier', title: 'Курьером', aside: '350 ₽', details: '27–28 ноября' },
      {
        value: 'pickup',
        title: 'Самовывоз из пункта выдачи',
        aside: 'Бесплатно',
        details: '28–30 ноября',
      },
      { value: 'post', title: 'Почтой России', aside: '290 ₽', details: '1–5 декабря' },
    ],
  },
  render: (args) => <StatefulCards {...args} />,
} satisfies Meta<typeof RadioCards<Delivery>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click anywhere on a card chooses it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Способ доставки' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /Курьером/ })).toBeChecked();
    await userEvent.click(canvas.getByText('1–5 декабря'));
    await expect(canvas.getByRole('radio', { name: /Почтой России/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('post');
  },
};

/** Arrow keys move the choice inside the group, as native radios do. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: /Курьером/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Самовывоз/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('pickup');
  },
};

/** Nothing chosen yet and the form was sent: the group says why. */
export const WithError: Story = {
  args: { value: '', error: 'Выберите пункт выдачи' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Способ доставки' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Выберите пункт выдачи');
  },
};

/** Long details wrap under the title; several lines of them (an address and opening hours). */
export const LongDetails: Story = {
  args: {
    legend: 'Пункт выдачи',
    name: 'point',
    value: 'pickup',
    options: [
      {
        value: 'pickup',
        title: 'Пункт выдачи на Тверской',
        details: (
          <>
            <span>г. Москва, ул. Тверская, д. 12, стр. 3, вход со двора, второй этаж</span>
            <span>Пн–Пт 10:00–21:00, Сб–Вс 10:00–18:00</span>
          </>
        ),
      },
      {
        value: 'post',
        title: 'Пункт выдачи у метро «Проспект Мира»',
        details: 'г. Москва, Проспект Мира, д. 40',
        disabled: true,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /Проспект Мира/ })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
