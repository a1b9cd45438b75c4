import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { filterIndex } from '../testing';
import { SectionPicker } from './SectionPicker';

const blurActive = () => (document.activeElement as HTMLElement | null)?.blur();

const meta = {
  title: 'Admin/FilterConfig/SectionPicker',
  component: SectionPicker,
  args: {
    label: 'Скопировать настройки из раздела',
    action: 'Скопировать',
    sections: filterIndex.allSections,
    except: (section) => section.id === 2,
    onPick: fn(),
  },
} satisfies Meta<typeof SectionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The detail's copy: the section itself is not offered; the button sends the chosen id. */
export const Copy: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Скопировать настройки из раздела' });
    const button = canvas.getByRole('button', { name: 'Скопировать' });
    await expect(
      within(select).queryByRole('option', { name: '• • Рисование → Краски' }),
    ).toBeNull();
    await expect(button).toBeDisabled();
    await userEvent.selectOptions(select, 'По-умолчанию');
    await userEvent.click(button);
    await expect(args.onPick).toHaveBeenLastCalledWith(0);
    await userEvent.selectOptions(select, '• • Рукоделие → Вышивка');
    await userEvent.click(button);
    await expect(args.onPick).toHaveBeenLastCalledWith(5);
    blurActive();
  },
};

/** The index's Go: every section, nothing chosen yet, so nothing to send. */
export const Go: Story = {
  args: { label: 'Раздел', action: 'Перейти', except: undefined },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Раздел' });
    await expect(select).toHaveDisplayValue('Выберите раздел');
    await expect(
      within(select).getByRole('option', { name: '• • Рисование → Краски' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Перейти' })).toBeDisabled();
    await expect(args.onPick).not.toHaveBeenCalled();
  },
};

/** A write under way: the select and the button wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Скопировать настройки из раздела' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Скопировать/ })).toBeDisabled();
  },
};

/** On a phone the button goes under the select. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Скопировать' })).toBeVisible();
  },
};
