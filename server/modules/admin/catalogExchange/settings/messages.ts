import { badRequest, HttpError } from '../../shared';

/** The Russian texts of the exchange screen's settings actions (spec §5, R-CSV-3…6, R-ROLE-1). */

const ONLY_ADMIN_BINDS = 'Привязывать свойства к разделам может только администратор';
const GROUP_NAME_EMPTY = 'Укажите название группы';

export const badGroupName = () => badRequest(GROUP_NAME_EMPTY);

export const sectionsNotFound = (ids: readonly number[]) =>
  badRequest(`Раздел не найден: ${ids.join(', ')}`);

export const propertiesNotFound = (ids: readonly number[]) =>
  badRequest(`Свойство не найдено: ${ids.join(', ')}`);

export const sharedCannotBeBound = (name: string) =>
  badRequest(`Свойство «${name}» общее: оно есть во всех разделах, привязать его к разделу нельзя`);

export const notBound = (property: string, section: string) =>
  badRequest(
    `Свойство «${property}» не привязано к разделу «${section}»: сделать его обязательным нельзя`,
  );

export const notShared = (name: string) =>
  badRequest(`Свойство «${name}» не общее: здесь можно выбрать только общие свойства`);

export const alreadyInherited = (property: string, section: string) =>
  badRequest(
    `Свойство «${property}» уже унаследовано от раздела «${section}»: привязка задаётся там`,
  );

export const inheritedCannotBeRemoved = (property: string, section: string) =>
  badRequest(
    `Свойство «${property}» унаследовано от раздела «${section}»: снять привязку можно только там`,
  );

export const inTwoGroups = (property: string, group: string) =>
  badRequest(`Свойство «${property}» уже есть в группе «${group}»: свойство входит в одну группу`);

export const onlyAdmin = () => new HttpError(403, 'FORBIDDEN', ONLY_ADMIN_BINDS);
