import { describe, expect, it } from 'vitest';
import { latestSave, type SaveState } from './latestSave';

/** A server whose answers the test releases one by one, in any order it likes. */
function slowServer() {
  const stored: string[] = [];
  const waiting: { text: string; answer: (error?: string) => void }[] = [];
  const send = (text: string) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({
        text,
        answer: (error) => {
          if (error) reject(new Error(error));
          else {
            stored.push(text);
            resolve();
          }
        },
      });
    });
  return { stored, waiting, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestSave (issue 13 point 1, R-DT-4)', () => {
  it('typing quickly while a save is under way stores the last text, never an older one after it', async () => {
    const server = slowServer();
    const states: SaveState[] = [];
    const row = latestSave(
      server.send,
      (s) => states.push(s),
      (e) => (e as Error).message,
    );

    for (const text of ['м', 'мо', 'моз', 'моза']) row.save(text);
    // One request at a time: 'мо' and 'моз' were typed over before they could be sent.
    expect(server.waiting.map((w) => w.text)).toEqual(['м']);
    server.waiting.shift()!.answer();
    await settle();
    expect(server.waiting.map((w) => w.text)).toEqual(['моза']);
    row.save('мозаика');
    server.waiting.shift()!.answer();
    await settle();
    server.waiting.shift()!.answer();
    await settle();

    expect(server.stored).toEqual(['м', 'моза', 'мозаика']);
    expect(server.stored.at(-1)).toBe('мозаика');
    expect(states).toEqual([{ kind: 'saving' }, { kind: 'saved' }]);
  });

  it('the error of a text typed over is not shown; the error of the last text is', async () => {
    const server = slowServer();
    const states: SaveState[] = [];
    const row = latestSave(
      server.send,
      (s) => states.push(s),
      (e) => (e as Error).message,
    );

    row.save('мозаика');
    row.save('мозаика 2');
    server.waiting.shift()!.answer('Элемент с запросом "мозаика" уже существует!');
    await settle();
    server.waiting.shift()!.answer('Внутренняя ошибка сервера');
    await settle();
    expect(states).toEqual([
      { kind: 'saving' },
      { kind: 'error', message: 'Внутренняя ошибка сервера' },
    ]);

    // The next key release tries again.
    row.save('мозаика 3');
    server.waiting.shift()!.answer();
    await settle();
    expect(server.stored).toEqual(['мозаика 3']);
    expect(states.at(-1)).toEqual({ kind: 'saved' });
  });
});
