import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { AuthPopup } from '@features/auth';
import { setUpFakeShopServer } from './testing/fakeShopServer';
import { waitForState } from '../testing/waitForState';

const shop = setUpFakeShopServer();

const WRONG_CREDENTIALS = 'Неверный логин или пароль';

describe('sign-in requests', () => {
  afterEach(cleanup);

  it('issue 9 point 16: one wrong password sends one sign-in request and shows the server message', async () => {
    shop.server.use(
      http.post('/api/user/auth', () =>
        HttpResponse.json(
          { error: { code: 'UNAUTHORIZED', message: WRONG_CREDENTIALS } },
          { status: 401 },
        ),
      ),
    );
    const store = shop.makeStore();
    await waitForState(() => expect(shop.count('GET /api/location/getCurrent')).toBe(1));
    render(
      <Provider store={store}>
        <AuthPopup open onClose={() => {}} />
      </Provider>,
    );
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: 'Вход' }));

    await user.type(form.getByLabelText('Почта или телефон'), 'anna@example.ru');
    await user.type(form.getByLabelText('Пароль'), 'wrong-password');
    await user.click(form.getByRole('button', { name: 'Войти' }));

    expect(await form.findByText(WRONG_CREDENTIALS)).toBeTruthy();
    expect(shop.count('POST /api/user/auth')).toBe(1);
    // The first render compiles the popup's modules.
  }, 15_000);
});
