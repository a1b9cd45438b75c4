import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { kitOrder, order } from '../testing';
import { OrderLines } from './OrderLines';

const meta = {
  title: 'Admin/Orders/OrderLines',
  component: OrderLines,
  args: { orderId: order.id, lines: order.lines },
} satisfies Meta<typeof OrderLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The lines at the prices the order was placed with: a product still in the catalogue opens its
 * page in a new tab, a removed one says so.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ТоварЦенаКол-воСумма',
      'Алмазная мозаика «Зимний лес» 40x501 990 ₽23 980 ₽',
      'Картина по номерам «Маяк» 30x40 (снят с продажи) (удалён из каталога)490 ₽1490 ₽',
    ]);
    const product = canvas.getByRole('link', { name: 'Алмазная мозаика «Зимний лес» 40x50' });
    await expect(product).toHaveAttribute('href', '/product/almaznaya-vyshivka/zimniy-les/');
    await expect(product).toHaveAttribute('target', '_blank');
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

/**
 * Issue 16: a kit made from the customer's photo shows its mosaic and options, and the files the
 * workshop downloads: the chart and the legend of this order's kit, and the photo.
 */
export const WithPhotoKit: Story = {
  args: { orderId: kitOrder.id, lines: kitOrder.lines },
  play: async ({ canvas }) => {
    const kitRow = canvas.getByRole('row', { name: /Алмазная мозаика по фото 40x50/ });
    const kit = within(kitRow);
    // The mosaic fades in once its picture has loaded.
    const mosaic = kit.getByRole('img', { name: 'Схема набора по фото' });
    await waitFor(() => expect(mosaic).toBeVisible());
    await expect(
      kit.getByText(
        '40×50 см · вертикальная · квадратные стразы · цветная · свёрнутый холст · 38 цветов',
      ),
    ).toBeVisible();
    await expect(kitRow).toHaveTextContent(/2 490 ₽12 490 ₽$/);
    const files = [
      ['Схема (PNG)', '/api/admin/orders/1052/photo-kits/7/pattern.png'],
      ['Легенда (CSV)', '/api/admin/orders/1052/photo-kits/7/legend.csv'],
      ['Фото', '/api/photo-kits/7/photo'],
    ];
    for (const [name, href] of files) {
      const link = kit.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('download');
    }
    // The regular line beside it has no files.
    const regular = canvas.getByRole('row', { name: /Зимний лес/ });
    await expect(within(regular).getAllByRole('link')).toHaveLength(1);
  },
};

/**
 * Issue 16: the kit line on a phone: the table scrolls in its own box, so the page does not move
 * sideways, and the files stay reachable.
 */
export const Mobile: Story = {
  args: { orderId: kitOrder.id, lines: kitOrder.lines },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Схема (PNG)' })).toBeVisible();
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
