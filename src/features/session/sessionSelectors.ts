import { createSelector } from '@reduxjs/toolkit';
import { api } from '@features/api';

const selectUserInfoResult = api.endpoints.getUserInfo.select();

/** The current user state (authorized, hash, admin, editor), or null until it is first known. */
export const selectUser = createSelector(
  selectUserInfoResult,
  (result) => result.data?.result ?? null,
);
