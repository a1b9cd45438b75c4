import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchInput } from './SearchInput';

const meta = {
  title: 'Design system/SearchInput',
  component: SearchInput,
  // spec §2: the header search placeholder.
  args: {
    placeholder: 'Поиск среди 100000 товаров',
    onSubmit: fn(),
    onValueChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <SearchInput {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Поиск' });
    await expect(field).toHaveAttribute('placeholder', 'Поиск среди 100000 товаров');
    await userEvent.type(field, '  алмазная мозаика {enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('алмазная мозаика');
  },
};

/** The cross clears the text and puts the cursor back into the field. */
export const Clear: Story = {
  args: { defaultValue: 'раскраски' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Очистить' }));
    const field = canvas.getByRole('searchbox', { name: 'Поиск' });
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Очистить' })).not.toBeInTheDocument();
  },
};

export const SubmitWithButton: Story = {
  args: { defaultValue: 'кисти' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Найти' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('кисти');
  },
};

/** Blank text is not a search. */
export const BlankIsNotSubmitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), '   {enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'набор для вышивания крестом с печатной схемой на канве аида 16 и нитками мулине',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
