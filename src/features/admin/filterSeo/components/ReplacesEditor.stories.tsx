import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { FilterSeoReplace } from '@features/api';
import { sizeItem } from '../testing/filterSeoFixtures';
import { ReplacesEditor, type ReplacesEditorProps } from './ReplacesEditor';

/** The editor as its item card holds it: the new list kept (and reported) on every change. */
function EditedReplaces({ replaces: initial, onChange, ...props }: ReplacesEditorProps) {
  const [replaces, setReplaces] = useState<readonly FilterSeoReplace[]>(initial);
  return (
    <ReplacesEditor
      {...props}
      replaces={replaces}
      onChange={(next) => {
        setReplaces(next);
        onChange(next);
      }}
    />
  );
}

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/FilterSeo/ReplacesEditor',
  component: ReplacesEditor,
  args: {
    name: sizeItem.NAME,
    replaces: [...sizeItem.UF_REPLACES, { DISPLAY_NAME: '40x50', REPLACE: '40 на 50' }],
    onChange: fn(),
  },
  render: (args) => <EditedReplaces {...args} />,
} satisfies Meta<typeof ReplacesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** R-SEO-5: each replace's value and text; an edit and a removal send the whole new list. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Замены значений' })).toBeVisible();
    const [first] = canvas.getAllByRole('textbox', { name: 'Вставлять как' });
    await expect(first).toHaveValue('30 на 40');
    await userEvent.type(first!, ' см');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { DISPLAY_NAME: '30x40', REPLACE: '30 на 40 см' },
      { DISPLAY_NAME: '40x50', REPLACE: '40 на 50' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить замену «40x50» (Размер)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { DISPLAY_NAME: '30x40', REPLACE: '30 на 40 см' },
    ]);
    await expect(canvas.getAllByRole('textbox', { name: 'Значение' })).toHaveLength(1);
    blurActive();
  },
};

/** No replaces yet: only the add button; a new row is filled in. */
export const Empty: Story = {
  args: { replaces: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Добавить замену' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ DISPLAY_NAME: '', REPLACE: '' }]);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Значение' }), '20x30');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Вставлять как' }), '20 на 30');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { DISPLAY_NAME: '20x30', REPLACE: '20 на 30' },
    ]);
    await expect(
      canvas.getByRole('button', { name: 'Удалить замену «20x30» (Размер)' }),
    ).toBeVisible();
    blurActive();
  },
};

/** On a phone the two fields and the bin share a row; long texts stay inside their fields. */
export const MobileLongTexts: Story = {
  args: {
    replaces: [
      { DISPLAY_NAME: '30x40', REPLACE: '30 на 40' },
      {
        DISPLAY_NAME: 'Круглые со специальной огранкой',
        REPLACE: 'круглыми стразами со специальной огранкой',
      },
    ],
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox', { name: 'Значение' })).toHaveLength(2);
    await expect(
      canvas.getByRole('button', {
        name: 'Удалить замену «Круглые со специальной огранкой» (Размер)',
      }),
    ).toBeVisible();
  },
};
