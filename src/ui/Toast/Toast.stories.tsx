import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@ui/Button';
import { Toast } from './Toast';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

const meta = {
  title: 'Design system/Toast',
  component: Toast,
  args: {
    variant: 'success',
    title: 'Успешно сохранено!',
    text: 'Настройки успешно сохранены.',
    // Static stories keep the toast until it is closed, so the picture does not depend on time.
    duration: 0,
    onDismiss: fn(),
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filter config or SEO save succeeded (spec §8). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Успешно сохранено!');
    await userEvent.click(canvas.getByRole('button', { name: 'Закрыть уведомление' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** Save failed: an alert. */
export const SaveFailed: Story = {
  args: {
    variant: 'error',
    title: 'Не удалось сохранить!',
    text: 'Попробуйте ещё раз или обратитесь к администратору.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось сохранить!');
  },
};

/** SEO config deleted. */
export const ConfigDeleted: Story = {
  args: { title: 'Конфигурация удалена!', text: 'Конфигурация успешно удалена!' },
};

/** SEO config delete failed. */
export const DeleteFailed: Story = {
  args: {
    variant: 'error',
    title: 'Ошибка удаления!',
    text: 'Попробуйте позже или свяжитесь с администратором',
  },
};

/** A neutral note without a second line. */
export const Info: Story = {
  args: { variant: 'info', title: 'Файл загружается', text: undefined },
};

/** An admin screen reporting its saves through `useToast()`: toasts stack in the corner. */
function SaveButtons() {
  const { showToast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button
        onClick={() =>
          showToast({
            variant: 'success',
            title: 'Успешно сохранено!',
            text: 'Настройки успешно сохранены.',
          })
        }
      >
        Сохранить
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          showToast({
            variant: 'error',
            title: 'Ошибка удаления!',
            text: 'Попробуйте позже или свяжитесь с администратором',
          })
        }
      >
        Удалить
      </Button>
    </div>
  );
}

export const Stacked: Story = {
  render: () => (
    <ToastProvider>
      <SaveButtons />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Удалить' }));
    const region = within(canvas.getByRole('region', { name: 'Уведомления' }));
    await expect(region.getByRole('status')).toHaveTextContent('Настройки успешно сохранены.');
    await expect(region.getByRole('alert')).toHaveTextContent('Ошибка удаления!');
    await userEvent.click(region.getAllByRole('button', { name: 'Закрыть уведомление' })[0]!);
    await waitFor(() => expect(region.queryByRole('status')).not.toBeInTheDocument());
  },
  // The stacked toasts sit in a fixed corner with a live countdown; the other stories show their look.
  parameters: { visual: { skipReason: 'Fixed-position toasts with a running countdown.' } },
};
