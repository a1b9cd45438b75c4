import styled from 'styled-components';
import type { GiftCertificate } from '@features/api';
import { QuantityStepper } from '@features/basket';
import { Button } from '@ui/Button';
import { Card } from '@ui/Card';
import { LazyImage } from '@ui/LazyImage';
import { formatPrice } from '@ui/format';
import { Price } from '@ui/Price';

const Root = styled(Card)`
  display: grid;
  gap: 12px;
  align-content: start;
`;

const Nominal = styled.h2`
  margin: 0;
  font-size: var(--font-size-xl);
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

const BasketError = styled.p`
  margin: 0;
  color: var(--color-error);
  font-size: var(--font-size-sm);
`;

export interface GiftCertificateCardProps {
  certificate: GiftCertificate;
  /** Certificates in the basket (0: none). */
  quantity: number;
  onBuy: () => void;
  onQuantityChange: (quantity: number) => void;
  busy?: boolean;
  error?: string | null;
}

/** One nominal of the gift certificate: its picture, nominal, price and 'Купить'. */
export function GiftCertificateCard({
  certificate,
  quantity,
  onBuy,
  onQuantityChange,
  busy = false,
  error,
}: GiftCertificateCardProps) {
  const nominal = formatPrice(certificate.nominal);
  return (
    <Root forwardedAs="article" aria-label={`Сертификат на ${nominal}`}>
      {certificate.image && <LazyImage src={certificate.image} alt="" aspectRatio="3 / 2" />}
      <Nominal>{nominal}</Nominal>
      <Note>{certificate.name}</Note>
      {certificate.price !== certificate.nominal && <Price price={certificate.price} />}
      {!certificate.available ? (
        <Note>Нет в продаже</Note>
      ) : quantity > 0 ? (
        <QuantityStepper
          quantity={quantity}
          productName={certificate.name}
          onChange={onQuantityChange}
          busy={busy}
        />
      ) : (
        <Button fullWidth iconStart="gift" loading={busy} onClick={onBuy}>
          Купить
        </Button>
      )}
      {error && <BasketError role="alert">{error}</BasketError>}
    </Root>
  );
}
