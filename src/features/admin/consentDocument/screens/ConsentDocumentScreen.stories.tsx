import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { ConsentDocument, ConsentDocumentSave, StaffChange } from '@features/api';
import {
  errorAnswer,
  historyServer,
  loadFailedStory,
  loadingStory,
  StoryStaffArea,
} from '@features/staffTools/testing';
import { ConsentDocumentScreen } from './ConsentDocumentScreen';

const API = '/api/admin/consent-document';
const TITLE = 'Согласие на обработку персональных данных';

const storedDocument = (): ConsentDocument => ({
  version: 2,
  title: TITLE,
  content:
    '<p>Я даю согласие ООО «Хобби Хоум» на обработку моих персональных данных в соответствии с ' +
    'Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».</p>' +
    '<p><b>Какие данные:</b> имя, телефон, адрес электронной почты, адрес доставки.</p>',
  savedAt: '2026-11-28T09:30:00Z',
  savedBy: 'Редактор',
  versions: [
    { version: 2, savedAt: '2026-11-28T09:30:00Z', savedBy: 'Редактор', consents: 3 },
    { version: 1, savedAt: '2026-11-20T07:00:00Z', savedBy: null, consents: 142 },
  ],
});

/** The story's server: the document kept in memory; a save from its version adds the next. */
const server = {
  document: storedDocument(),
  saves: [] as ConsentDocumentSave[],
};

const handlers = [
  http.get(API, () => HttpResponse.json(server.document)),
  http.post(API, async ({ request }) => {
    const body = (await request.json()) as ConsentDocumentSave;
    server.saves.push(body);
    await delay(50);
    const { document } = server;
    const version = document.version + 1;
    const savedAt = '2026-11-29T10:15:00Z';
    server.document = {
      ...document,
      version,
      title: body.title,
      content: body.content,
      savedAt,
      savedBy: 'Администратор',
      versions: [{ version, savedAt, savedBy: 'Администратор', consents: 0 }, ...document.versions],
    };
    return HttpResponse.json(server.document);
  }),
];

const meta = {
  title: 'Admin/ConsentDocument/ConsentDocumentScreen',
  component: ConsentDocumentScreen,
  parameters: { url: '/admin/consent-document/' },
  beforeEach({ msw }) {
    server.document = storedDocument();
    server.saves = [];
    msw.use(...handlers, ...historyServer([], false));
  },
  decorators: [
    (Story, { parameters }) => (
      <StoryStaffArea url={parameters.url as string}>{Story()}</StoryStaffArea>
    ),
  ],
} satisfies Meta<typeof ConsentDocumentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stored version in the fields and in the preview, and every version with its consents. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Версия 2' })).toBeVisible();
    await expect(canvas.getByLabelText('Заголовок')).toHaveValue(TITLE);
    await expect(canvas.getByLabelText(/Текст документа/)).toHaveValue(server.document.content);
    await expect(canvas.getByText('Какие данные:')).toBeVisible();
    await expect(canvas.getByText(/Сохранена 28\.11\.2026, 12:30, Редактор/)).toBeVisible();
    const versions = canvas.getAllByRole('listitem');
    await expect(versions[0]).toHaveTextContent('Версия 2 (действующая)');
    await expect(versions[0]).toHaveTextContent('3 согласия');
    await expect(versions[1]).toHaveTextContent('142 согласия');
    await expect(canvas.getByRole('link', { name: /soglasie/ })).toHaveAttribute(
      'href',
      '/soglasie-na-obrabotku-personalnyh-dannyh/',
    );
  },
};

/** An edit shows in the preview as typed; saved, it is the next version, named in the post. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const text = await canvas.findByLabelText(/Текст документа/);
    await userEvent.clear(text);
    await userEvent.type(text, '<p>Новая редакция согласия.</p>');
    await expect(await canvas.findByText('Новая редакция согласия.')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Сохранено'));
    await expect(server.saves).toEqual([
      { version: 2, title: TITLE, content: '<p>Новая редакция согласия.</p>' },
    ]);
    await expect(canvas.getByRole('heading', { name: 'Версия 3' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('0 согласий');
  },
};

/** A colleague's save of version 3, made after the screen loaded version 2. */
function colleagueSaved(): ConsentDocument {
  const stored = storedDocument();
  const savedAt = '2026-11-29T10:00:00Z';
  return {
    ...stored,
    version: 3,
    title: 'Согласие (ред. коллеги)',
    savedAt,
    savedBy: 'Администратор',
    versions: [{ version: 3, savedAt, savedBy: 'Администратор', consents: 0 }, ...stored.versions],
  };
}

