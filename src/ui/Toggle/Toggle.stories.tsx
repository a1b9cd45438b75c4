import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Toggle, type ToggleProps } from './Toggle';

/** Holds the state, as a settings screen would. */
function StatefulToggle({ checked: initial, onChange, ...props }: ToggleProps) {
  const [checked, setChecked] = useState(initial);
  return (
    <Toggle
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Toggle',
  component: Toggle,
  args: { label: 'Использовать настройки по умолчанию', checked: false, onChange: fn() },
  render: (args) => <StatefulToggle {...args} />,
} satisfies Meta<typeof Toggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Использовать настройки по умолчанию' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, checked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { label: 'Показывать свойство в фильтре раздела и во всех вложенных подразделах каталога' },
  render: (args) => (
    <div style={{ width: 300 }}>
      <StatefulToggle {...args} />
    </div>
  ),
};
