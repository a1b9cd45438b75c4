import { ORDER_STATUS_TITLES, type OrderStatus } from '@shared';
import type { Exchange1CSettings, StaffChange } from '@features/api';
import { fromTo, listOf, objectOf, quotedList, yesNo } from '@features/staffTools';
import { megabytes } from './settingsForm';

type Link = Exchange1CSettings['priceTypes'][number];

const MISSING_GOODS_TITLES: Record<Exchange1CSettings['missingGoods'], string> = {
  deactivate: 'деактивировать',
  keep: 'оставить как есть',
};

const statusNames = (value: unknown) =>
  quotedList(listOf<OrderStatus>(value).map((status) => ORDER_STATUS_TITLES[status] ?? status));

/**
 * Issue 28 point 3: one change of the screen «Обмен с 1С» in words: the settings field by field
 * (`listName` names a price list by id), or the exchange right given to or taken from an account.
 */
export function describeExchangeChange(
  change: Pick<StaffChange, 'before' | 'after'> & { subject?: string },
  listName: (id: number) => string,
): string[] {
  const subject = change.subject ?? '';
  if (subject.startsWith('account:')) {
    const email = subject.slice('account:'.length);
    const granted = objectOf<{ canExchange1c: boolean }>(change.after).canExchange1c;
    return [granted ? `${email}: право обмена дано` : `${email}: право обмена забрано`];
  }
  const before = objectOf<Exchange1CSettings>(change.before);
  const after = objectOf<Exchange1CSettings>(change.after);
  const lines: string[] = [];
  if (before.zip !== after.zip)
    lines.push(fromTo('Архив (zip)', yesNo(!!before.zip), yesNo(!!after.zip)));
  if (before.fileLimit !== after.fileLimit)
    lines.push(
      fromTo(
        'Размер части',
        `${megabytes(before.fileLimit ?? 0)} МБ`,
        `${megabytes(after.fileLimit ?? 0)} МБ`,
      ),
    );
  if (statusNames(before.saleStatuses) !== statusNames(after.saleStatuses))
    lines.push(
      fromTo('Заказы в 1С', statusNames(before.saleStatuses), statusNames(after.saleStatuses)),
    );
  // Records saved before the setting existed have none: nothing to tell of it.
  if (before.missingGoods && after.missingGoods && before.missingGoods !== after.missingGoods)
    lines.push(
      fromTo(
        'Товары, которых нет в полной выгрузке',
        MISSING_GOODS_TITLES[before.missingGoods],
        MISSING_GOODS_TITLES[after.missingGoods],
      ),
    );
  const listOfType = (links: unknown, xmlId: string) => {
    const id = listOf<Link>(links).find((link) => link.xmlId === xmlId)?.priceListId;
    return id ? `«${listName(id)}»` : 'не сопоставлен';
  };
  const types = new Set(
    [...listOf<Link>(before.priceTypes), ...listOf<Link>(after.priceTypes)].map((l) => l.xmlId),
  );
  for (const xmlId of types) {
    const was = listOfType(before.priceTypes, xmlId);
    const now = listOfType(after.priceTypes, xmlId);
    if (was !== now) lines.push(fromTo(`Тип цен 1С ${xmlId}`, was, now));
  }
  return lines.length > 0 ? lines : ['Без изменений'];
}
