import { badRequest, type Db } from '../shared';
import type { Reverter, RevertedChange } from '../changeLog';
import { listProperties } from './queries';
import {
  CHANGE_LOG_TOOL,
  DEFAULT_SECTION_ID,
  loggedSectionWrite,
  type settingsState,
  upsertItem,
  writeBinding,
} from './service';

type SettingsState = Awaited<ReturnType<typeof settingsState>>;

/**
 * Issue 25 point 6: a section's settings go back to a record's before: its items in their order,
 * the switched-off properties and the binding, written like a save (one logged change naming the
 * record). Properties are named by code in the log; one deleted since refuses the revert.
 */
async function revertSettings(db: Db, userId: number, change: RevertedChange): Promise<boolean> {
  const sectionId = Number(change.subject);
  const state = change.before as SettingsState;
  const idByCode = new Map((await listProperties(db)).map((p) => [p.code, p.id]));
  const codes = [...state.items.map((item) => item.CODE), ...state.disabled];
  const gone = codes.find((code) => !idByCode.has(code));
  if (gone !== undefined)
    throw badRequest(`Свойства «${gone}» больше нет: эту правку вернуть нельзя`, 'PROPERTY_GONE');
  return loggedSectionWrite(
    db,
    userId,
    sectionId,
    async (tx) => {
      await tx.query('DELETE FROM filter_config WHERE uf_section_id = $1', [sectionId]);
      for (const item of state.items)
        await upsertItem(
          tx,
          sectionId,
          {
            UF_NAME: item.UF_NAME,
            UF_SECTION_ID: sectionId,
            UF_PROPERTY_ID: idByCode.get(item.CODE)!,
            UF_USE_DEFAULT: item.UF_USE_DEFAULT === '1' ? '1' : '0',
            UF_VALUES: item.UF_VALUES,
          },
          item.UF_SORT,
        );
      await tx.query('DELETE FROM filter_disabled_properties WHERE section_id = $1', [sectionId]);
      for (const code of state.disabled)
        await tx.query(
          'INSERT INTO filter_disabled_properties (section_id, property_id) VALUES ($1, $2)',
          [sectionId, idByCode.get(code)],
        );
      if (sectionId !== DEFAULT_SECTION_ID)
        await writeBinding(tx, sectionId, state.bindSectionId ?? DEFAULT_SECTION_ID);
    },
    change.id,
  );
}

export const filterConfigReverter: Reverter = {
  tool: CHANGE_LOG_TOOL,
  reloads: 'presentation',
  revert: revertSettings,
};
