import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { blurActive, columnHelpFixture, sharedGroups, sharedPropertyList } from '../testing';
import { SharedPropertiesCard } from './SharedPropertiesCard';

const meta = {
  title: 'Admin/CatalogExchange/SharedPropertiesCard',
  component: SharedPropertiesCard,
  args: {
    properties: sharedPropertyList,
    groups: sharedGroups,
    onGroupsChange: fn(),
    chosen: new Set([21]),
    onChosenChange: fn(),
    required: new Set([21]),
    onRequiredChange: fn(),
    onSaveRequired: fn(),
    help: columnHelpFixture,
  },
} satisfies Meta<typeof SharedPropertiesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('button', { name });

/**
 * R-CSV-1: only the first group is open at the start; moving a property or renaming a group
 * hands the changed groups to the screen, which saves them (R-CSV-6).
 */
export const FirstGroupOpen: Story = {
  play: async ({ canvas, args }) => {
    await expect(toggle(canvas, 'Основные (3)')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Упаковка (2)', 'Для подарка (0)', 'Без группы (1)'])
      await expect(toggle(canvas, name)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Группа свойства Возраст' }),
      'Упаковка',
    );
    await expect(args.onGroupsChange).toHaveBeenLastCalledWith([
      { name: 'Основные', items: [21, 22], isActive: true },
      { name: 'Упаковка', items: [24, 25, 23], isActive: false },
      { name: 'Для подарка', items: [], isActive: false },
    ]);
    await userEvent.type(canvas.getAllByRole('textbox', { name: 'Название группы' })[0]!, '!');
    await expect(args.onGroupsChange).toHaveBeenLastCalledWith([
      { name: 'Основные!', items: [21, 22, 23], isActive: true },
      sharedGroups[1],
      sharedGroups[2],
    ]);
    blurActive();
  },
};

/** R-CSV-6: a new group needs a name; a named one is added at the end, closed. */
export const AddGroup: Story = {
  play: async ({ canvas, args }) => {
    const form = within(canvas.getByRole('form', { name: 'Новая группа' }));
    await userEvent.click(form.getByRole('button', { name: 'Добавить группу' }));
    const field = form.getByRole('textbox', { name: 'Новая группа' });
    await expect(field).toHaveAccessibleDescription('Укажите название группы');
    await expect(args.onGroupsChange).not.toHaveBeenCalled();
    await userEvent.type(field, ' Хиты {Enter}');
    await expect(args.onGroupsChange).toHaveBeenCalledWith([
      ...sharedGroups,
      { name: 'Хиты', items: [], isActive: false },
    ]);
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAccessibleDescription('Укажите название группы');
    blurActive();
  },
};

/** Only an empty group may be removed; a group with properties says to move them first. */
export const RemoveEmptyGroup: Story = {
  play: async ({ canvas, args }) => {
    const full = canvas.getByRole('button', { name: 'Удалить группу' });
    await expect(full).toBeDisabled();
    await expect(full).toHaveAttribute('title', 'Сначала перенесите свойства в другие группы');
    await userEvent.click(toggle(canvas, 'Для подарка (0)'));
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Удалить группу' })).toHaveLength(2),
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Удалить группу' })[1]!);
    await expect(args.onGroupsChange).toHaveBeenCalledWith([sharedGroups[0], sharedGroups[1]]);
    blurActive();
  },
};

/** R-CSV-6: a group whose name was erased asks for one (the screen does not save it so). */
export const UnnamedGroup: Story = {
  args: { groups: [{ ...sharedGroups[0]!, name: '' }, sharedGroups[1]!] },
  play: async ({ canvas }) => {
    await expect(toggle(canvas, '(без названия) (3)')).toBeVisible();
    await expect(
      canvas.getAllByRole('textbox', { name: 'Название группы' })[0],
    ).toHaveAccessibleDescription('Укажите название группы');
  },
};

/** No groups yet: the properties are listed open under 'Без группы'. */
export const NoGroups: Story = {
  args: { groups: [] },
  play: async ({ canvas }) => {
    await expect(toggle(canvas, 'Без группы (6)')).toHaveAttribute('aria-expanded', 'true');
  },
};

/** No shared properties at all. */
export const Empty: Story = {
  args: { properties: [], groups: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Общих свойств пока нет.')).toBeVisible();
  },
};

/** R-CSV-6: the automatic save is on its way. */
export const GroupsSaving: Story = {
  args: { groupsSave: { state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Сохраняем группы…');
  },
};

/** R-CSV-6: a change waits for its delay before the save: staff see it as saving already. */
export const GroupsWaiting: Story = {
  args: { groupsSave: { state: 'waiting' } },
  parameters: { visual: { skipReason: 'Drawn as Groups Saving: the same status text.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Сохраняем группы…');
  },
};

/** R-CSV-6: the automatic save is done. */
export const GroupsSaved: Story = {
  args: { groupsSave: { state: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Группы сохранены');
  },
};

/** R-CSV-6: the automatic save failed: the server's text. */
export const GroupsSaveFailed: Story = {
  args: {
    groupsSave: {
      state: 'failed',
      message: 'Свойство «Возраст» уже есть в группе «Основные»: свойство входит в одну группу',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Свойство «Возраст» уже есть в группе «Основные»: свойство входит в одну группу',
    );
  },
};

/** R-CSV-4: the shared properties' required flags are saved on their own (section 0). */
export const SaveRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Обязательное: Возраст' }));
    await expect(args.onRequiredChange).toHaveBeenCalledWith(23, true);
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить обязательность' }));
    await expect(args.onSaveRequired).toHaveBeenCalledTimes(1);
    blurActive();
  },
};

/** A refused save of the required flags. */
export const RequiredSaveFailed: Story = {
  args: {
    requiredError: 'Не удалось сохранить! Попробуйте ещё раз или обратитесь к администратору.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось сохранить!');
  },
};

/** At phone width a property's flag and group choice wrap under its name. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Группа свойства Бренд' })).toBeVisible();
  },
};
