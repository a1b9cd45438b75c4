import styled from 'styled-components';
import { Input } from '@ui/Input';
import { Modal } from '@ui/Modal';
import { Spinner } from '@ui/Spinner';
import type { Location } from '@features/api';
import { LAYOUT_TEXTS } from '../../layoutTexts';
import { CityList } from './CityList';

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

const Current = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  & > strong {
    margin-left: 4px;
  }
`;

const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: var(--font-size-md);
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
`;

const Error = styled.p`
  margin: 0;
  color: var(--color-error);
`;

export interface CityChooserViewProps {
  open: boolean;
  onClose: () => void;
  /** The city chosen now. */
  current: Location | null;
  /** /api/location/getDefaultList. */
  popular: readonly Location[];
  /** /api/location/getAdditionalCities. */
  additional: readonly Location[];
  /** The search text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Search results, or null when no search is running (the lists are shown instead). */
  results: readonly Location[] | null;
  /** A search is on its way. */
  searching?: boolean;
  /** Saves the choice (POST /api/location/setLocationId). */
  onChoose: (city: Location) => void;
  /** While the choice is being saved. */
  choosing?: boolean;
  /** The server's message when saving the choice failed. */
  error?: string | null;
}

/** The city chooser: the current city, popular and other cities, and a search by name. */
export function CityChooserView({
  open,
  onClose,
  current,
  popular,
  additional,
  query,
  onQueryChange,
  results,
  searching = false,
  onChoose,
  choosing = false,
  error,
}: CityChooserViewProps) {
  const list = (cities: readonly Location[], withRegion = false) => (
    <CityList
      cities={cities}
      currentId={current?.id ?? null}
      onChoose={onChoose}
      withRegion={withRegion}
      disabled={choosing}
    />
  );
  return (
    <Modal open={open} onClose={onClose} title={LAYOUT_TEXTS.cityChooserTitle} size="lg">
      <Stack aria-busy={choosing || undefined}>
        {current && (
          <Current>
            {LAYOUT_TEXTS.yourCity}
            <strong>{current.name}</strong>
          </Current>
        )}
        <Input
          type="search"
          label={LAYOUT_TEXTS.findCity}
          placeholder={LAYOUT_TEXTS.findCityPlaceholder}
          autoComplete="off"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          data-autofocus
        />
        {error && <Error role="alert">{error}</Error>}
        {results === null ? (
          <>
            <section>
              <Heading>{LAYOUT_TEXTS.popularCities}</Heading>
              {list(popular)}
            </section>
            {additional.length > 0 && (
              <section>
                <Heading>{LAYOUT_TEXTS.otherCities}</Heading>
                {list(additional)}
              </section>
            )}
          </>
        ) : (
          <section aria-live="polite" aria-label="Найденные города">
            {searching && <Spinner size="s" label="Ищем города" />}
            {!searching && results.length === 0 && <Note>{LAYOUT_TEXTS.cityNotFound}</Note>}
            {list(results, true)}
          </section>
        )}
      </Stack>
    </Modal>
  );
}
