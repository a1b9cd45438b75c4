import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyFilterIndex, filterIndex } from '../../testing';
import { FilterConfigIndexView } from './FilterConfigIndexView';

const meta = {
  title: 'Admin/FilterConfig/FilterConfigIndexView',
  component: FilterConfigIndexView,
  args: { index: filterIndex, onGo: fn() },
} satisfies Meta<typeof FilterConfigIndexView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * R-FC-1: the tree-like select starts with 'По-умолчанию', Go opens the chosen section, and the
 * sections with settings or a binding are listed with their marks.
 */
export const Index: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByLabelText('Раздел');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Выберите раздел',
      'По-умолчанию',
      '• Рисование',
      '• • Рисование → Краски',
      '• • Рисование → Холсты',
      '• Рукоделие',
      '• • Рукоделие → Вышивка',
    ]);
    await expect(canvas.getByRole('button', { name: 'Перейти' })).toBeDisabled();
    await userEvent.selectOptions(select, '• • Рисование → Холсты');
    await userEvent.click(canvas.getByRole('button', { name: 'Перейти' }));
    await expect(args.onGo).toHaveBeenCalledWith(3);

    const listed = canvas.getAllByRole('listitem');
    await expect(listed.map((row) => row.textContent)).toEqual([
      'По-умолчаниюесть настройки',
      'Рисование → Краскиесть настройки',
      'Рисование → Холстыесть привязка',
      'Рукоделие → Вышивкаесть настройки',
    ]);
    await expect(canvas.getByRole('link', { name: 'Рисование → Холсты' })).toHaveAttribute(
      'href',
      '/admin/filter/?sectionId=3',
    );
  },
};

/** No section has settings yet: the list says the defaults apply everywhere. */
export const Empty: Story = {
  args: { index: emptyFilterIndex },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/везде фильтр «По-умолчанию»/)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
