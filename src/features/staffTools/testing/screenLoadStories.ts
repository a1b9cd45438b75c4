import type { StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';

/** An error answer as the server writes it (`{ error: { code, message } }`). */
export const errorAnswer = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

type LoadStory = Pick<StoryObj, 'beforeEach' | 'play'>;

/** A handler for `method path` that never answers: the screen stays in its waiting state. */
export const neverAnswers = (path: string, method: 'get' | 'post' = 'get') =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/** A staff screen whose first call (`GET api`) never answers: its spinner says `status`. */
export function loadingStory(api: string, status: string): LoadStory {
  return {
    beforeEach({ msw }) {
      msw.use(neverAnswers(api));
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('status')).toHaveAccessibleName(status);
    },
  };
}

/** A staff screen whose first call fails: `heading` and the server's own text are shown. */
export function loadFailedStory(api: string, heading: string): LoadStory {
  return {
    beforeEach({ msw }) {
      msw.use(http.get(api, () => errorAnswer(500, 'INTERNAL', 'Внутренняя ошибка сервера')));
    },
    play: async ({ canvas }) => {
      await expect(await canvas.findByRole('heading', { name: heading })).toBeVisible();
      await expect(canvas.getByText('Внутренняя ошибка сервера')).toBeVisible();
    },
  };
}
