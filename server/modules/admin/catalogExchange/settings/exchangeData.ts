import type { Queryable, Schema } from '../../shared';
import { allColumns } from '../../csvColumns';
import { DEFAULT_SECTION_ID, filterConfigIndex } from '../../filterConfig';
import { catalogColumns, cellBoundHelp, ELEMENT_PARAMETERS, priceTypes } from '../columns';
import { exchangeProperty } from './bindings';
import * as q from './queries';
import { sharedProperties } from './sectionProperties';
import { sharedPropertiesGrouped } from './sharedGroups';

/**
 * R-CSV-2, spec §7 getData: everything the exchange screen starts with. No section is chosen yet,
 * so the section properties are all listed unbound (they are bound per section through
 * getSectionProperties); the shared properties are in every section.
 */
export async function exchangeData(db: Queryable): Promise<Schema<'CatalogExchangeData'>> {
  const [index, properties, shared, grouped, types, columnsInfo] = await Promise.all([
    filterConfigIndex(db),
    q.properties(db),
    sharedProperties(db),
    sharedPropertiesGrouped(db),
    priceTypes(db),
    allColumns(db),
  ]);
  return {
    // The filter screen's 'По-умолчанию' entry is not a section; here the shared properties'
    // card stands for section 0.
    sections: index.allSections.filter((s) => s.id !== DEFAULT_SECTION_ID),
    properties: properties.filter((p) => !p.shared).map((p) => exchangeProperty(p, false, false)),
    sharedProperties: shared,
    sharedPropertiesRequired: shared.filter((p) => p.REQUIRED === 'Y').map((p) => p.ID),
    sharedPropertiesGrouped: grouped,
    catalogProperties: catalogColumns(types),
    elementParameters: [...ELEMENT_PARAMETERS],
    // issue 22 point 4: the help beside a column also says how long a cell it takes.
    columnsInfo: columnsInfo.map((column) => ({
      ...column,
      DESCRIPTION: [column.DESCRIPTION.trim(), cellBoundHelp(column.CODE)]
        .filter(Boolean)
        .join(' '),
    })),
  };
}
