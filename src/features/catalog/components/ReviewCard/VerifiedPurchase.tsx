import { Badge } from '@ui/Badge';
import { Icon } from '@ui/Icon';

/** The mark of a review whose author bought the product (issue 15 point 5, `verified`). */
export function VerifiedPurchase() {
  return (
    <Badge tone="new">
      <Icon name="check" size={14} />
      Проверенная покупка
    </Badge>
  );
}
