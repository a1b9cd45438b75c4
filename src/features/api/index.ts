import { generatedApi } from './generated';

/**
 * The shop api: generated endpoints plus cache tags. A change invalidates what it changes, so
 * spec §4 "each basket change reloads basket info" holds without manual refetches.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    getUserInfo: { providesTags: ['User'] },
    getUserProfile: { providesTags: ['User'] },
    // Signing in merges the guest basket and may bring the user's city and favorites.
    signIn: { invalidatesTags: ['User', 'Basket', 'Favorites', 'Location', 'Phone'] },
    register: { invalidatesTags: ['User', 'Basket', 'Favorites', 'Location', 'Phone'] },
    signOut: { invalidatesTags: ['User', 'Basket', 'Favorites', 'Location', 'Phone'] },

    getBasketInfo: { providesTags: ['Basket'] },
    addToBasket: { invalidatesTags: ['Basket'] },
    removeFromBasket: { invalidatesTags: ['Basket'] },
    clearBasket: { invalidatesTags: ['Basket'] },
    updateBasketQuantity: { invalidatesTags: ['Basket'] },
    applyCoupon: { invalidatesTags: ['Basket'] },
    removeCoupon: { invalidatesTags: ['Basket'] },
    // Unused (photoKit's addPhotoKit sends the multipart form), tagged in case it ever is.
    addPhotoKitToBasket: { invalidatesTags: ['Basket'] },

    getFavorites: { providesTags: ['Favorites'] },
    getFavoriteProducts: { providesTags: ['Favorites', 'Prices'] },
    setFavorites: { invalidatesTags: ['Favorites'] },
    addFavorite: { invalidatesTags: ['Favorites'] },
    removeFavorite: { invalidatesTags: ['Favorites'] },

    getCurrentLocation: { providesTags: ['Location'] },
    getPhoneByLocationId: { providesTags: ['Phone'] },
    getDefaultPhone: { providesTags: ['Phone'] },
    // spec §2/§4: the city decides the phone number, the delivery options and every price shown.
    setLocation: { invalidatesTags: ['Location', 'Phone', 'Basket', 'Prices'] },
    getSearchSuggestions: { providesTags: ['Prices'] },
    getShippingOptions: { providesTags: ['Prices'] },

    // Issue 15: placing an order empties the basket and takes stock; the cabinet's lists follow
    // every change of an order.
    getCheckoutOptions: { providesTags: ['Basket', 'Location', 'User', 'Addresses'] },
    placeOrder: { invalidatesTags: ['Basket', 'Orders', 'User', 'Addresses'] },
    getMyOrders: { providesTags: ['Orders'] },
    getMyOrder: { providesTags: ['Orders'] },
    cancelMyOrder: { invalidatesTags: ['Orders', 'Purchases'] },
    repeatMyOrder: { invalidatesTags: ['Basket'] },
    getMyPurchases: { providesTags: ['Purchases', 'Prices', 'Reviews'] },
    getMyReviews: { providesTags: ['Reviews'] },
    updateMyReview: { invalidatesTags: ['Reviews'] },
    deleteMyReview: { invalidatesTags: ['Reviews'] },
    getMySubscriptions: { providesTags: ['Subscriptions'] },
    saveMySubscriptions: { invalidatesTags: ['Subscriptions'] },
    saveMyProfile: { invalidatesTags: ['User'] },
    getMyAddresses: { providesTags: ['Addresses'] },
    addMyAddress: { invalidatesTags: ['Addresses'] },
    deleteMyAddress: { invalidatesTags: ['Addresses'] },
    resetPassword: { invalidatesTags: ['User', 'Basket', 'Favorites', 'Location', 'Phone'] },
    getAdminOrders: { providesTags: ['Orders'] },
    getAdminOrder: { providesTags: ['Orders'] },
    setAdminOrderStatus: { invalidatesTags: ['Orders'] },
    refundAdminOrder: { invalidatesTags: ['Orders'] },

    getTopmostMenu: { providesTags: ['Menu'] },
    getCatalogAdditionalMenu: { providesTags: ['Menu'] },
    getCatalogMenu: { providesTags: ['Menu'] },
    getMainPageMenu: { providesTags: ['Menu'] },
  },
});

export { apiHydrated, CSRF_HEADER, CSRF_HEADER_VALUE, type ServerFetchHook } from './baseApi';
export * from './generated';
export { errorMessageOf } from './errorMessageOf';
export { type UnauthorizedRetryHook } from './withUnauthorizedRetry';
/** @internal exported for a test only */
export { UNAUTHORIZED_RETRY_COUNT } from './withUnauthorizedRetry';
export { request } from './sagaRequest';
