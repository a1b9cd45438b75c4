import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  checkedCleanJob,
  checkedNoBrandJob,
  checkedUnchangedJob,
  checkedWithErrorsJob,
} from '../testing';
import { ImportDecision } from './ImportDecision';

const meta = {
  title: 'Admin/CatalogExchange/Import/ImportDecision',
  component: ImportDecision,
  args: {
    job: checkedWithErrorsJob,
    onApply: fn(),
    onDiscard: fn(),
    sending: null,
    error: null,
  },
} satisfies Meta<typeof ImportDecision>;

export default meta;
type Story = StoryObj<typeof meta>;

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

/**
 * Issue 14 point 6: with rejected rows only the good rows can be written; all-or-nothing is held
 * and a note says why.
 */
export const WithRejections: Story = {
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('button', { name: 'Записать, только если ошибок нет' });
    await expect(all).toBeDisabled();
    await expect(all).toHaveAccessibleDescription(
      '«Только если ошибок нет» недоступно: в файле есть отклонённые строки. Исправьте их по ' +
        'отчёту и загрузите файл снова — или запишите строки без ошибок.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Записать строки без ошибок' }));
    await expect(args.onApply).toHaveBeenCalledWith('valid');
    blur();
  },
};

/** Issue 14 point 6: a clean file needs one 'Записать' (all or nothing) or 'Отменить'. */
export const CleanFile: Story = {
  args: { job: checkedCleanJob },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Записать строки без ошибок' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Записать' }));
    await expect(args.onApply).toHaveBeenCalledWith('all');
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    blur();
  },
};

/**
 * issue 25 point 3: no row can be written (a Bitrix file without the required brand column): both
 * write buttons are off and say why; only 'Отменить' is left.
 */
export const NothingToWrite: Story = {
  args: { job: checkedNoBrandJob },
  play: async ({ canvas, args }) => {
    const reason =
      'Записать нечего: ни одну строку файла нельзя записать. Исправьте файл и загрузите его снова.';
    const valid = canvas.getByRole('button', { name: 'Записать строки без ошибок' });
    await expect(valid).toBeDisabled();
    await expect(valid).toHaveAccessibleDescription(reason);
    await expect(
      canvas.getByRole('button', { name: 'Записать, только если ошибок нет' }),
    ).toBeDisabled();
    await expect(canvas.getByText(reason)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Отменить' }));
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onApply).not.toHaveBeenCalled();
    blur();
  },
};

/** issue 25 point 3: every row matches the catalogue: 'Записать' is off and says so. */
export const AllUnchanged: Story = {
  args: { job: checkedUnchangedJob },
  play: async ({ canvas }) => {
    const write = canvas.getByRole('button', { name: 'Записать' });
    await expect(write).toBeDisabled();
    await expect(write).toHaveAccessibleDescription(
      'Записать нечего: все строки файла совпадают с каталогом.',
    );
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeEnabled();
  },
};

/** The decision is on its way: its button is busy, the others wait. */
export const Sending: Story = {
  args: { sending: 'valid' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: /Записать строки без ошибок/ }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Отменить' })).toBeDisabled();
  },
};

/** Issue 14 point 6: the server refused all-or-nothing (409) and its text is shown. */
export const Refused: Story = {
  args: { job: checkedCleanJob, error: 'В файле есть строки с ошибками: ничего не записано' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'В файле есть строки с ошибками: ничего не записано',
    );
    await expect(canvas.getByRole('button', { name: 'Записать' })).toBeEnabled();
  },
};

/** At phone width the buttons wrap, the note under them. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Записать строки без ошибок' })).toBeVisible();
  },
};
