import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ConsentCheckbox, type ConsentCheckboxProps } from './ConsentCheckbox';

/** The box as a form holds it: its own state, and every change reported to `onChange`. */
function HeldBox(props: ConsentCheckboxProps) {
  const [checked, setChecked] = useState(props.checked);
  return (
    <ConsentCheckbox
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/Consent/ConsentCheckbox',
  component: ConsentCheckbox,
  args: { checked: false, onChange: fn() },
  render: (args) => <HeldBox {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof ConsentCheckbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Я даю согласие на обработку персональных данных';

/** Issue 27 point 5: never ticked in advance; its last words open the document in a new tab. */
export const Unticked: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: NAME })).not.toBeChecked();
    const link = canvas.getByRole('link', { name: 'персональных данных' });
    await expect(link).toHaveAttribute('href', '/soglasie-na-obrabotku-personalnyh-dannyh/');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(canvas.queryByText(/Подтвердите согласие/)).not.toBeInTheDocument();
  },
};

/** Clicking the words before the link ticks the box. */
export const Ticked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText(/Я даю согласие на обработку/));
    await expect(canvas.getByRole('checkbox', { name: NAME })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** The form was sent unticked: the refusal under the box, read with it. */
export const WithError: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: NAME });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Подтвердите согласие на обработку персональных данных',
    );
  },
};

/** Space toggles the box from the keyboard; Tab then reaches the document's link. */
export const Keyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: NAME });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'персональных данных' })).toHaveFocus();
  },
};

/** The registration popup keeps its wording; its words «обработку персональных данных» link. */
export const RegistrationWording: Story = {
  args: { before: 'Я согласен на ', link: 'обработку персональных данных' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Я согласен на обработку персональных данных' }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('link', { name: 'обработку персональных данных' }),
    ).toHaveAttribute('href', '/soglasie-na-obrabotku-personalnyh-dannyh/');
  },
};

/** On a phone the label wraps under itself, beside the box. */
export const Mobile: Story = {
  args: { invalid: true },
  globals: { viewport: { value: 'mobile' } },
};
