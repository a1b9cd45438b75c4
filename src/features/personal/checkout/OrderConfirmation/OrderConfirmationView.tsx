import styled from 'styled-components';
import { Button, type LinkComponent } from '@ui/Button';
import type { Crumb } from '@ui/Breadcrumbs';
import { EmptyState } from '@ui/EmptyState';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import { up } from '@ui/tokens';
import type { OrderDetail, PlacedOrder } from '@features/api';
import { PageTitle } from '@features/page';
import { PERSONAL_MENU } from '../../personalPages';
import { CONFIRMATION_TEXTS } from '../checkoutTexts';
import { OrderFacts } from './OrderFacts';
import { OrderLines } from './OrderLines';
import { PaymentStatus } from './PaymentStatus';

const Columns = styled.div`
  display: grid;
  gap: 24px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
  & > p {
    margin: 0;
  }
`;

const Heading = styled.h2`
  margin: 8px 0 0;
  font-size: var(--font-size-lg);
`;

const Account = styled.p`
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-brand-blank);
  font-weight: 600;
`;

const Aside = styled.div`
  display: grid;
  gap: 16px;
  padding: 24px;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-card);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const NextSteps = styled(Actions)`
  margin-top: 24px;
`;

const MY_ORDERS_URL = PERSONAL_MENU.find(
  (item) => item.label === CONFIRMATION_TEXTS.myOrders,
)!.href;

const ACCOUNT_SENTENCES: Partial<Record<PlacedOrder['account'], string>> = {
  created: CONFIRMATION_TEXTS.accountCreated,
  linked: CONFIRMATION_TEXTS.accountLinked,
};

export interface OrderConfirmationViewProps {
  /** The order's number from the url. */
  orderId: number;
  breadcrumbs?: readonly Crumb[];
  /** The order, null while it loads. */
  order: OrderDetail | null;
  /** No such order, or not this visitor's. */
  notFound?: boolean;
  /** The order could not be loaded. */
  failed?: boolean;
  /** What placing the order did with a guest's account, when this tab placed it. */
  account?: PlacedOrder['account'] | null;
  paying?: boolean;
  payError?: string | null;
  onPay: () => void;
  onRetry?: () => void;
  linkAs?: LinkComponent;
}

/** The confirmation of a placed order (issue 15 point 4): number, payment, goods, delivery. */
export function OrderConfirmationView(props: OrderConfirmationViewProps) {
  const { orderId, order, linkAs } = props;
  const title = props.notFound ? CONFIRMATION_TEXTS.notFound : CONFIRMATION_TEXTS.title(orderId);
  const heading = <PageTitle title={title} breadcrumbs={props.breadcrumbs} linkAs={linkAs} />;
  const continueShopping = (
    <Button href="/shop/" variant="secondary" linkAs={linkAs}>
      {CONFIRMATION_TEXTS.continueShopping}
    </Button>
  );

  if (props.notFound)
    return (
      <section>
        {heading}
        <EmptyState
          icon="basket"
          title={CONFIRMATION_TEXTS.notFoundText}
          action={
            <Actions>
              <Button href={MY_ORDERS_URL} linkAs={linkAs}>
                {CONFIRMATION_TEXTS.myOrders}
              </Button>
              {continueShopping}
            </Actions>
          }
        />
      </section>
    );
  if (!order)
    return (
      <section>
        {heading}
        {props.failed ? (
          <ErrorState text={CONFIRMATION_TEXTS.failedToLoad} onRetry={props.onRetry} />
        ) : (
          <LoadingBlock label={CONFIRMATION_TEXTS.loading} />
        )}
      </section>
    );

  const accountSentence = props.account ? ACCOUNT_SENTENCES[props.account] : undefined;
  return (
    <section>
      {heading}
      <Columns>
        <Main>
          <PaymentStatus
            order={order}
            paying={props.paying}
            payError={props.payError}
            onPay={props.onPay}
          />
          {accountSentence && <Account>{accountSentence}</Account>}
          <p>{CONFIRMATION_TEXTS.mailSent(order.contact.email)}</p>
          <Heading>{CONFIRMATION_TEXTS.lines}</Heading>
          <OrderLines lines={order.lines} linkAs={linkAs} />
        </Main>
        <Aside>
          <OrderFacts order={order} />
        </Aside>
      </Columns>
      <NextSteps>
        <Button href={MY_ORDERS_URL} linkAs={linkAs}>
          {CONFIRMATION_TEXTS.myOrders}
        </Button>
        {continueShopping}
      </NextSteps>
    </section>
  );
}
