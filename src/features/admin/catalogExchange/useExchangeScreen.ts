import { useEffect, useMemo, useRef, useState } from 'react';
import type { CatalogExchangeData, CatalogExchangeResult, ExchangeProperty } from '@features/api';
import { errorMessageOf } from '@features/api';
import { SAVE_FAILED, SAVED } from '@features/staffTools';
import { useToast } from '@ui/Toast';
import {
  exchangeRequest,
  usePostAdminCatalogExchangeMutation,
  type ExchangeAction,
} from './catalogExchangeApi';
import {
  columnHelp,
  DEFAULT_CATALOG,
  DEFAULT_PARAMETERS,
  defaultCodes,
  inColumnOrder,
} from './columnChoice';
import {
  BINDING_STALE,
  bindingBlock,
  REQUIRED_NEEDS_ONE_SECTION,
  requiredSection,
  SHARED_SECTION_ID,
  type BindingContext,
} from './exchangeRules';
import type { ExportChoice } from './exportForm';
import { createGroupAutosave } from './groupAutosave';
import { groupsToSave, type Groups } from './sharedGroups';
import type { BindingChange } from './components/SectionPropertiesCard';
import type { GroupsSaveState } from './components/SharedPropertiesCard';

/** The properties getSectionProperties answered, and the choice they were read for. */
export interface LoadedProperties {
  properties: ExchangeProperty[];
  processedSections: number[];
  sectionIds: number[];
  includeSubsections: boolean;
}

const SAVE_FAILED_TEXT = `${SAVE_FAILED.title} ${SAVE_FAILED.text}`;
const READ_FAILED = 'Не удалось получить свойства разделов. Попробуйте ещё раз.';

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

const withId = (set: ReadonlySet<number>, id: number, on: boolean) => {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};

const requiredIds = (properties: readonly ExchangeProperty[]) =>
  new Set(properties.filter((p) => p.REQUIRED === 'Y').map((p) => p.ID));

/**
 * Everything the exchange screen's cards choose and post, for the data getData answered: the
 * sections and their properties, the required flags, the shared groups (saved on their own,
 * R-CSV-6), the columns, and what the export form sends (R-CSV-7).
 */
