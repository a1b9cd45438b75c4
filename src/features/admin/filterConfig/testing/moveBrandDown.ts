import { expect, userEvent, waitFor, type within } from 'storybook/test';

/**
 * Moves «Бренд» of the fixture's three items one place down by keyboard, as staff would: focus
 * its handle, Space picks it up, ArrowDown, Space drops it; waits until the list says so.
 */
export async function moveBrandDown(canvas: ReturnType<typeof within>) {
  const handle = await canvas.findByRole('button', { name: 'Переместить «Бренд»' });
  handle.focus();
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
  await userEvent.keyboard('[ArrowDown]');
  await waitFor(() =>
    expect(
      canvas.getByText('Элемент «Бренд» перемещён на позицию 2 из 3.', { ignore: 'li *' }),
    ).toBeInTheDocument(),
  );
  await userEvent.keyboard('[Space]');
  await waitFor(() => expect(handle).not.toHaveAttribute('aria-pressed', 'true'));
}
