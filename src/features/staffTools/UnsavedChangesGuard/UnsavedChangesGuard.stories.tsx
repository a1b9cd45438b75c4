import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Checkbox } from '@ui/Checkbox';
import { StoryStaffArea } from '../testing';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/** A staff screen in miniature: its edits (the checkbox) and a link to another tool. */
function EditedScreen() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <Checkbox
        label="Есть несохранённые правки"
        checked={dirty}
        onChange={(event) => setDirty(event.target.checked)}
      />
      <p>
        <Link to="/admin/orders/">Заказы</Link> · <Link to="/admin/filter/#items">К списку</Link>
      </p>
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}

const meta = {
  title: 'Staff tools/UnsavedChangesGuard',
  component: UnsavedChangesGuard,
  args: { dirty: false },
  render: () => <EditedScreen />,
  decorators: [(Story) => <StoryStaffArea url="/admin/filter/">{Story()}</StoryStaffArea>],
} satisfies Meta<typeof UnsavedChangesGuard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 25 point 7's question, as staff read it. */
const LEAVE_QUESTION = 'Есть несохранённые изменения. Уйти без сохранения?';
/** Whether a reload now would ask: the page cancels `beforeunload`. */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};
type Canvas = ReturnType<typeof within>;
/** Staff edit something; the guard is armed once the screen has taken the edit in. */
const edit = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Есть несохранённые правки' }));
  await waitFor(() => expect(reloadAsks()).toBe(true));
};
const currentUrl = () => screen.getByTestId('url').textContent;
const leaveDialog = () => screen.findByRole('alertdialog', { name: LEAVE_QUESTION });

/** Issue 25 point 7: a link away from unsaved edits asks first, in the shop's own dialog. */
export const LeaveAsked: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Заказы' }));
    const dialog = await leaveDialog();
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Остаться' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Уйти' })).toBeVisible();
    await expect(currentUrl()).toBe('/admin/filter/');
  },
};

/** «Остаться» keeps the screen and its edits. */
export const StayKeepsEdits: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Заказы' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Остаться' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(currentUrl()).toBe('/admin/filter/');
    await expect(canvas.getByRole('checkbox', { name: 'Есть несохранённые правки' })).toBeChecked();
  },
};

/** «Уйти» opens the link after all. */
export const LeaveWithoutSaving: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Заказы' }));
    await userEvent.click(within(await leaveDialog()).getByRole('button', { name: 'Уйти' }));
    await expect(await canvas.findByText('Открыт адрес /admin/orders/')).toBeVisible();
  },
};

/** Nothing unsaved: links open at once. */
export const NothingToLose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Заказы' }));
    await expect(await canvas.findByText('Открыт адрес /admin/orders/')).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** A move to an anchor of the same screen keeps the edits without a question. */
export const AnchorDoesNotAsk: Story = {
  play: async ({ canvas }) => {
    await edit(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'К списку' }));
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await expect(currentUrl()).toBe('/admin/filter/');
  },
};

/**
 * A reload or a closed tab: the page cancels `beforeunload` while edits are unsaved, so the
 * browser asks in its own words; once they are saved (unchecked here) it does not.
 */
export const ReloadAsksTheBrowser: Story = {
  play: async ({ canvas }) => {
    await expect(reloadAsks()).toBe(false);
    await edit(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Есть несохранённые правки' }));
    await waitFor(() => expect(reloadAsks()).toBe(false));
  },
};
