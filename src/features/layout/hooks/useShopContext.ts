import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCurrentLocationQuery,
  useGetPhoneByLocationIdQuery,
  useGetUserInfoQuery,
} from '@features/api';

/**
 * What the header and footer show about the shopper: the user state, the current city and its
 * phone. The city waits for the user state (spec §4, R-USER-2: the user state comes first, it
 * also opens the guest's session); the phone follows the city, so choosing another city changes
 * it (R-LOC-3).
 */
export function useShopContext() {
  const { data: userInfo } = useGetUserInfoQuery();
  const { data: location } = useGetCurrentLocationQuery(userInfo ? undefined : skipToken);
  const locationId = location?.result.id;
  const { data: phone } = useGetPhoneByLocationIdQuery(
    locationId === undefined ? skipToken : { locationId },
  );
  return {
    user: userInfo?.result ?? null,
    location: location?.result ?? null,
    phone: phone?.result ?? null,
  };
}
