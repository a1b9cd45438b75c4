import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { columnDraftOf, newColumnDraft, type ColumnDraft } from '../columnDrafts';
import { columns, sectionPaths as labels } from '../testing';
import { ColumnEditor, type ColumnEditorProps } from './ColumnEditor';

/** The editor as the screen holds it: patches applied and marked changed, open state kept. */
function EditedColumn({ column: initial, open: initialOpen, ...props }: ColumnEditorProps) {
  const [column, setColumn] = useState<ColumnDraft>(initial);
  const [open, setOpen] = useState(initialOpen);
  return (
    <ColumnEditor
      {...props}
      column={column}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
      onChange={(patch) => {
        setColumn((c) => ({ ...c, ...patch, changed: true }));
        props.onChange(patch);
      }}
      onChangeRule={(ruleKey, patch) => {
        setColumn((c) => ({
          ...c,
          FILTER_DATA: c.FILTER_DATA.map((r) => (r.key === ruleKey ? { ...r, ...patch } : r)),
          changed: true,
        }));
        props.onChangeRule(ruleKey, patch);
      }}
    />
  );
}

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/CsvColumns/ColumnEditor',
  component: ColumnEditor,
  args: {
    column: columnDraftOf(columns[1]!),
    labels,
    open: true,
    onOpenChange: fn(),
    onChange: fn(),
    onAskDelete: fn(),
    onAddRule: fn(),
    onChangeRule: fn(),
    onAskDeleteRule: fn(),
  },
  render: (args) => <EditedColumn {...args} />,
} satisfies Meta<typeof ColumnEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closed column shows its code and name; deleting it asks the screen first (R-COL-3). */
export const Closed: Story = {
  args: { column: columnDraftOf(columns[0]!), open: false },
  play: async ({ canvas, args }) => {
    const column = canvas.getByRole('article', { name: 'Колонка NAME' });
    await expect(within(column).getByRole('button', { expanded: false })).toHaveTextContent(
      'NAME — Название',
    );
    await expect(canvas.queryByRole('textbox', { name: 'Код' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить колонку NAME' }));
    await expect(args.onAskDelete).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    blurActive();
  },
};

/**
 * R-COL-1, R-COL-2: an open column with two rules; its fields and rules report each edit, the
 * heading marks it unsaved, adding and deleting rules go to the screen.
 */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Код' })).toHaveValue('PROPERTY_RAZMER');
    await expect(canvas.getByRole('checkbox', { name: 'Участвует в фильтре' })).toBeChecked();
    await expect(canvas.getAllByRole('group', { name: /^Правило/ })).toHaveLength(2);

    const name = canvas.getByRole('textbox', { name: 'Название' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Размер холста');
    await expect(args.onChange).toHaveBeenLastCalledWith({ NAME: 'Размер холста' });
    await expect(
      canvas.getByRole('button', { name: 'PROPERTY_RAZMER — Размер холста (не сохранена)' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Участвует в фильтре' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ IN_FILTER: false });

    const [variants] = canvas.getAllByRole('textbox', { name: 'Значения фильтра' });
    await userEvent.type(variants!, ', 50x65');
    await expect(args.onChangeRule).toHaveBeenLastCalledWith('rule-2-0', {
      variants: '30x40, 40x50, 50x65',
    });

    await userEvent.click(canvas.getByRole('button', { name: 'Удалить правило 2' }));
    await expect(args.onAskDeleteRule).toHaveBeenCalledWith('rule-2-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить правило' }));
    await expect(args.onAddRule).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** A new column: a placeholder name, no rules yet; its code is typed in capitals. */
export const NewColumn: Story = {
  args: { column: newColumnDraft(columns.map(columnDraftOf)) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('article', { name: 'Колонка Новая колонка' })).toHaveTextContent(
      'Новая колонка (не сохранена)',
    );
    await expect(
      canvas.getByText('Правил нет: значения колонки загружаются как есть.'),
    ).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Сортировка' })).toHaveValue(40);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Код' }), 'property_tema');
    await expect(args.onChange).toHaveBeenLastCalledWith({ CODE: 'PROPERTY_TEMA' });
    await expect(canvas.getByRole('article', { name: 'Колонка PROPERTY_TEMA' })).toBeVisible();
    blurActive();
  },
};

const longColumn: ColumnDraft = {
  ...columnDraftOf(columns[1]!),
  CODE: 'PROPERTY_RAZMER_GOTOVOY_KARTINY_V_RAME',
  NAME: 'Размер готовой картины в раме вместе с паспарту и подрамником',
  DESCRIPTION:
    'Ширина и высота готовой работы в сантиметрах, как их указывает производитель на упаковке: ' +
    'сначала ширина, потом высота, через латинскую x без пробелов.',
  EXAMPLES: '40x50, 30x40, 50x65, 60x80',
};

/** At phone width the fields stack and long texts wrap inside the column. */
export const MobileLongTexts: Story = {
  args: { column: longColumn },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const column = canvas.getByRole('article', {
      name: 'Колонка PROPERTY_RAZMER_GOTOVOY_KARTINY_V_RAME',
    });
    // A long code wraps in the heading instead of pushing the delete button off the screen.
    const remove = canvas.getByRole('button', {
      name: 'Удалить колонку PROPERTY_RAZMER_GOTOVOY_KARTINY_V_RAME',
    });
    await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
      column.getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('textbox', { name: 'Описание' })).toHaveValue(
      longColumn.DESCRIPTION,
    );
    await expect(canvas.getByRole('button', { name: 'Добавить правило' })).toBeVisible();
  },
};