export function useExchangeScreen(data: CatalogExchangeData, admin: boolean) {
  const [post] = usePostAdminCatalogExchangeMutation();
  const { showToast } = useToast();
  const send = (action: ExchangeAction) =>
    post(exchangeRequest(action)).unwrap() as Promise<CatalogExchangeResult>;

  const [sectionIds, setSectionIds] = useState<number[]>([]);
  const [includeSubsections, setIncludeSubsections] = useState(false);
  const [loaded, setLoaded] = useState<LoadedProperties | null>(null);
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);

  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [required, setRequired] = useState<ReadonlySet<number>>(new Set());
  const [requiredError, setRequiredError] = useState<string | null>(null);
  const [savingRequired, setSavingRequired] = useState(false);
  const [bindingBusy, setBindingBusy] = useState<number | null>(null);
  const [bindingError, setBindingError] = useState<string | null>(null);

  const [sharedRequired, setSharedRequired] = useState<ReadonlySet<number>>(
    () => new Set(data.sharedPropertiesRequired),
  );
  const [sharedRequiredError, setSharedRequiredError] = useState<string | null>(null);
  const [savingShared, setSavingShared] = useState(false);

  const [parameters, setParameters] = useState<ReadonlySet<string>>(
    () => new Set(defaultCodes(data.elementParameters, DEFAULT_PARAMETERS)),
  );
  const [catalog, setCatalog] = useState<ReadonlySet<string>>(
    () => new Set(defaultCodes(data.catalogProperties, DEFAULT_CATALOG)),
  );

  const [groups, setGroups] = useState<Groups>(data.sharedPropertiesGrouped);
  const [groupsSave, setGroupsSave] = useState<GroupsSaveState>({ state: 'idle' });
  /** A change waits for its delay: shown as saving until it is sent, or found to need no save. */
  const [groupsWaiting, setGroupsWaiting] = useState(false);
  const autosave = useRef<ReturnType<typeof createGroupAutosave>>(null);
  autosave.current ??= createGroupAutosave({
    saved: data.sharedPropertiesGrouped,
    unsent: () => setGroupsWaiting(false),
    save: async (next) => {
      setGroupsWaiting(false);
      setGroupsSave({ state: 'saving' });
      try {
        await send({
          action: 'setSharedPropertiesGrouped',
          grouped_properties: groupsToSave(next),
        });
        setGroupsSave({ state: 'saved' });
      } catch (error) {
        setGroupsSave({ state: 'failed', message: errorMessageOf(error, SAVE_FAILED_TEXT) });
        throw error;
      }
    },
  });
  useEffect(() => () => autosave.current?.cancel(), []);

  const help = useMemo(() => columnHelp(data.columnsInfo), [data.columnsInfo]);
  const sectionNames = useMemo(
    () => new Map(data.sections.map((section) => [section.id, section.name])),
    [data.sections],
  );
  const sectionName = (id: number) => sectionNames.get(id) ?? `Раздел ${id}`;
  const stale =
    loaded !== null &&
    (!sameIds(loaded.sectionIds, sectionIds) || loaded.includeSubsections !== includeSubsections);
  const binding: BindingContext = { admin, sectionIds, includeSubsections, stale };

  const showProperties = async () => {
    setReading(true);
    setReadError(null);
    setRequiredError(null);
    setBindingError(null);
    try {
      const answer = await send({
        action: 'getSectionProperties',
        includeSubsections: includeSubsections ? 1 : 0,
        section_ids: sectionIds,
      });
      const properties = answer.properties ?? [];
      setLoaded({
        properties,
        processedSections: answer.processedSections ?? [],
        sectionIds,
        includeSubsections,
      });
      setRequired(requiredIds(properties));
      // The sections' own properties go into the file at first; shared choices stay as they were.
      const shared = new Set(data.sharedProperties.map((p) => p.ID));
      setChosen((before) => {
        const next = new Set([...before].filter((id) => shared.has(id)));
        for (const p of properties) if (p.ENABLED === 'Y') next.add(p.ID);
        return next;
      });
    } catch (error) {
      setReadError(errorMessageOf(error, READ_FAILED));
    } finally {
      setReading(false);
    }
  };

  const saveRequired = async () => {
    setRequiredError(null);
    const sectionId = requiredSection(sectionIds);
    if (sectionId === null || loaded === null) return setRequiredError(REQUIRED_NEEDS_ONE_SECTION);
    if (stale) return setRequiredError(BINDING_STALE);
    setSavingRequired(true);
    try {
      const enabled = new Set(loaded.properties.filter((p) => p.ENABLED === 'Y').map((p) => p.ID));
      const answer = await send({
        action: 'setRequiredSectionProperties',
        section_id: sectionId,
        property_ids: [...required].filter((id) => enabled.has(id)),
      });
      if (answer.properties) {
        setLoaded({ ...loaded, properties: answer.properties });
        setRequired(requiredIds(answer.properties));
      }
      showToast(SAVED);
    } catch (error) {
      setRequiredError(errorMessageOf(error, SAVE_FAILED_TEXT));
    } finally {
      setSavingRequired(false);
    }
  };

  const changeBinding = async (property: ExchangeProperty, change: BindingChange) => {
    if (loaded === null || bindingBlock(binding, property, sectionName) !== null) return;
    setBindingBusy(property.ID);
    setBindingError(null);
    try {
      const answer = await send({
        action: change,
        property_id: property.ID,
        section_id: sectionIds[0]!,
      });
      const properties = answer.properties ?? loaded.properties;
      setLoaded({
        ...loaded,
        properties,
        processedSections: answer.processedSections ?? loaded.processedSections,
      });
      setChosen((before) => withId(before, property.ID, change === 'addSectionProperty'));
      setRequired(requiredIds(properties));
    } catch (error) {
      setBindingError(errorMessageOf(error, SAVE_FAILED_TEXT));
    } finally {
      setBindingBusy(null);
    }
  };

  const saveSharedRequired = async () => {
    setSharedRequiredError(null);
    setSavingShared(true);
    try {
      const answer = await send({
        action: 'setRequiredSectionProperties',
        section_id: SHARED_SECTION_ID,
        property_ids: [...sharedRequired],
      });
      if (answer.properties) setSharedRequired(requiredIds(answer.properties));
      showToast(SAVED);
    } catch (error) {
      setSharedRequiredError(errorMessageOf(error, SAVE_FAILED_TEXT));
    } finally {
      setSavingShared(false);
    }
  };

  const changeGroups = (next: Groups) => {
    setGroups(next);
    setGroupsWaiting(true);
    autosave.current?.change(next);
  };

  const sectionPropertyIds = (loaded?.properties ?? []).map((p) => p.ID);
  const sharedIds = data.sharedProperties.map((p) => p.ID);
  const exportChoice: ExportChoice = {
    sectionIds,
    includeSubsections,
    properties: [...sectionPropertyIds, ...sharedIds].filter((id) => chosen.has(id)),
    required: [...sectionPropertyIds.filter((id) => required.has(id)), ...sharedRequired],
    parameters: inColumnOrder(data.elementParameters, parameters),
    catalog: inColumnOrder(data.catalogProperties, catalog),
  };

  return {
    sections: {
      sections: data.sections,
      chosen: sectionIds,
      onChosenChange: setSectionIds,
      includeSubsections,
      onIncludeSubsectionsChange: setIncludeSubsections,
      onShowProperties: () => void showProperties(),
      loading: reading,
      error: readError,
    },
    sectionProperties: {
      properties: loaded?.properties ?? null,
      processedCount: loaded?.processedSections.length ?? 0,
      stale,
      sectionName,
      chosen,
      onChosenChange: (id: number, on: boolean) => setChosen((s) => withId(s, id, on)),
      required,
      onRequiredChange: (id: number, on: boolean) => setRequired((s) => withId(s, id, on)),
      onSaveRequired: () => void saveRequired(),
      savingRequired,
      requiredError,
      binding,
      onBindingChange: (property: ExchangeProperty, change: BindingChange) =>
        void changeBinding(property, change),
      bindingBusy,
      bindingError,
      help,
    },
    sharedProperties: {
      properties: data.sharedProperties,
      groups,
      onGroupsChange: changeGroups,
      groupsSave: groupsWaiting ? ({ state: 'waiting' } as const) : groupsSave,
      chosen,
      onChosenChange: (id: number, on: boolean) => setChosen((s) => withId(s, id, on)),
      required: sharedRequired,
      onRequiredChange: (id: number, on: boolean) => setSharedRequired((s) => withId(s, id, on)),
      onSaveRequired: () => void saveSharedRequired(),
      savingRequired: savingShared,
      requiredError: sharedRequiredError,
      help,
    },
    parameters: {
      title: 'Параметры элемента',
      columns: data.elementParameters,
      chosen: parameters,
      onChosenChange: setParameters,
      help,
    },
    catalog: {
      title: 'Свойства элемента каталога',
      columns: data.catalogProperties,
      chosen: catalog,
      onChosenChange: setCatalog,
      help,
    },
    exportChoice,
  };
}
