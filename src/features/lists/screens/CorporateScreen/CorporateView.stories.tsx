import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { CorporateOutcome } from './CorporateForm';
import { CorporateView } from './CorporateView';

const THANKS = 'Спасибо! Мы свяжемся с вами в течение рабочего дня.';

const meta = {
  title: 'Shop/Lists/CorporateScreen',
  component: CorporateView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Корпоративные подарки',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Корпоративные подарки' }],
    content:
      '<p>Подберём наборы для коллег, партнёров и клиентов.</p>' +
      '<p>Оставьте заявку — менеджер свяжется с вами в течение часа в рабочее время.</p>',
    onSubmit: fn(async (): Promise<CorporateOutcome> => ({ sent: true, message: THANKS })),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof CorporateView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 9 point 19: the form the texts ask for, under them. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('form', { name: 'Заявка на корпоративные подарки' }),
    ).toBeVisible();
  },
};

/** A name and a phone or an e-mail are needed; nothing is sent until they are there. */
export const Validation: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(canvas.getByLabelText('Имя')).toHaveAccessibleDescription('Укажите имя');
    await expect(canvas.getByText('Укажите телефон или электронную почту')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Имя'), 'Анна');
    await userEvent.type(canvas.getByLabelText('Электронная почта'), 'anna@');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(canvas.getByText('Укажите почту вида name@example.ru')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Issue 27 point 5: a filled request without the consent box is not sent; the box says why. */
export const WithoutConsent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), 'Анна');
    await userEvent.type(canvas.getByLabelText('Электронная почта'), 'anna@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(
      canvas.getByText('Подтвердите согласие на обработку персональных данных'),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Я даю согласие/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the server's thanks replace the form. */
export const Sent: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), 'Анна Смирнова');
    await userEvent.type(canvas.getByLabelText(/Телефон/), '+7 900 123-45-67');
    await userEvent.type(canvas.getByLabelText('Комментарий'), '30 наборов к 25 декабря');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Анна Смирнова',
      phone: '+7 900 123-45-67',
      email: undefined,
      text: '30 наборов к 25 декабря',
      consent: true,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(THANKS);
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The server refused: its Russian text, and the form stays filled in. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (): Promise<CorporateOutcome> => ({
      sent: false,
      error: 'Слишком много заявок. Попробуйте через 10 минут.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Имя'), 'Анна');
    await userEvent.type(canvas.getByLabelText('Электронная почта'), 'anna@example.ru');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Я даю согласие/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить заявку' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Слишком много заявок');
    await expect(canvas.getByLabelText('Имя')).toHaveValue('Анна');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
