import { delay, http, HttpResponse } from 'msw';
import type { StaffChange, StaffHistory } from '@features/api';

const HISTORY = '/api/admin/history';

/**
 * The history calls as a story's server (issue 25 point 6): `changes` listed newest first; a
 * revert adds a change naming the one it reverted, with its before and after swapped.
 */
export function historyServer(changes: StaffChange[], revertable: boolean) {
  let list = [...changes];
  const answer = () =>
    HttpResponse.json({ result: { changes: list, revertable } satisfies StaffHistory });
  return [
    http.get(HISTORY, answer),
    http.post(`${HISTORY}/:changeId/revert`, async ({ params }) => {
      const reverted = list.find((change) => change.id === Number(params.changeId));
      if (!reverted)
        return HttpResponse.json(
          {
            error: {
              code: 'NOT_FOUND',
              message: 'Запись истории не найдена: возможно, её уже нет',
            },
          },
          { status: 404 },
        );
      await delay(50);
      const newest = list[0]!;
      list = [
        {
          ...reverted,
          id: newest.id + 1,
          at: '2026-11-28T13:30:00Z',
          userName: 'Администратор',
          before: newest.after,
          after: reverted.before,
          revertOf: reverted.id,
        },
        ...list,
      ];
      return answer();
    }),
  ];
}

/** The history call never answers: the list stays loading. */
export const historyLoading = http.get(HISTORY, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** The history call fails as a server does. */
export const historyFails = http.get(HISTORY, () =>
  HttpResponse.json(
    { error: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' } },
    { status: 500 },
  ),
);
