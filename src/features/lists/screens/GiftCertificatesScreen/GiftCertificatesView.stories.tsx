import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { GiftCertificate } from '@features/api';
import { storyArtwork } from '@features/catalog/testing';
import { GiftCertificateCard } from './GiftCertificateCard';
import { GiftCertificatesView } from './GiftCertificatesView';

const certificate = (nominal: number, available = true): GiftCertificate => ({
  productId: nominal,
  name: `Подарочный сертификат на ${nominal} ₽`,
  nominal,
  price: nominal,
  url: `/product/podarochnye-sertifikaty/sertifikat-${nominal}/`,
  image: storyArtwork(nominal),
  available,
});

const onBuy = fn();

const meta = {
  title: 'Shop/Lists/GiftCertificatesScreen',
  component: GiftCertificatesView,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Подарочные сертификаты',
    breadcrumbs: [{ label: 'Главная', href: '/' }, { label: 'Подарочные сертификаты' }],
    content: '<p>Сертификат действует год и подходит для любых товаров магазина.</p>',
    data: {
      certificates: [
        certificate(1000),
        certificate(2000),
        certificate(3000),
        certificate(5000, false),
      ],
    },
    renderCertificate: (item: GiftCertificate) => (
      <GiftCertificateCard
        certificate={item}
        quantity={item.nominal === 2000 ? 1 : 0}
        onBuy={onBuy}
        onQuantityChange={fn()}
      />
    ),
  },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof GiftCertificatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each nominal has 'Купить'; one in the basket shows the stepper; a sold-out one says so. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Купить' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(onBuy).toHaveBeenCalled();
    await expect(canvas.getByText('Нет в продаже')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: { certificates: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Сертификаты скоро вернутся' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};
