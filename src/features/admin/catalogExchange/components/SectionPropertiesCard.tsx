import { useId } from 'react';
import type { ExchangeProperty } from '@features/api';
import { ErrorText, Muted } from '@features/staffTools';
import { Badge } from '@ui/Badge';
import { Button } from '@ui/Button';
import { Checkbox } from '@ui/Checkbox';
import { BINDING_STALE, bindingBlock, inheritedFrom, type BindingContext } from '../exchangeRules';
import { Actions, CardSection, CardTitle, Note, PlainList, Row, Status } from './exchangeStyles';
import { PropertyChoice } from './PropertyChoice';

export type BindingChange = 'addSectionProperty' | 'removeSectionProperty';

export interface SectionPropertiesCardProps {
  /** The answer of getSectionProperties; null before the first one. */
  properties: readonly ExchangeProperty[] | null;
  /** How many sections the answer covers (with subsections, when asked). */
  processedCount?: number;
  /** The section choice changed since the properties were read. */
  stale?: boolean;
  sectionName: (id: number) => string;
  /** Property ids taken into the export. */
  chosen: ReadonlySet<number>;
  onChosenChange: (id: number, chosen: boolean) => void;
  /** Property ids marked required, as edited. */
  required: ReadonlySet<number>;
  onRequiredChange: (id: number, required: boolean) => void;
  onSaveRequired: () => void;
  savingRequired?: boolean;
  /** 'Для сохранения обязательности…' or the server's refusal. */
  requiredError?: string | null;
  /** Who asks and what is chosen: decides whether bindings may change (R-CSV-5, R-ROLE-1). */
  binding: BindingContext;
  onBindingChange: (property: ExchangeProperty, change: BindingChange) => void;
  /** The property whose binding is being changed. */
  bindingBusy?: number | null;
  bindingError?: string | null;
  help: ReadonlyMap<string, string>;
}

/**
 * 'Свойства разделов' (spec §2, R-CSV-3…5, R-CSV-8): the chosen sections' properties with their
 * export choice, whether they are bound there (and from where when inherited), their required
 * flag, and the admin's binding buttons.
 */
export function SectionPropertiesCard({
  properties,
  processedCount = 0,
  stale = false,
  sectionName,
  chosen,
  onChosenChange,
  required,
  onRequiredChange,
  onSaveRequired,
  savingRequired = false,
  requiredError = null,
  binding,
  onBindingChange,
  bindingBusy = null,
  bindingError = null,
  help,
}: SectionPropertiesCardProps) {
  const titleId = useId();
  const cardBlock = properties?.length
    ? bindingBlockOfCard(binding, properties[0]!, sectionName)
    : null;

  return (
    <CardSection aria-labelledby={titleId}>
      <CardTitle id={titleId}>Свойства разделов</CardTitle>
      {properties === null ? (
        <Muted>Выберите разделы и нажмите «Показать свойства».</Muted>
      ) : properties.length === 0 ? (
        <Muted>У выбранных разделов нет свойств.</Muted>
      ) : (
        <>
          <Status>
            Прочитано разделов: {processedCount}
            {stale && '. Выбор разделов изменился: нажмите «Показать свойства» ещё раз.'}
          </Status>
          {/* A stale read is already said in the status above. */}
          {cardBlock && cardBlock !== BINDING_STALE && (
            <Note>Привязка недоступна: {cardBlock}</Note>
          )}
          <PlainList aria-label="Свойства выбранных разделов">
            {properties.map((property) => {
              const enabled = property.ENABLED === 'Y';
              const from = inheritedFrom(property);
              const block = bindingBlock(binding, property, sectionName);
              const change: BindingChange = enabled
                ? 'removeSectionProperty'
                : 'addSectionProperty';
              const label = enabled ? 'Отвязать' : 'Привязать';
              return (
                <Row key={property.ID}>
                  <PropertyChoice
                    property={property}
                    chosen={chosen.has(property.ID)}
                    onChosenChange={(on) => onChosenChange(property.ID, on)}
                    help={property.COLUMN ? help.get(property.COLUMN) : undefined}
                  />
                  <Badge tone={enabled ? 'new' : 'neutral'}>
                    {enabled ? 'привязано' : 'не привязано'}
                  </Badge>
                  {from !== null && <Note>унаследовано от «{sectionName(from)}»</Note>}
                  <Checkbox
                    label="Обязательное"
                    aria-label={`Обязательное: ${property.NAME}`}
                    checked={required.has(property.ID)}
                    disabled={!enabled}
                    onChange={(event) => onRequiredChange(property.ID, event.target.checked)}
                  />
                  <Button
                    size="s"
                    variant="ghost"
                    aria-label={`${label} свойство ${property.NAME}`}
                    title={block ?? undefined}
                    disabled={block !== null}
                    loading={bindingBusy === property.ID}
                    onClick={() => onBindingChange(property, change)}
                  >
                    {label}
                  </Button>
                </Row>
              );
            })}
          </PlainList>
          <Actions>
            <Button variant="secondary" onClick={onSaveRequired} loading={savingRequired}>
              Сохранить обязательность
            </Button>
          </Actions>
          {requiredError && <ErrorText role="alert">{requiredError}</ErrorText>}
          {bindingError && <ErrorText role="alert">{bindingError}</ErrorText>}
        </>
      )}
    </CardSection>
  );
}

/** The reason that holds for every row (role, sections), shown once; inherited rows say their own. */
function bindingBlockOfCard(
  binding: BindingContext,
  any: ExchangeProperty,
  sectionName: (id: number) => string,
): string | null {
  const notInherited = {
    ...any,
    SECTION_DATA: { INHERITED: 'N', INHERITED_FROM: null },
  } satisfies ExchangeProperty;
  return bindingBlock(binding, notInherited, sectionName);
}
