import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetAdditionalCitiesQuery,
  useGetCurrentLocationQuery,
  useGetDefaultLocationListQuery,
  useSearchLocationsQuery,
  useSetLocationMutation,
  type Location,
} from '@features/api';
import { serverErrorMessage } from '@features/auth';
import { useOpenedOnce } from '../../hooks/useOpenedOnce';
import { CityChooserView } from './CityChooserView';

/** Searching starts from this many letters: one letter matches half the country. */
const CITY_SEARCH_MIN_LENGTH = 2;

export interface CityChooserProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The city chooser wired to the location calls of spec §7. Choosing a city saves it and closes;
 * setLocation invalidates the Location, Phone, Basket and Prices tags, so the shown phone and the
 * basket's and lists' prices follow the new city (R-LOC-3); the shown page's JSON carries the
 * Prices tag too (src/features/page/pageApi.ts), so a section or product page is asked again and
 * shows the new city's prices without a refresh of its own.
 */
export function CityChooser({ open, onClose }: CityChooserProps) {
  const [query, setQuery] = useState('');
  const search = query.trim();
  const searching = open && search.length >= CITY_SEARCH_MIN_LENGTH;
  const load = useOpenedOnce(open) ? undefined : skipToken;
  const { data: current } = useGetCurrentLocationQuery(load);
  const { data: popular } = useGetDefaultLocationListQuery(load);
  const { data: additional } = useGetAdditionalCitiesQuery(load);
  const found = useSearchLocationsQuery(searching ? { q: search } : skipToken);
  const [setLocation, choice] = useSetLocationMutation();

  const close = () => {
    setQuery('');
    choice.reset();
    onClose();
  };
  const choose = async (city: Location) => {
    const answer = await setLocation({ body: { locationId: city.id } });
    if (answer.error) return;
    close();
  };

  return (
    <CityChooserView
      open={open}
      onClose={close}
      current={current?.result ?? null}
      popular={popular?.result ?? []}
      additional={additional?.result ?? []}
      query={query}
      onQueryChange={setQuery}
      results={searching ? (found.data?.result ?? []) : null}
      searching={found.isFetching}
      onChoose={choose}
      choosing={choice.isLoading}
      error={choice.isError ? serverErrorMessage(choice.error) : null}
    />
  );
}
