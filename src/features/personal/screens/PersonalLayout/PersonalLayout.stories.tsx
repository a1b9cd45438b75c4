import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { UserInfo } from '@features/api';
import { StoryShop } from '@features/catalog/testing';
import { profile, savedAddresses } from '../../testing';
import { PrivateDataScreen } from '../PrivateDataScreen/PrivateDataScreen';
import { PersonalLayout } from './PersonalLayout';

const GUEST: UserInfo = { authorized: false, hash: 'guest', admin: false, editor: false };
const MEMBER: UserInfo = {
  authorized: true,
  hash: 'anna',
  admin: false,
  editor: false,
  name: 'Анна',
};
const TOKEN = 'reset-token-0123456789abcdef';

const resetRequests: unknown[] = [];

/** A signed-out visitor; a reset with the right token signs them in, as the server does. */
function cabinetServer() {
  let user = GUEST;
  return [
    http.get('/api/user/info', () => HttpResponse.json({ result: user })),
    http.get('/api/user/profile', () => HttpResponse.json({ result: profile })),
    http.get('/api/personal/addresses', () => HttpResponse.json({ result: savedAddresses })),
    http.post('/api/user/password/reset', async ({ request }) => {
      const body = (await request.json()) as { token: string; password: string };
      resetRequests.push(body);
      if (body.token !== TOKEN)
        return HttpResponse.json(
          {
            error: {
              code: 'VALIDATION',
              message: 'Ссылка для восстановления пароля недействительна или устарела',
            },
          },
          { status: 400 },
        );
      user = MEMBER;
      return HttpResponse.json({ result: MEMBER, notices: [] });
    }),
  ];
}

const meta = {
  title: 'Shop/Personal/PersonalLayout',
  component: PersonalLayout,
  beforeEach({ msw }) {
    resetRequests.length = 0;
    msw.use(...cabinetServer());
  },
} satisfies Meta<typeof PersonalLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The private page, opened by the reset link `url`. */
const privatePageAt =
  (url: string): Decorator =>
  (Story) => (
    <StoryShop url={url} path="/personal/private/" outlet={<PrivateDataScreen />} loadUser>
      {Story()}
    </StoryShop>
  );

/** Types the same new password twice into the reset form (named `formName`) and sends it. */
async function setNewPassword(canvasElement: HTMLElement, formName = 'Задать новый пароль') {
  const form = within(await within(canvasElement).findByRole('form', { name: formName }));
  await userEvent.type(form.getByLabelText('Новый пароль'), 'новый-пароль-1');
  await userEvent.type(form.getByLabelText('Повторите пароль'), 'новый-пароль-1');
  await userEvent.click(form.getByRole('button', { name: 'Сохранить пароль' }));
}

/**
 * Issue 15 point 6: the reset link works signed out; the new password signs the shopper in and
 * the private page opens, without the token, saying so.
 */
export const PasswordResetSignsIn: Story = {
  decorators: [privatePageAt(`/personal/private/?reset=${TOKEN}`)],
  play: async ({ canvas, canvasElement }) => {
    await setNewPassword(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Пароль изменён, вы вошли');
    await expect(canvas.getByRole('navigation', { name: 'Личный кабинет' })).toBeVisible();
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^\/personal\/private\/$/);
    await expect(resetRequests).toEqual([{ token: TOKEN, password: 'новый-пароль-1' }]);
  },
};

/**
 * Issue 26 point 5: the link of an account made at checkout sets its first password, and the
 * private page says it was set.
 */
export const FirstPasswordSignsIn: Story = {
  decorators: [privatePageAt(`/personal/private/?reset=${TOKEN}&first=1`)],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Пароль для личного кабинета' }),
    ).toBeVisible();
    await setNewPassword(canvasElement, 'Задать пароль');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Пароль задан, вы вошли');
    await expect(canvas.getByTestId('url')).toHaveTextContent(/^\/personal\/private\/$/);
    await expect(resetRequests).toEqual([{ token: TOKEN, password: 'новый-пароль-1' }]);
  },
};

/** A used or old link: the server's words, and the way to a new link. */
export const PasswordResetLinkUsed: Story = {
  decorators: [
    (Story) => (
      <StoryShop
        url="/personal/private/?reset=used-token-0123456789ab"
        path="/personal/private/"
        loadUser
      >
        {Story()}
      </StoryShop>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    await setNewPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ссылка для восстановления пароля недействительна или устарела',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Запросить новую ссылку' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Вход в личный кабинет' }));
    await waitFor(() =>
      expect(dialog.getByRole('form', { name: 'Восстановление пароля' })).toBeVisible(),
    );
  },
};

/** Issue 15: the unsubscribe link's landing, signed out: what it did, then the sign-in prompt. */
export const GuestAfterUnsubscribe: Story = {
  decorators: [
    (Story) => (
      <StoryShop url="/personal/subscribe/?unsubscribed=1" path="/personal/subscribe/" loadUser>
        {Story()}
      </StoryShop>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Вы отписаны от рассылки')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Войдите в личный кабинет' })).toBeVisible();
  },
};