const conflictServer = () =>
  http.post(API, async () => {
    await delay(50);
    server.document = colleagueSaved();
    return errorAnswer(
      409,
      'CONFLICT',
      'Документ уже сохранили после того, как вы открыли его: ваша правка не сохранена. Откройте сохранённую версию и внесите правку в неё.',
    );
  });

/** Edits the title and saves, which the conflict server refuses. */
async function saveOutdated(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  const title = await canvas.findByLabelText('Заголовок');
  await userEvent.type(title, ' (новая редакция)');
  await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
  await expect(await canvas.findByRole('alert')).toHaveTextContent(
    /^Документ уже сохранили после того, как вы открыли его/,
  );
}

/** Someone saved the document after it was opened here: the refusal says so, the edits stay. */
export const Conflict: Story = {
  beforeEach({ msw }) {
    msw.use(conflictServer());
  },
  play: async ({ canvas }) => {
    await saveOutdated(canvas);
    await expect(canvas.getByLabelText('Заголовок')).toHaveValue(`${TITLE} (новая редакция)`);
    await expect(canvas.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
    await expect(canvas.getByRole('button', { name: 'Открыть сохранённую версию' })).toBeVisible();
  },
};

/** After a conflict the saved version is loaded to edit from, and the refusal goes. */
export const ConflictReloaded: Story = {
  beforeEach({ msw }) {
    msw.use(conflictServer());
  },
  play: async ({ canvas }) => {
    await saveOutdated(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Открыть сохранённую версию' }));
    await expect(await canvas.findByRole('heading', { name: 'Версия 3' })).toBeVisible();
    await expect(canvas.getByLabelText('Заголовок')).toHaveValue('Согласие (ред. коллеги)');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** An empty title or text is named at its field and nothing is sent. */
export const EmptyFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.clear(await canvas.findByLabelText('Заголовок'));
    await userEvent.clear(canvas.getByLabelText(/Текст документа/));
    await userEvent.type(canvas.getByLabelText(/Текст документа/), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByText('Введите заголовок документа')).toBeVisible();
    await expect(canvas.getByText('Введите текст документа')).toBeVisible();
    await expect(canvas.getByLabelText('Заголовок')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Здесь появится документ, как его увидят покупатели.'),
    ).toBeVisible();
    await expect(server.saves).toEqual([]);
  },
};

/** A refusal of another kind shows the server's text and keeps the edits. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(API, async () => {
        await delay(50);
        return errorAnswer(
          400,
          'VALIDATION',
          'Поле «Текст документа» должно содержать не больше 100000 символов',
        );
      }),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText(/Текст документа/), '<p>Ещё абзац</p>');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('не больше 100000 символов');
    await expect(canvas.queryByRole('button', { name: 'Открыть сохранённую версию' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Есть несохранённые изменения');
  },
};

/** While the document loads, a spinner says so. */
export const Loading: Story = loadingStory(API, 'Загружаем документ');

/** A failed load says so with the server's text and offers a retry. */
export const ServerError: Story = loadFailedStory(API, 'Не удалось загрузить документ');

const change = (id: number, before: unknown, after: unknown): StaffChange => ({
  id,
  at: `2026-11-28T${String(8 + id).padStart(2, '0')}:30:00Z`,
  userId: 1,
  userName: 'Редактор',
  subject: 'document',
  before,
  after,
  revertOf: null,
});

/** The history names the version each save made, a changed title, and a changed text. */
export const History: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...historyServer(
        [
          change(
            1,
            { version: 1, title: 'Согласие', content: '<p>a</p>' },
            {
              version: 2,
              title: TITLE,
              content: '<p>b</p>',
            },
          ),
        ],
        false,
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Версия 2' });
    await userEvent.click(canvas.getByText('История изменений'));
    await expect(await canvas.findByText('Версия: 1 → 2')).toBeVisible();
    await expect(canvas.getByText(`Заголовок: «Согласие» → «${TITLE}»`)).toBeVisible();
    await expect(canvas.getByText('Текст документа изменён')).toBeVisible();
  },
};

/** At phone width the fields, the preview and the versions fit the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Версия 2' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Предпросмотр' })).toBeVisible();
  },
};
