import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    exchange1CGet: build.query<Exchange1CGetApiResponse, Exchange1CGetApiArg>({
      query: (queryArg) => ({
        url: `/api/1c/exchange`,
        params: {
          type: queryArg["type"],
          mode: queryArg.mode,
          filename: queryArg.filename,
          encoding: queryArg.encoding,
        },
      }),
    }),
    exchange1CPost: build.mutation<
      Exchange1CPostApiResponse,
      Exchange1CPostApiArg
    >({
      query: (queryArg) => ({
        url: `/api/1c/exchange`,
        method: "POST",
        body: queryArg.body,
        params: {
          type: queryArg["type"],
          mode: queryArg.mode,
          filename: queryArg.filename,
          encoding: queryArg.encoding,
        },
      }),
    }),
    getUserInfo: build.query<GetUserInfoApiResponse, GetUserInfoApiArg>({
      query: () => ({ url: `/api/user/info` }),
    }),
    signIn: build.mutation<SignInApiResponse, SignInApiArg>({
      query: (queryArg) => ({
        url: `/api/user/auth`,
        method: "POST",
        body: queryArg.signInRequest,
      }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/user/register`,
        method: "POST",
        body: queryArg.registerRequest,
      }),
    }),
    signOut: build.mutation<SignOutApiResponse, SignOutApiArg>({
      query: () => ({ url: `/api/user/logout`, method: "POST" }),
    }),
    getUserProfile: build.query<
      GetUserProfileApiResponse,
      GetUserProfileApiArg
    >({
      query: () => ({ url: `/api/user/profile` }),
    }),
    getBasketInfo: build.query<GetBasketInfoApiResponse, GetBasketInfoApiArg>({
      query: () => ({ url: `/api/catalog/basket/info` }),
    }),
    addToBasket: build.mutation<AddToBasketApiResponse, AddToBasketApiArg>({
      query: (queryArg) => ({
        url: `/api/catalog/basket/add`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    removeFromBasket: build.mutation<
      RemoveFromBasketApiResponse,
      RemoveFromBasketApiArg
    >({
      query: (queryArg) => ({
        url: `/api/catalog/basket/remove`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    clearBasket: build.mutation<ClearBasketApiResponse, ClearBasketApiArg>({
      query: () => ({ url: `/api/catalog/basket/removeAll`, method: "POST" }),
    }),
    updateBasketQuantity: build.mutation<
      UpdateBasketQuantityApiResponse,
      UpdateBasketQuantityApiArg
    >({
      query: (queryArg) => ({
        url: `/api/catalog/basket/updateQuantity`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    applyCoupon: build.mutation<ApplyCouponApiResponse, ApplyCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/catalog/basket/applyCoupon`,
        method: "POST",
        body: queryArg.couponRequest,
      }),
    }),
    removeCoupon: build.mutation<RemoveCouponApiResponse, RemoveCouponApiArg>({
      query: (queryArg) => ({
        url: `/api/catalog/basket/removeCoupon`,
        method: "POST",
        body: queryArg.couponRequest,
      }),
    }),
    getPhotoKitOffer: build.query<
      GetPhotoKitOfferApiResponse,
      GetPhotoKitOfferApiArg
    >({
      query: (queryArg) => ({
        url: `/api/photo-kits/offer`,
        params: {
          productId: queryArg.productId,
        },
      }),
    }),
    getPhotoKitPalette: build.query<
      GetPhotoKitPaletteApiResponse,
      GetPhotoKitPaletteApiArg
    >({
      query: () => ({ url: `/api/photo-kits/palette` }),
    }),
    getPhotoKitPreview: build.query<
      GetPhotoKitPreviewApiResponse,
      GetPhotoKitPreviewApiArg
    >({
      query: (queryArg) => ({
        url: `/api/photo-kits/${queryArg.photoKitId}/preview.png`,
      }),
    }),
    getPhotoKitPhoto: build.query<
      GetPhotoKitPhotoApiResponse,
      GetPhotoKitPhotoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/photo-kits/${queryArg.photoKitId}/photo`,
      }),
    }),
    addPhotoKitToBasket: build.mutation<
      AddPhotoKitToBasketApiResponse,
      AddPhotoKitToBasketApiArg
    >({
      query: (queryArg) => ({
        url: `/api/catalog/basket/addPhotoKit`,
        method: "POST",
        body: queryArg.photoKitRequest,
      }),
    }),
    getFavorites: build.query<GetFavoritesApiResponse, GetFavoritesApiArg>({
      query: () => ({ url: `/api/favorites/get` }),
    }),
    setFavorites: build.mutation<SetFavoritesApiResponse, SetFavoritesApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites/set`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    addFavorite: build.mutation<AddFavoriteApiResponse, AddFavoriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites/add`,
        method: "POST",
        body: queryArg.favoriteIdRequest,
      }),
    }),
    removeFavorite: build.mutation<
      RemoveFavoriteApiResponse,
      RemoveFavoriteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/remove`,
        method: "POST",
        body: queryArg.favoriteIdRequest,
      }),
    }),
    getFavoriteProducts: build.query<
      GetFavoriteProductsApiResponse,
      GetFavoriteProductsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/products`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    subscribeStockNotice: build.mutation<
      SubscribeStockNoticeApiResponse,
      SubscribeStockNoticeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/stock-notices`,
        method: "POST",
        body: queryArg.stockNoticeRequest,
      }),
    }),
    unsubscribeStockNotice: build.query<
      UnsubscribeStockNoticeApiResponse,
      UnsubscribeStockNoticeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/stock-notices/unsubscribe`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    getPhoneByLocationId: build.query<
      GetPhoneByLocationIdApiResponse,
      GetPhoneByLocationIdApiArg
    >({
      query: (queryArg) => ({
        url: `/api/phone/getByLocationId`,
        params: {
          locationId: queryArg.locationId,
        },
      }),
    }),
    getDefaultPhone: build.query<
      GetDefaultPhoneApiResponse,
      GetDefaultPhoneApiArg
    >({
      query: () => ({ url: `/api/phone/getDefault` }),
    }),
    getCurrentLocation: build.query<
      GetCurrentLocationApiResponse,
      GetCurrentLocationApiArg
    >({
      query: () => ({ url: `/api/location/getCurrent` }),
    }),
    getAdditionalCities: build.query<
      GetAdditionalCitiesApiResponse,
      GetAdditionalCitiesApiArg
    >({
      query: () => ({ url: `/api/location/getAdditionalCities` }),
    }),
    setLocation: build.mutation<SetLocationApiResponse, SetLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/location/setLocationId`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getDefaultLocationList: build.query<
      GetDefaultLocationListApiResponse,
      GetDefaultLocationListApiArg
    >({
      query: () => ({ url: `/api/location/getDefaultList` }),
    }),
    getDefaultLocation: build.query<
      GetDefaultLocationApiResponse,
      GetDefaultLocationApiArg
    >({
      query: () => ({ url: `/api/location/getDefault` }),
    }),
    searchLocations: build.query<
      SearchLocationsApiResponse,
      SearchLocationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/location/search`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    getTopmostMenu: build.query<
      GetTopmostMenuApiResponse,
      GetTopmostMenuApiArg
    >({
      query: () => ({ url: `/api/menu/topmost` }),
    }),
    getCatalogAdditionalMenu: build.query<
      GetCatalogAdditionalMenuApiResponse,
      GetCatalogAdditionalMenuApiArg
    >({
      query: () => ({ url: `/api/menu/catalogAdditional` }),
    }),
    getCatalogMenu: build.query<
      GetCatalogMenuApiResponse,
      GetCatalogMenuApiArg
    >({
      query: () => ({ url: `/api/menu/catalog` }),
    }),
    getMainPageMenu: build.query<
      GetMainPageMenuApiResponse,
      GetMainPageMenuApiArg
    >({
      query: () => ({ url: `/api/menu/mainPage` }),
    }),
    getSearchSuggestions: build.query<
      GetSearchSuggestionsApiResponse,
      GetSearchSuggestionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/search/suggest`,
        params: {
          q: queryArg.q,
        },
      }),
    }),
    addReview: build.mutation<AddReviewApiResponse, AddReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews`,
        method: "POST",
        body: queryArg.reviewRequest,
      }),
    }),
    sendCorporateRequest: build.mutation<
      SendCorporateRequestApiResponse,
      SendCorporateRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forms/corporate`,
        method: "POST",
        body: queryArg.corporateRequest,
      }),
    }),
    getShippingOptions: build.query<
      GetShippingOptionsApiResponse,
      GetShippingOptionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shipping/options`,
        params: {
          locationCode: queryArg.locationCode,
        },
      }),
    }),
    getCheckoutOptions: build.query<
      GetCheckoutOptionsApiResponse,
      GetCheckoutOptionsApiArg
    >({
      query: () => ({ url: `/api/checkout/options` }),
    }),
    placeOrder: build.mutation<PlaceOrderApiResponse, PlaceOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/checkout/order`,
        method: "POST",
        body: queryArg.placeOrderRequest,
      }),
    }),
    checkCertificate: build.mutation<
      CheckCertificateApiResponse,
      CheckCertificateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/checkout/certificate`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    yookassaNotification: build.mutation<
      YookassaNotificationApiResponse,
      YookassaNotificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payment/notifications/yookassa`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getTestPayment: build.query<
      GetTestPaymentApiResponse,
      GetTestPaymentApiArg
    >({
      query: (queryArg) => ({ url: `/api/payment/test/${queryArg.paymentId}` }),
    }),
    decideTestPayment: build.mutation<
      DecideTestPaymentApiResponse,
      DecideTestPaymentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/payment/test/${queryArg.paymentId}/decision`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getMyOrders: build.query<GetMyOrdersApiResponse, GetMyOrdersApiArg>({
      query: (queryArg) => ({
        url: `/api/personal/orders`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
    getMyOrder: build.query<GetMyOrderApiResponse, GetMyOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/personal/orders/${queryArg.orderId}`,
      }),
    }),
    cancelMyOrder: build.mutation<
      CancelMyOrderApiResponse,
      CancelMyOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/orders/${queryArg.orderId}/cancel`,
        method: "POST",
      }),
    }),
    repeatMyOrder: build.mutation<
      RepeatMyOrderApiResponse,
      RepeatMyOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/orders/${queryArg.orderId}/repeat`,
        method: "POST",
      }),
    }),
    payMyOrder: build.mutation<PayMyOrderApiResponse, PayMyOrderApiArg>({
      query: (queryArg) => ({
        url: `/api/personal/orders/${queryArg.orderId}/pay`,
        method: "POST",
      }),
    }),
    getMyPurchases: build.query<
      GetMyPurchasesApiResponse,
      GetMyPurchasesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/purchases`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
    getMyReviews: build.query<GetMyReviewsApiResponse, GetMyReviewsApiArg>({
      query: () => ({ url: `/api/personal/reviews` }),
    }),
    updateMyReview: build.mutation<
      UpdateMyReviewApiResponse,
      UpdateMyReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/reviews/${queryArg.reviewId}`,
        method: "POST",
        body: queryArg.myReviewUpdate,
      }),
    }),
    deleteMyReview: build.mutation<
      DeleteMyReviewApiResponse,
      DeleteMyReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/reviews/${queryArg.reviewId}/delete`,
        method: "POST",
      }),
    }),
    getMyConsents: build.query<GetMyConsentsApiResponse, GetMyConsentsApiArg>({
      query: () => ({ url: `/api/personal/consents` }),
    }),
    getMySubscriptions: build.query<
      GetMySubscriptionsApiResponse,
      GetMySubscriptionsApiArg
    >({
      query: () => ({ url: `/api/personal/subscriptions` }),
    }),
    saveMySubscriptions: build.mutation<
      SaveMySubscriptionsApiResponse,
      SaveMySubscriptionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/subscriptions`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    unsubscribeByLink: build.query<
      UnsubscribeByLinkApiResponse,
      UnsubscribeByLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/unsubscribe`,
        params: {
          token: queryArg.token,
          topic: queryArg.topic,
        },
      }),
    }),
    unsubscribeOneClick: build.mutation<
      UnsubscribeOneClickApiResponse,
      UnsubscribeOneClickApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/unsubscribe`,
        method: "POST",
        params: {
          token: queryArg.token,
          topic: queryArg.topic,
        },
      }),
    }),
    saveMyProfile: build.mutation<
      SaveMyProfileApiResponse,
      SaveMyProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/private`,
        method: "POST",
        body: queryArg.profileUpdate,
      }),
    }),
    changeMyPassword: build.mutation<
      ChangeMyPasswordApiResponse,
      ChangeMyPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/password`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    requestMyPasswordLink: build.mutation<
      RequestMyPasswordLinkApiResponse,
      RequestMyPasswordLinkApiArg
    >({
      query: () => ({ url: `/api/personal/password/link`, method: "POST" }),
    }),
    getMyAddresses: build.query<
      GetMyAddressesApiResponse,
      GetMyAddressesApiArg
    >({
      query: () => ({ url: `/api/personal/addresses` }),
    }),
    addMyAddress: build.mutation<AddMyAddressApiResponse, AddMyAddressApiArg>({
      query: (queryArg) => ({
        url: `/api/personal/addresses`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteMyAddress: build.mutation<
      DeleteMyAddressApiResponse,
      DeleteMyAddressApiArg
    >({
      query: (queryArg) => ({
        url: `/api/personal/addresses/${queryArg.addressId}/delete`,
        method: "POST",
      }),
    }),
    requestPasswordReset: build.mutation<
      RequestPasswordResetApiResponse,
      RequestPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/password/forgot`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/user/password/reset`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAdminFilterConfig: build.query<
      GetAdminFilterConfigApiResponse,
      GetAdminFilterConfigApiArg
    >({
      query: () => ({ url: `/api/admin/filter/config` }),
    }),
    getAdminFilterConfigDetail: build.query<
      GetAdminFilterConfigDetailApiResponse,
      GetAdminFilterConfigDetailApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/detail`,
        params: {
          sectionId: queryArg.sectionId,
        },
      }),
    }),
    copyAdminFilterConfig: build.mutation<
      CopyAdminFilterConfigApiResponse,
      CopyAdminFilterConfigApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/copy`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    bindAdminFilterConfig: build.mutation<
      BindAdminFilterConfigApiResponse,
      BindAdminFilterConfigApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/bind`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    disableAdminFilterProperty: build.mutation<
      DisableAdminFilterPropertyApiResponse,
      DisableAdminFilterPropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/propertyDisable`,
        method: "POST",
        body: queryArg.filterPropertyToggleRequest,
      }),
    }),
    enableAdminFilterProperty: build.mutation<
      EnableAdminFilterPropertyApiResponse,
      EnableAdminFilterPropertyApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/propertyEnable`,
        method: "POST",
        body: queryArg.filterPropertyToggleRequest,
      }),
    }),
    saveAdminFilterConfig: build.mutation<
      SaveAdminFilterConfigApiResponse,
      SaveAdminFilterConfigApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/config/save`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getFilterSeoUrls: build.query<
      GetFilterSeoUrlsApiResponse,
      GetFilterSeoUrlsApiArg
    >({
      query: () => ({ url: `/api/admin/filter/seo` }),
    }),
    getFilterSeoDetail: build.query<
      GetFilterSeoDetailApiResponse,
      GetFilterSeoDetailApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/seo/detail`,
        params: {
          base_url: queryArg.baseUrl,
        },
      }),
    }),
    saveFilterSeo: build.mutation<
      SaveFilterSeoApiResponse,
      SaveFilterSeoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/seo/save`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    saveFilterSeoItem: build.mutation<
      SaveFilterSeoItemApiResponse,
      SaveFilterSeoItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/seo/saveItem`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    deleteFilterSeo: build.mutation<
      DeleteFilterSeoApiResponse,
      DeleteFilterSeoApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/filter/seo/delete`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    getAdminSearchTransitions: build.query<
      GetAdminSearchTransitionsApiResponse,
      GetAdminSearchTransitionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/search/transitions`,
        params: {
          query: queryArg.query,
          page: queryArg.page,
        },
      }),
    }),
    writeAdminSearchTransition: build.mutation<
      WriteAdminSearchTransitionApiResponse,
      WriteAdminSearchTransitionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/search/transitions`,
        method: "POST",
        body: queryArg.searchTransitionWrite,
      }),
    }),
    getAdminCsvColumns: build.query<
      GetAdminCsvColumnsApiResponse,
      GetAdminCsvColumnsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/csv/columns`,
        params: {
          action: queryArg.action,
        },
      }),
    }),
    saveAdminCsvColumns: build.mutation<
      SaveAdminCsvColumnsApiResponse,
      SaveAdminCsvColumnsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/csv/columns`,
        method: "POST",
        body: queryArg.csvColumnsSave,
      }),
    }),
    getAdminSectionRelations: build.query<
      GetAdminSectionRelationsApiResponse,
      GetAdminSectionRelationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/sections/relations`,
        params: {
          action: queryArg.action,
        },
      }),
    }),
    saveAdminSectionRelations: build.mutation<
      SaveAdminSectionRelationsApiResponse,
      SaveAdminSectionRelationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/sections/relations`,
        method: "POST",
        body: queryArg.sectionRelationsSave,
      }),
    }),
    getAdminMarketFeed: build.query<
      GetAdminMarketFeedApiResponse,
      GetAdminMarketFeedApiArg
    >({
      query: () => ({ url: `/api/admin/market-feed` }),
    }),
    saveAdminMarketFeed: build.mutation<
      SaveAdminMarketFeedApiResponse,
      SaveAdminMarketFeedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/market-feed`,
        method: "POST",
        body: queryArg.marketFeedSave,
      }),
    }),
    getAdminConsentDocument: build.query<
      GetAdminConsentDocumentApiResponse,
      GetAdminConsentDocumentApiArg
    >({
      query: () => ({ url: `/api/admin/consent-document` }),
    }),
    saveAdminConsentDocument: build.mutation<
      SaveAdminConsentDocumentApiResponse,
      SaveAdminConsentDocumentApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/consent-document`,
        method: "POST",
        body: queryArg.consentDocumentSave,
      }),
    }),
    getAdminCatalogExchange: build.query<
      GetAdminCatalogExchangeApiResponse,
      GetAdminCatalogExchangeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange`,
        params: {
          action: queryArg.action,
        },
      }),
    }),
    postAdminCatalogExchange: build.mutation<
      PostAdminCatalogExchangeApiResponse,
      PostAdminCatalogExchangeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange`,
        method: "POST",
        body: queryArg.catalogExchangeRequest,
      }),
    }),
    getAdminCatalogExport: build.query<
      GetAdminCatalogExportApiResponse,
      GetAdminCatalogExportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/export`,
        params: {
          SECTION_ID: queryArg.sectionId,
          INCLUDE_SUBSECTIONS: queryArg.includeSubsections,
          properties: queryArg.properties,
          parameters: queryArg.parameters,
          catalog: queryArg.catalog,
          encoding: queryArg.encoding,
          delimiter: queryArg.delimiter,
          decimalComma: queryArg.decimalComma,
        },
      }),
    }),
    getAdminCatalogExportSummary: build.query<
      GetAdminCatalogExportSummaryApiResponse,
      GetAdminCatalogExportSummaryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/export/summary`,
        params: {
          SECTION_ID: queryArg.sectionId,
          INCLUDE_SUBSECTIONS: queryArg.includeSubsections,
          properties: queryArg.properties,
          parameters: queryArg.parameters,
          catalog: queryArg.catalog,
          encoding: queryArg.encoding,
          delimiter: queryArg.delimiter,
          decimalComma: queryArg.decimalComma,
        },
      }),
    }),
    getAdminExchange1CImports: build.query<
      GetAdminExchange1CImportsApiResponse,
      GetAdminExchange1CImportsApiArg
    >({
      query: () => ({ url: `/api/admin/exchange-1c/imports` }),
    }),
    getAdminExchange1CSettings: build.query<
      GetAdminExchange1CSettingsApiResponse,
      GetAdminExchange1CSettingsApiArg
    >({
      query: () => ({ url: `/api/admin/exchange-1c/settings` }),
    }),
    saveAdminExchange1CSettings: build.mutation<
      SaveAdminExchange1CSettingsApiResponse,
      SaveAdminExchange1CSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/exchange-1c/settings`,
        method: "POST",
        body: queryArg.exchange1CSettings,
      }),
    }),
    saveAdminExchange1CAccount: build.mutation<
      SaveAdminExchange1CAccountApiResponse,
      SaveAdminExchange1CAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/exchange-1c/accounts`,
        method: "POST",
        body: queryArg.exchange1CAccountSave,
      }),
    }),
    getAdminCatalogImportJobs: build.query<
      GetAdminCatalogImportJobsApiResponse,
      GetAdminCatalogImportJobsApiArg
    >({
      query: () => ({ url: `/api/admin/catalog/exchange/jobs` }),
    }),
    getAdminCatalogImportJob: build.query<
      GetAdminCatalogImportJobApiResponse,
      GetAdminCatalogImportJobApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}`,
      }),
    }),
    getAdminCatalogImportRejections: build.query<
      GetAdminCatalogImportRejectionsApiResponse,
      GetAdminCatalogImportRejectionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/rejections`,
        params: {
          page: queryArg.page,
        },
      }),
    }),
    getAdminCatalogImportReport: build.query<
      GetAdminCatalogImportReportApiResponse,
      GetAdminCatalogImportReportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/report`,
      }),
    }),
    applyAdminCatalogImport: build.mutation<
      ApplyAdminCatalogImportApiResponse,
      ApplyAdminCatalogImportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/apply`,
        method: "POST",
        body: queryArg.catalogImportApply,
      }),
    }),
    discardAdminCatalogImport: build.mutation<
      DiscardAdminCatalogImportApiResponse,
      DiscardAdminCatalogImportApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/discard`,
        method: "POST",
      }),
    }),
    getAdminCatalogImportChoices: build.query<
      GetAdminCatalogImportChoicesApiResponse,
      GetAdminCatalogImportChoicesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/choices`,
      }),
    }),
    setAdminCatalogImportChoices: build.mutation<
      SetAdminCatalogImportChoicesApiResponse,
      SetAdminCatalogImportChoicesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/catalog/exchange/jobs/${queryArg.id}/choices`,
        method: "POST",
        body: queryArg.catalogImportChoicesUpdate,
      }),
    }),
    getAdminHistory: build.query<
      GetAdminHistoryApiResponse,
      GetAdminHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/history`,
        params: {
          tool: queryArg.tool,
          subject: queryArg.subject,
        },
      }),
    }),
    revertAdminChange: build.mutation<
      RevertAdminChangeApiResponse,
      RevertAdminChangeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/history/${queryArg.changeId}/revert`,
        method: "POST",
      }),
    }),
    getAdminCertificates: build.query<
      GetAdminCertificatesApiResponse,
      GetAdminCertificatesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/certificates`,
        params: {
          page: queryArg.page,
          code: queryArg.code,
        },
      }),
    }),
    blockAdminCertificate: build.mutation<
      BlockAdminCertificateApiResponse,
      BlockAdminCertificateApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/certificates/${queryArg.certificateId}/block`,
        method: "POST",
      }),
    }),
    getAdminOrders: build.query<
      GetAdminOrdersApiResponse,
      GetAdminOrdersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders`,
        params: {
          page: queryArg.page,
          status: queryArg.status,
          from: queryArg["from"],
          to: queryArg.to,
        },
      }),
    }),
    getAdminOrder: build.query<GetAdminOrderApiResponse, GetAdminOrderApiArg>({
      query: (queryArg) => ({ url: `/api/admin/orders/${queryArg.orderId}` }),
    }),
    setAdminOrderStatus: build.mutation<
      SetAdminOrderStatusApiResponse,
      SetAdminOrderStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/status`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    refundAdminOrder: build.mutation<
      RefundAdminOrderApiResponse,
      RefundAdminOrderApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/refunds`,
        method: "POST",
        body: queryArg.refundRequest,
      }),
    }),
    getAdminPhotoKitPattern: build.query<
      GetAdminPhotoKitPatternApiResponse,
      GetAdminPhotoKitPatternApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/photo-kits/${queryArg.photoKitId}/pattern.png`,
      }),
    }),
    getAdminPhotoKitLegend: build.query<
      GetAdminPhotoKitLegendApiResponse,
      GetAdminPhotoKitLegendApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/orders/${queryArg.orderId}/photo-kits/${queryArg.photoKitId}/legend.csv`,
      }),
    }),
    getPage: build.query<GetPageApiResponse, GetPageApiArg>({
      query: (queryArg) => ({
        url: `/${queryArg.path}`,
        headers: {
          "X-Source": queryArg["X-Source"],
          "X-Nocache": queryArg["X-Nocache"],
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type Exchange1CGetApiResponse = unknown;
export type Exchange1CGetApiArg = {
  type: "catalog" | "sale";
  mode:
    | "checkauth"
    | "init"
    | "file"
    | "import"
    | "query"
    | "success"
    | "deactivate"
    | "complete";
  /** Имя файла (mode=file и mode=import), путь внутри папки обмена */
  filename?: string;
  /** Кодировка выгрузки заказов (mode=query): windows-1251 или cp1251, иначе UTF-8 */
  encoding?: string;
};
export type Exchange1CPostApiResponse = unknown;
export type Exchange1CPostApiArg = {
  type: "catalog" | "sale";
  mode:
    | "checkauth"
    | "init"
    | "file"
    | "import"
    | "query"
    | "success"
    | "deactivate"
    | "complete";
  /** Имя файла (mode=file и mode=import), путь внутри папки обмена */
  filename?: string;
  /** Кодировка выгрузки заказов (mode=query): windows-1251 или cp1251, иначе UTF-8 */
  encoding?: string;
  body: Blob;
};
export type GetUserInfoApiResponse =
  /** status 200 Состояние пользователя */ UserInfoResponse;
export type GetUserInfoApiArg = void;
export type SignInApiResponse =
  /** status 200 Пользователь вошёл */ SignInResponse;
export type SignInApiArg = {
  signInRequest: SignInRequest;
};
export type RegisterApiResponse =
  /** status 200 Пользователь зарегистрирован и вошёл */ SignInResponse;
export type RegisterApiArg = {
  registerRequest: RegisterRequest;
};
export type SignOutApiResponse =
  /** status 200 Пользователь вышел */ UserInfoResponse;
export type SignOutApiArg = void;
export type GetUserProfileApiResponse =
  /** status 200 Личные данные */ UserProfileResponse;
export type GetUserProfileApiArg = void;
export type GetBasketInfoApiResponse =
  /** status 200 Корзина */ BasketInfoResponse;
export type GetBasketInfoApiArg = void;
export type AddToBasketApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type AddToBasketApiArg = {
  body: {
    productId: Товар;
    quantity: Количество;
  };
};
export type RemoveFromBasketApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type RemoveFromBasketApiArg = {
  body: {
    basketItemId: ПозицияКорзины;
  };
};
export type ClearBasketApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type ClearBasketApiArg = void;
export type UpdateBasketQuantityApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type UpdateBasketQuantityApiArg = {
  body: {
    basketItemId: ПозицияКорзины;
    quantity: Количество;
  };
};
export type ApplyCouponApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type ApplyCouponApiArg = {
  couponRequest: CouponRequest;
};
export type RemoveCouponApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type RemoveCouponApiArg = {
  couponRequest: CouponRequest;
};
export type GetPhotoKitOfferApiResponse = /** status 200 Предложение */ {
  result: PhotoKitOffer;
};
export type GetPhotoKitOfferApiArg = {
  productId?: number;
};
export type GetPhotoKitPaletteApiResponse = /** status 200 Палитра */ {
  result: MosaicPalette;
};
export type GetPhotoKitPaletteApiArg = void;
export type GetPhotoKitPreviewApiResponse =
  /** status 200 PNG, одна точка на стразу */ Blob;
export type GetPhotoKitPreviewApiArg = {
  photoKitId: number;
};
export type GetPhotoKitPhotoApiResponse =
  /** status 200 Фотография в исходном формате */ Blob;
export type GetPhotoKitPhotoApiArg = {
  photoKitId: number;
};
export type AddPhotoKitToBasketApiResponse =
  /** status 200 Свежее содержимое корзины после изменения */ BasketInfoResponse;
export type AddPhotoKitToBasketApiArg = {
  photoKitRequest: PhotoKitRequest;
};
export type GetFavoritesApiResponse =
  /** status 200 Актуальный список id избранных товаров */ FavoriteIdsResponse;
export type GetFavoritesApiArg = void;
export type SetFavoritesApiResponse =
  /** status 200 Актуальный список id избранных товаров */ FavoriteIdsResponse;
export type SetFavoritesApiArg = {
  body: {
    ids: Товар[];
  };
};
export type AddFavoriteApiResponse =
  /** status 200 Актуальный список id избранных товаров */ FavoriteIdsResponse;
export type AddFavoriteApiArg = {
  favoriteIdRequest: FavoriteIdRequest;
};
export type RemoveFavoriteApiResponse =
  /** status 200 Актуальный список id избранных товаров */ FavoriteIdsResponse;
export type RemoveFavoriteApiArg = {
  favoriteIdRequest: FavoriteIdRequest;
};
export type GetFavoriteProductsApiResponse =
  /** status 200 Карточки товаров в порядке запроса */ {
    result: ProductCard[];
  };
export type GetFavoriteProductsApiArg = {
  body: {
    ids: Товар[];
  };
};
export type SubscribeStockNoticeApiResponse =
  /** status 200 Почта запомнена */ StockNoticeResponse;
export type SubscribeStockNoticeApiArg = {
  stockNoticeRequest: StockNoticeRequest;
};
export type UnsubscribeStockNoticeApiResponse = unknown;
export type UnsubscribeStockNoticeApiArg = {
  token: string;
};
export type GetPhoneByLocationIdApiResponse = /** status 200 Телефон */ {
  result: Phone;
};
export type GetPhoneByLocationIdApiArg = {
  locationId: Город;
};
export type GetDefaultPhoneApiResponse = /** status 200 Телефон */ {
  result: Phone;
};
export type GetDefaultPhoneApiArg = void;
export type GetCurrentLocationApiResponse = /** status 200 Город */ {
  result: Location;
};
export type GetCurrentLocationApiArg = void;
export type GetAdditionalCitiesApiResponse = /** status 200 Список городов */ {
  result: Location[];
};
export type GetAdditionalCitiesApiArg = void;
export type SetLocationApiResponse = /** status 200 Город */ {
  result: Location;
};
export type SetLocationApiArg = {
  body: {
    locationId: Город;
  };
};
export type GetDefaultLocationListApiResponse =
  /** status 200 Список городов */ {
    result: Location[];
  };
export type GetDefaultLocationListApiArg = void;
export type GetDefaultLocationApiResponse = /** status 200 Город */ {
  result: Location;
};
export type GetDefaultLocationApiArg = void;
export type SearchLocationsApiResponse = /** status 200 Список городов */ {
  result: Location[];
};
export type SearchLocationsApiArg = {
  q: string;
};
export type GetTopmostMenuApiResponse = /** status 200 Пункты меню */ {
  result: MenuItem[];
};
export type GetTopmostMenuApiArg = void;
export type GetCatalogAdditionalMenuApiResponse =
  /** status 200 Пункты меню */ {
    result: MenuItem[];
  };
export type GetCatalogAdditionalMenuApiArg = void;
export type GetCatalogMenuApiResponse = /** status 200 Пункты меню */ {
  result: MenuItem[];
};
export type GetCatalogMenuApiArg = void;
export type GetMainPageMenuApiResponse = /** status 200 Пункты меню */ {
  result: MenuItem[];
};
export type GetMainPageMenuApiArg = void;
export type GetSearchSuggestionsApiResponse =
  /** status 200 Подсказки или адрес прямого перехода */ {
    result: SearchSuggestions;
  };
export type GetSearchSuggestionsApiArg = {
  q: string;
};
export type AddReviewApiResponse = /** status 200 Сохранённый отзыв */ {
  result: Review;
};
export type AddReviewApiArg = {
  reviewRequest: ReviewRequest;
};
export type SendCorporateRequestApiResponse =
  /** status 200 Заявка сохранена */ {
    result: CorporateRequestResult;
  };
export type SendCorporateRequestApiArg = {
  corporateRequest: CorporateRequest;
};
export type GetShippingOptionsApiResponse = /** status 200 Доставка в город */ {
  result: ShippingInfo;
};
export type GetShippingOptionsApiArg = {
  locationCode?: string;
};
export type GetCheckoutOptionsApiResponse =
  /** status 200 Варианты оформления */ {
    result: CheckoutOptions;
  };
export type GetCheckoutOptionsApiArg = void;
export type PlaceOrderApiResponse = /** status 200 Заказ оформлен */ {
  result: PlacedOrder;
};
export type PlaceOrderApiArg = {
  placeOrderRequest: PlaceOrderRequest;
};
export type CheckCertificateApiResponse =
  /** status 200 Сертификат можно применить */ {
    result: CheckoutCertificate;
  };
export type CheckCertificateApiArg = {
  body: {
    code: ПодарочныйСертификат;
  };
};
export type YookassaNotificationApiResponse =
  /** status 200 Принято */ OkResponse;
export type YookassaNotificationApiArg = {
  body: {
    [key: string]: any;
  };
};
export type GetTestPaymentApiResponse = /** status 200 Платёж */ {
  result: TestPayment;
};
export type GetTestPaymentApiArg = {
  paymentId: string;
};
export type DecideTestPaymentApiResponse =
  /** status 200 Куда вернуть покупателя */ {
    result: {
      returnUrl: string;
    };
  };
export type DecideTestPaymentApiArg = {
  paymentId: string;
  body: {
    decision: "succeeded" | "canceled";
  };
};
export type GetMyOrdersApiResponse = /** status 200 Заказы, новые сверху */ {
  result: OrderPage;
};
export type GetMyOrdersApiArg = {
  page?: number;
};
export type GetMyOrderApiResponse = /** status 200 Заказ */ {
  result: OrderDetail;
};
export type GetMyOrderApiArg = {
  orderId: number;
};
export type CancelMyOrderApiResponse = /** status 200 Заказ */ {
  result: OrderDetail;
};
export type CancelMyOrderApiArg = {
  orderId: number;
};
export type RepeatMyOrderApiResponse =
  /** status 200 Что положено и что нет */ {
    result: RepeatOrderResult;
  };
export type RepeatMyOrderApiArg = {
  orderId: number;
};
export type PayMyOrderApiResponse = /** status 200 Куда перейти для оплаты */ {
  result: PaymentStart;
};
export type PayMyOrderApiArg = {
  orderId: number;
};
export type GetMyPurchasesApiResponse =
  /** status 200 Товары из заказов (кроме отменённых), последние покупки сверху */ {
    result: PurchasePage;
  };
export type GetMyPurchasesApiArg = {
  page?: number;
};
export type GetMyReviewsApiResponse =
  /** status 200 Отзывы покупателя, новые сверху */ {
    result: MyReview[];
  };
export type GetMyReviewsApiArg = void;
export type UpdateMyReviewApiResponse = /** status 200 Изменённый отзыв */ {
  result: MyReview;
};
export type UpdateMyReviewApiArg = {
  reviewId: number;
  myReviewUpdate: MyReviewUpdate;
};
export type DeleteMyReviewApiResponse = /** status 200 Удалён */ OkResponse;
export type DeleteMyReviewApiArg = {
  reviewId: number;
};
export type GetMyConsentsApiResponse = /** status 200 Согласия покупателя */ {
  result: GivenConsent[];
};
export type GetMyConsentsApiArg = void;
export type GetMySubscriptionsApiResponse =
  /** status 200 Темы рассылки и подписан ли покупатель */ {
    result: SubscriptionTopic[];
  };
export type GetMySubscriptionsApiArg = void;
export type SaveMySubscriptionsApiResponse =
  /** status 200 Темы рассылки и подписан ли покупатель */ {
    result: SubscriptionTopic[];
  };
export type SaveMySubscriptionsApiArg = {
  body: {
    topics: ТемаРассылки[];
    /** Нужно, когда сохранение включает тему, на которую покупатель не был подписан; отписка без него */
    consent?: СогласиеНаОбработкуПерсональныхДанных;
  };
};
export type UnsubscribeByLinkApiResponse = unknown;
export type UnsubscribeByLinkApiArg = {
  token: string;
  topic?: ТемаРассылки;
};
export type UnsubscribeOneClickApiResponse =
  /** status 200 Отписан */ OkResponse;
export type UnsubscribeOneClickApiArg = {
  token: string;
  topic?: ТемаРассылки;
};
export type SaveMyProfileApiResponse =
  /** status 200 Личные данные */ UserProfileResponse;
export type SaveMyProfileApiArg = {
  profileUpdate: ProfileUpdate;
};
export type ChangeMyPasswordApiResponse =
  /** status 200 Пароль изменён */ OkResponse;
export type ChangeMyPasswordApiArg = {
  body: {
    oldPassword: string;
    newPassword: НовыйПароль;
  };
};
export type RequestMyPasswordLinkApiResponse =
  /** status 200 Письмо ушло */ OkResponse;
export type RequestMyPasswordLinkApiArg = void;
export type GetMyAddressesApiResponse = /** status 200 Сохранённые адреса */ {
  result: SavedAddress[];
};
export type GetMyAddressesApiArg = void;
export type AddMyAddressApiResponse = /** status 200 Сохранённые адреса */ {
  result: SavedAddress[];
};
export type AddMyAddressApiArg = {
  body: {
    address: Адрес;
  };
};
export type DeleteMyAddressApiResponse = /** status 200 Сохранённые адреса */ {
  result: SavedAddress[];
};
export type DeleteMyAddressApiArg = {
  addressId: number;
};
export type RequestPasswordResetApiResponse =
  /** status 200 Если почта есть, письмо ушло */ OkResponse;
export type RequestPasswordResetApiArg = {
  body: {
    email: string;
  };
};
export type ResetPasswordApiResponse =
  /** status 200 Пароль задан, пользователь вошёл */ SignInResponse;
export type ResetPasswordApiArg = {
  body: {
    token: string;
    password: НовыйПароль;
  };
};
export type GetAdminFilterConfigApiResponse =
  /** status 200 Разделы и привязки */ {
    result: FilterConfigIndex;
  };
export type GetAdminFilterConfigApiArg = void;
export type GetAdminFilterConfigDetailApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type GetAdminFilterConfigDetailApiArg = {
  sectionId: Раздел;
};
export type CopyAdminFilterConfigApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type CopyAdminFilterConfigApiArg = {
  body: {
    sectionId: Раздел;
    copySectionId: Раздел;
  };
};
export type BindAdminFilterConfigApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type BindAdminFilterConfigApiArg = {
  body: {
    sectionId: Раздел;
    bindSectionId: Раздел;
  };
};
export type DisableAdminFilterPropertyApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type DisableAdminFilterPropertyApiArg = {
  filterPropertyToggleRequest: FilterPropertyToggleRequest;
};
export type EnableAdminFilterPropertyApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type EnableAdminFilterPropertyApiArg = {
  filterPropertyToggleRequest: FilterPropertyToggleRequest;
};
export type SaveAdminFilterConfigApiResponse =
  /** status 200 Настройки фильтра раздела (после изменения — уже новые) */ {
    result: FilterConfigDetail;
  };
export type SaveAdminFilterConfigApiArg = {
  body: {
    items: FilterConfigSaveItem[];
  };
};
export type GetFilterSeoUrlsApiResponse = /** status 200 Созданные адреса */ {
  result: FilterSeoBaseUrl[];
};
export type GetFilterSeoUrlsApiArg = void;
export type GetFilterSeoDetailApiResponse =
  /** status 200 SEO фильтра адреса (после сохранения — уже новые) */ {
    result: FilterSeoDetail;
  };
export type GetFilterSeoDetailApiArg = {
  baseUrl: FilterSeoBaseUrl;
};
export type SaveFilterSeoApiResponse =
  /** status 200 SEO фильтра адреса (после сохранения — уже новые) */ {
    result: FilterSeoDetail;
  };
export type SaveFilterSeoApiArg = {
  body: {
    items: FilterSeoSaveItem[];
  };
};
export type SaveFilterSeoItemApiResponse =
  /** status 200 SEO фильтра адреса (после сохранения — уже новые) */ {
    result: FilterSeoDetail;
  };
export type SaveFilterSeoItemApiArg = {
  body: {
    item: FilterSeoSaveItem;
  };
};
export type DeleteFilterSeoApiResponse =
  /** status 200 Элементы адреса удалены */ {
    result: true;
  };
export type DeleteFilterSeoApiArg = {
  body: {
    baseUrl: FilterSeoBaseUrl;
  };
};
export type GetAdminSearchTransitionsApiResponse =
  /** status 200 Страница таблицы */ {
    result: SearchTransitionPage;
  };
export type GetAdminSearchTransitionsApiArg = {
  query?: string;
  page?: number;
};
export type WriteAdminSearchTransitionApiResponse =
  /** status 200 Переход после записи */ {
    item: SearchTransition;
  };
export type WriteAdminSearchTransitionApiArg = {
  searchTransitionWrite: SearchTransitionWrite;
};
export type GetAdminCsvColumnsApiResponse =
  /** status 200 Разделы и колонки */ CsvColumnsData;
export type GetAdminCsvColumnsApiArg = {
  action: "getData";
};
export type SaveAdminCsvColumnsApiResponse =
  /** status 200 Разделы и колонки после сохранения */ CsvColumnsData;
export type SaveAdminCsvColumnsApiArg = {
  csvColumnsSave: CsvColumnsSave;
};
export type GetAdminSectionRelationsApiResponse =
  /** status 200 Разделы и привязки */ SectionRelationsData;
export type GetAdminSectionRelationsApiArg = {
  action: "getData";
};
export type SaveAdminSectionRelationsApiResponse =
  /** status 200 Разделы и привязки после сохранения */ SectionRelationsData;
export type SaveAdminSectionRelationsApiArg = {
  sectionRelationsSave: SectionRelationsSave;
};
export type GetAdminMarketFeedApiResponse =
  /** status 200 Разделы */ MarketFeedData;
export type GetAdminMarketFeedApiArg = void;
export type SaveAdminMarketFeedApiResponse =
  /** status 200 Разделы после сохранения */ MarketFeedData;
export type SaveAdminMarketFeedApiArg = {
  marketFeedSave: MarketFeedSave;
};
export type GetAdminConsentDocumentApiResponse =
  /** status 200 Документ */ ConsentDocument;
export type GetAdminConsentDocumentApiArg = void;
export type SaveAdminConsentDocumentApiResponse =
  /** status 200 Документ после сохранения */ ConsentDocument;
export type SaveAdminConsentDocumentApiArg = {
  consentDocumentSave: ConsentDocumentSave;
};
export type GetAdminCatalogExchangeApiResponse =
  /** status 200 Данные экрана */ CatalogExchangeData;
export type GetAdminCatalogExchangeApiArg = {
  action: "getData";
};
export type PostAdminCatalogExchangeApiResponse =
  /** status 200 Ответ действия (JSON) или файл: text/csv для export и exportTemplate (UTF-8 с BOM по
умолчанию или windows-1251), text/html для propertiesInfo; файл приходит потоком с
заголовком Content-Disposition: attachment.
 */ | CatalogExchangeResult
  | /** status 202 Файл принят, задание импорта создано (import) */ CatalogImportJob;
export type PostAdminCatalogExchangeApiArg = {
  catalogExchangeRequest: CatalogExchangeRequest;
};
export type GetAdminCatalogExportApiResponse =
  /** status 200 Файл выгрузки (UTF-8 с BOM или windows-1251) */ Blob;
export type GetAdminCatalogExportApiArg = {
  /** Разделы (повтором параметра); без него — весь каталог */
  sectionId?: Разделы;
  includeSubsections?: "Y" | "N";
  properties?: number[];
  parameters?: string[];
  catalog?: string[];
  encoding?: "utf-8" | "windows-1251";
  delimiter?: ";" | ",";
  /** Y — цены и дробные значения свойств с запятой (1234,50), как их читает русский Excel */
  decimalComma?: "Y" | "N";
};
export type GetAdminCatalogExportSummaryApiResponse =
  /** status 200 Итог будущей выгрузки */ CatalogExportSummary;
export type GetAdminCatalogExportSummaryApiArg = {
  /** Разделы (повтором параметра); без него — весь каталог */
  sectionId?: Разделы;
  includeSubsections?: "Y" | "N";
  properties?: number[];
  parameters?: string[];
  catalog?: string[];
  encoding?: "utf-8" | "windows-1251";
  delimiter?: ";" | ",";
  /** Y — цены и дробные значения свойств с запятой (1234,50), как их читает русский Excel */
  decimalComma?: "Y" | "N";
};
export type GetAdminExchange1CImportsApiResponse = /** status 200 Импорты */ {
  imports: Exchange1CImport[];
};
export type GetAdminExchange1CImportsApiArg = void;
export type GetAdminExchange1CSettingsApiResponse =
  /** status 200 Настройки */ Exchange1CSettingsData;
export type GetAdminExchange1CSettingsApiArg = void;
export type SaveAdminExchange1CSettingsApiResponse =
  /** status 200 Настройки после сохранения */ Exchange1CSettingsData;
export type SaveAdminExchange1CSettingsApiArg = {
  exchange1CSettings: Exchange1CSettings;
};
export type SaveAdminExchange1CAccountApiResponse =
  /** status 200 Настройки после сохранения */ Exchange1CSettingsData;
export type SaveAdminExchange1CAccountApiArg = {
  exchange1CAccountSave: Exchange1CAccountSave;
};
export type GetAdminCatalogImportJobsApiResponse = /** status 200 Задания */ {
  jobs: CatalogImportJob[];
};
export type GetAdminCatalogImportJobsApiArg = void;
export type GetAdminCatalogImportJobApiResponse =
  /** status 200 Задание */ CatalogImportJob;
export type GetAdminCatalogImportJobApiArg = {
  id: number;
};
export type GetAdminCatalogImportRejectionsApiResponse =
  /** status 200 Страница отклонённых строк */ CatalogImportRejectionPage;
export type GetAdminCatalogImportRejectionsApiArg = {
  id: number;
  page?: number;
};
export type GetAdminCatalogImportReportApiResponse =
  /** status 200 Файл CSV (attachment) */ Blob;
export type GetAdminCatalogImportReportApiArg = {
  id: number;
};
export type ApplyAdminCatalogImportApiResponse =
  /** status 200 Задание (status applying) */ CatalogImportJob;
export type ApplyAdminCatalogImportApiArg = {
  id: number;
  catalogImportApply: CatalogImportApply;
};
export type DiscardAdminCatalogImportApiResponse =
  /** status 200 Задание (status discarded) */ CatalogImportJob;
export type DiscardAdminCatalogImportApiArg = {
  id: number;
};
export type GetAdminCatalogImportChoicesApiResponse =
  /** status 200 Выбор по заданию */ CatalogImportChoices;
export type GetAdminCatalogImportChoicesApiArg = {
  id: number;
};
export type SetAdminCatalogImportChoicesApiResponse =
  /** status 200 Задание (checking, если колонки изменились) */ CatalogImportJob;
export type SetAdminCatalogImportChoicesApiArg = {
  id: number;
  catalogImportChoicesUpdate: CatalogImportChoicesUpdate;
};
export type GetAdminHistoryApiResponse = /** status 200 Записи журнала */ {
  result: StaffHistory;
};
export type GetAdminHistoryApiArg = {
  tool: StaffTool;
  subject?: string;
};
export type RevertAdminChangeApiResponse =
  /** status 200 Записи журнала того же предмета после возврата */ {
    result: StaffHistory;
  };
export type RevertAdminChangeApiArg = {
  changeId: number;
};
export type GetAdminCertificatesApiResponse = /** status 200 Сертификаты */ {
  result: AdminCertificatePage;
};
export type GetAdminCertificatesApiArg = {
  page?: number;
  /** Часть кода (без учёта регистра) */
  code?: string;
};
export type BlockAdminCertificateApiResponse =
  /** status 200 Сертификат заблокирован */ {
    result: AdminCertificate;
  };
export type BlockAdminCertificateApiArg = {
  certificateId: number;
};
export type GetAdminOrdersApiResponse = /** status 200 Заказы, новые сверху */ {
  result: OrderPage;
};
export type GetAdminOrdersApiArg = {
  page?: number;
  status?: Статус;
  /** Дата оформления с (включительно), ГГГГ-ММ-ДД */
  from?: string;
  /** Дата оформления по (включительно), ГГГГ-ММ-ДД */
  to?: string;
};
export type GetAdminOrderApiResponse =
  /** status 200 Заказ для сотрудника, со статусами, в которые его можно перевести */ {
    result: AdminOrderDetail;
  };
export type GetAdminOrderApiArg = {
  orderId: number;
};
export type SetAdminOrderStatusApiResponse =
  /** status 200 Заказ для сотрудника, со статусами, в которые его можно перевести */ {
    result: AdminOrderDetail;
  };
export type SetAdminOrderStatusApiArg = {
  orderId: number;
  body: {
    status: Статус;
    note?: string;
  };
};
export type RefundAdminOrderApiResponse =
  /** status 200 Заказ для сотрудника, со статусами, в которые его можно перевести */ {
    result: AdminOrderDetail;
  };
export type RefundAdminOrderApiArg = {
  orderId: number;
  refundRequest: RefundRequest;
};
export type GetAdminPhotoKitPatternApiResponse =
  /** status 200 Схема, как она сохранена с заказом (Content-Disposition attachment) */ Blob;
export type GetAdminPhotoKitPatternApiArg = {
  orderId: number;
  photoKitId: number;
};
export type GetAdminPhotoKitLegendApiResponse =
  /** status 200 CSV в UTF-8 с BOM, разделитель `;` (Content-Disposition attachment) */ Blob;
export type GetAdminPhotoKitLegendApiArg = {
  orderId: number;
  photoKitId: number;
};
export type GetPageApiResponse = /** status 200 JSON страницы */ PageJson;
export type GetPageApiArg = {
  /** Путь страницы без ведущего слэша, слэши внутри допустимы. */
  path: string;
  "X-Source": "nuxt";
  /** Редакторы запрашивают страницу в обход кеша. */
  "X-Nocache"?: string;
};
export type UserInfo = {
  authorized: boolean;
  /** Хеш личности пользователя; меняется при смене пользователя. Пустая строка для гостя. */
  hash: string;
  admin: boolean;
  editor: boolean;
  /** Имя вошедшего пользователя (нет у гостя) */
  name?: string;
};
export type UserInfoResponse = {
  result: UserInfo;
};
export type SignInResponse = {
  result: UserInfo;
  /** Что изменилось в корзине при объединении с корзиной гостя (товаров меньше, чем было, из-за остатка; купон не сочетается с другим), по-русски для показа покупателю. Пусто, если ничего. */
  notices: string[];
};
export type OrderLineProblem = {
  /** null — товар удалён из каталога */
  productId: number | null;
  name: string;
  kind: "priceChanged" | "outOfStock" | "unavailable";
  /** Цена, которую видел покупатель, ₽ */
  was?: number | null;
  /** Цена сейчас, ₽ */
  now?: number | null;
  /** Сколько есть в наличии */
  available?: number | null;
  message: string;
};
export type Error = {
  error: {
    /** Машиночитаемый код (VALIDATION, BAD_REQUEST, UNAUTHORIZED, FORBIDDEN, CSRF, NOT_FOUND, CONFLICT, KEY_REUSED, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, HEADERS_TOO_LARGE, REQUEST_TIMEOUT, RATE_LIMITED, INTERNAL, UNAVAILABLE, ...) */
    code: string;
    /** Текст для пользователя на русском */
    message: string;
    /** Строки корзины, из-за которых заказ не оформлен (409 PRICE_CHANGED, OUT_OF_STOCK) */
    lines?: OrderLineProblem[];
  };
};
export type SignInRequest = {
  login: string;
  password: string;
};
export type СогласиеНаОбработкуПерсональныхДанных = true;
export type RegisterRequest = {
  name: string;
  email?: string;
  phone?: string;
  password: string;
  consent: СогласиеНаОбработкуПерсональныхДанных;
};
export type UserProfile = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** Есть ли у аккаунта пароль. Аккаунт, созданный при оформлении заказа, пароля не имеет: кабинет предлагает задать его по ссылке из письма (issue 26 point 5). */
  hasPassword: boolean;
};
export type UserProfileResponse = {
  result: UserProfile;
};
export type Ориентация = "portrait" | "landscape";
export type ФормаСтраз = "square" | "round";
export type Цвет = "colour" | "sepia" | "bw";
export type Холст = "rolled" | "stretcher";
export type PhotoKitOptions = {
  orientation: Ориентация;
  drillShape: ФормаСтраз;
  colourMode: Цвет;
  canvas: Холст;
  maxColours: number;
  dithering: boolean;
};
export type PhotoKitLine = {
  id: number;
  size: string;
  options: PhotoKitOptions;
  cols: number;
  rows: number;
  /** Цветов в схеме */
  colourCount: number;
  /** Мозаика картинкой (только владельцу и сотрудникам) */
  previewUrl: string;
};
export type BasketItem = {
  basketItemId: number;
  productId: number;
  name: string;
  /** Цена за штуку для города посетителя */
  price: number;
  /** Цена до скидки, если есть */
  old_price: number | null;
  brand: string | null;
  /** Цепочка разделов через '/' */
  category_chain: string;
  sku: string;
  quantity: number;
  /** Остаток товара (0 — «Нет в наличии»; меньше quantity — столько можно купить) */
  stock: number;
  url: string;
  image: string | null;
  /** Набор по фото покупателя (только у таких строк) */
  photoKit?: PhotoKitLine;
  /** Подарочный сертификат (только у таких строк, true); купоны на него не действуют */
  giftCertificate?: boolean;
};
export type BasketSummary = {
  /** Число позиций */
  count: number;
  /** Число штук */
  quantity: number;
  /** Сумма по текущим ценам */
  sum: number;
  /** Сумма по ценам до скидки */
  oldSum: number;
  /** Скидка по старым ценам (oldSum - sum) */
  discount: number;
  /** Скидка по купонам */
  couponDiscount: number;
  /** Итого к оплате */
  total: number;
};
export type BasketCoupon = {
  coupon: string;
  /** Почему купон действует не на всю корзину: в ней подарочные сертификаты, на которые
    купоны не действуют (только сертификаты — купон не даёт скидки)
     */
  note?: string;
  /** Скидка в процентах от суммы (0, если купон на сумму) */
  discountPercent: number;
  /** Скидка в рублях (0, если купон на процент) */
  discountAmount: number;
};
export type BasketInfo = {
  items: BasketItem[];
  summary: BasketSummary;
  coupons: BasketCoupon[];
};
export type BasketInfoResponse = {
  result: BasketInfo;
};
export type Товар = number;
export type Количество = number;
export type ПозицияКорзины = number;
export type CouponRequest = {
  coupon: string;
};
export type PhotoKitSize = {
  productId: number;
  /** Ширина x высота в сантиметрах */
  size: string;
  widthCm: number;
  heightCm: number;
  /** Страз по ширине (стразы 2,5 мм) */
  cols: number;
  /** Страз по высоте */
  rows: number;
  /** Цена набора на свёрнутом холсте для города */
  price: number;
  oldPrice: number | null;
  /** Доплата за подрамник */
  stretcherSurcharge: number;
};
export type PhotoKitOffer = {
  /** Товар выбранного размера */
  productId: number;
  sizes: PhotoKitSize[];
  drillMm: number;
  maxPhotoBytes: number;
  defaultOptions: PhotoKitOptions;
};
export type MosaicPaletteColour = {
  code: string;
  name: string;
  hex: string;
};
export type MosaicPalette = {
  /** Версия палитры (меняется вместе со схемами) */
  version: string;
  colours: MosaicPaletteColour[];
};
export type PhotoKitCrop = {
  x: number;
  y: number;
  width: number;
  height: number;
};
export type PhotoKitRequest = {
  productId: Товар;
  orientation: Ориентация;
  drillShape: ФормаСтраз;
  colourMode: Цвет;
  canvas: Холст;
  maxColours: number;
  dithering: boolean;
  crop: PhotoKitCrop;
  chartHash: string;
  /** Поле формы с файлом; сервер кладёт сюда сгенерированное имя сохранённого файла */
  photo: string;
};
export type FavoriteIdsResponse = {
  result: number[];
};
export type FavoriteIdRequest = {
  id: Товар;
};
export type ProductCard = {
  id: number;
  code: string;
  name: string;
  /** /product/{sectionCode}/{productCode}/ */
  url: string;
  image: string | null;
  /** Цена для города посетителя */
  price: number;
  old_price: number | null;
  isNew: boolean;
  brand: string | null;
  /** Остаток больше нуля (тот же, что на странице товара); false — «Нет в наличии» */
  available: boolean;
  /** Только у наборов по фото покупателя (kind photo_custom): в корзину они попадают с фото (addPhotoKitToBasket), поэтому карточка ведёт на страницу товара — «Выберите фото» */
  madeFromPhoto?: true;
};
export type StockNoticeResponse = {
  result: {
    /** Почта, на которую придёт письмо */
    email: string;
  };
};
export type StockNoticeRequest = {
  productId: Товар;
  /** Обязательна для гостя; вошедшему покупателю можно не указывать */
  email?: string;
  consent: СогласиеНаОбработкуПерсональныхДанных;
};
export type Phone = {
  value: string;
  normalized: string;
};
export type Город = number;
export type Location = {
  id: number;
  name: string;
  kladr: string;
  pathString: string;
};
export type MenuItem = {
  link: string;
  title: string;
  /** Класс иконки пункта каталога */
  cssClass: string | null;
  children: MenuItem[];
};
export type SearchSection = {
  id: number;
  name: string;
  url: string;
};
export type SearchSuggestions = {
  /** Адрес прямого перехода; когда он есть, остальные списки пусты */
  redirect: string | null;
  query: string;
  /** Исправленный запрос (опечатки, раскладка), если искали по нему */
  correctedQuery: string | null;
  sections: SearchSection[];
  products: ProductCard[];
};
export type Review = {
  id: number;
  author: string;
  /** Автор купил этот товар в магазине (проверенная покупка) */
  verified: boolean;
  rating: number;
  text: string;
  createdAt: string;
  /** Товар отзыва; null — отзыв о магазине */
  product: {
    id: number;
    name: string;
    url: string;
  } | null;
};
export type ReviewRequest = {
  productId: Товар;
  rating: number;
  text: string;
  consent: СогласиеНаОбработкуПерсональныхДанных;
};
export type CorporateRequestResult = {
  id: number;
  message: string;
};
export type CorporateRequest = {
  name: string;
  phone?: string;
  email?: string;
  text?: string;
  consent: СогласиеНаОбработкуПерсональныхДанных;
};
export type ShippingOption = {
  kind: "courier" | "pickup" | "post";
  title: string;
  /** Цена доставки, ₽ */
  price: number;
  /** Сумма заказа, от которой доставка бесплатна */
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
};
export type ShippingInfo = {
  location: {
    id: number;
    code: string;
    name: string;
    /** Название после «в» (куда), для заголовка «Доставка в Москву» */
    nameAccusative: string;
  };
  /** Зона доставки */
  zone: string;
  options: ShippingOption[];
};
export type СпособДоставки = "courier" | "pickup" | "post" | "email";
export type CheckoutDelivery = {
  kind: СпособДоставки;
  title: string;
  /** Цена доставки этой корзины, ₽ (0 — бесплатно) */
  price: number;
  /** Цена доставки этой корзины без купонов, ₽: меньше price, когда купон опустил сумму товаров ниже freeFrom и доставка стала платной */
  priceWithoutCoupon: number;
  freeFrom: number | null;
  minDays: number;
  maxDays: number;
  /** Ожидаемая дата доставки с */
  dateFrom: string;
  /** Ожидаемая дата доставки по */
  dateTo: string;
};
export type PickupPoint = {
  id: number;
  title: string;
  address: string;
  hours: string;
};
export type СпособОплаты = "sbp" | "card" | "on_receipt";
export type SavedAddress = {
  id: number;
  address: string;
};
export type CheckoutOptions = {
  /** Рабочих дней на изготовление товаров под заказ в корзине (самый долгий); 0 — всё со склада. Даты доставки уже включают его. */
  productionDays: number;
  /** Подарочные сертификаты в корзине: only — одни сертификаты (доставка email без цены,
    оплата только картой); some — вместе с товарами (оплата только картой)
     */
  certificates: "none" | "some" | "only";
  location: {
    id: number;
    name: string;
  };
  signedIn: boolean;
  contact: {
    name: string;
    phone: string;
    email: string;
  };
  deliveries: CheckoutDelivery[];
  pickupPoints: PickupPoint[];
  payments: {
    method: СпособОплаты;
    title: string;
  }[];
  addresses: SavedAddress[];
};
export type PlacedOrder = {
  orderId: number;
  /** signedIn — заказ вошедшего покупателя; linked — гость, заказ привязан к кабинету с этой
    почтой; created — для гостя создан кабинет, и он уже вошёл
     */
  account: "signedIn" | "linked" | "created";
  /** Для оплаты картой — куда перейти (null — оплата при получении или провайдер недоступен) */
  payment: {
    confirmationUrl: string;
  } | null;
};
export type Адрес = string;
export type ПодарочныйСертификат = string;
export type PlaceOrderRequest = {
  /** Новый для каждой попытки оформления (UUID); повтор с тем же ключом — тот же заказ */
  idempotencyKey: string;
  contact: {
    name: string;
    phone: string;
    email: string;
  };
  /** Для courier и post нужен address, для pickup — pickupPointId */
  delivery: {
    kind: СпособДоставки;
    address?: Адрес;
    pickupPointId?: number;
    saveAddress?: boolean;
  };
  payment: СпособОплаты;
  /** Подарочный сертификат, которым оплатить заказ целиком или частично */
  certificateCode?: ПодарочныйСертификат;
  comment?: string;
  agree: true;
  consent: СогласиеНаОбработкуПерсональныхДанных;
  seen: {
    productId: Товар;
    quantity: Количество;
    price: number;
  }[];
};
export type CheckoutCertificate = {
  code: string;
  /** Остаток, ₽ */
  balance: number;
};
export type OkResponse = {
  result: {
    ok: true;
  };
};
export type TestPayment = {
  paymentId: string;
  orderId: number;
  amount: number;
  description: string;
  status: "pending" | "succeeded" | "canceled";
};
export type Статус = "new" | "processing" | "shipped" | "done" | "cancelled";
export type PaymentState =
  "on_receipt" | "pending" | "paid" | "failed" | "refunded";
export type OrderSummary = {
  id: number;
  createdAt: string;
  status: Статус;
  payment: СпособОплаты;
  paymentState: PaymentState;
  total: number;
  /** Сколько штук в заказе */
  itemsCount: number;
  customerName: string;
};
export type OrderPage = {
  items: OrderSummary[];
  page: number;
  pages: number;
  total: number;
};
export type OrderLine = {
  /** null — товар удалён из каталога */
  productId: number | null;
  name: string;
  price: number;
  oldPrice: number | null;
  quantity: number;
  url: string | null;
  image: string | null;
  /** Набор по фото покупателя (только у таких строк) */
  photoKit?: PhotoKitLine;
};
export type OrderHistoryEntry = {
  status: Статус;
  paymentState: PaymentState;
  note: string;
  createdAt: string;
  /** Сотрудник, сменивший статус (только в заказе для сотрудника); null — изменение сделал
    покупатель или магазин
     */
  staffName?: string | null;
};
export type CertificateState = "active" | "spent" | "blocked";
export type OrderCertificate = {
  code: string;
  nominal: number;
  balance: number;
  state: CertificateState;
};
export type RefundStatus = "pending" | "succeeded" | "canceled";
export type Refund = {
  id: string;
  /** Сумма возврата, ₽ */
  amount: number;
  status: RefundStatus;
  /** Почему провайдер отклонил возврат (для сотрудника); пусто, если не отклонял */
  reason: string;
  createdAt: string;
};
export type OrderDetail = OrderSummary & {
  contact: {
    name: string;
    phone: string;
    email: string;
  };
  delivery: {
    kind: СпособДоставки;
    title: string;
    /** Адрес или адрес пункта выдачи */
    address: string;
    /** Пункт выдачи заказа, пока он есть в списке магазина (только при самовывозе): его название и часы работы */
    pickupPoint?: {
      title: string;
      hours: string;
    };
    city: string;
    price: number;
    dateFrom: string;
    dateTo: string;
  };
  comment: string;
  coupons: string[];
  lines: OrderLine[];
  /** Сумма товаров по ценам заказа */
  itemsTotal: number;
  /** Скидка купонов */
  discount: number;
  deliveryPrice: number;
  history: OrderHistoryEntry[];
  /** Подарочные сертификаты, купленные в этом заказе (коды — после оплаты) */
  certificates: OrderCertificate[];
  /** Часть суммы, оплаченная подарочным сертификатом */
  certificatePayment: {
    code: string;
    amount: number;
    /** Заказ отменён, сумма вернулась на сертификат */
    returned: boolean;
  } | null;
  /** Можно оплатить: картой, не оплачен, не отменён */
  canPay: boolean;
  /** Можно отменить (ещё не отправлен) */
  canCancel: boolean;
  /** Возвраты денег по заказу, старые первыми */
  refunds: Refund[];
};
export type RepeatOrderResult = {
  /** Сколько строк положено в корзину */
  added: number;
  problems: OrderLineProblem[];
};
export type PaymentStart = {
  confirmationUrl: string;
};
export type PurchasedProduct = {
  productId: number;
  name: string;
  url: string;
  image: string | null;
  /** Цена сейчас в городе покупателя; null — не продаётся */
  price: number | null;
  /** Можно купить снова */
  available: boolean;
  lastOrderId: number;
  lastBoughtAt: string;
  /** Сколько куплено всего */
  quantity: number;
  /** Отзыв покупателя об этом товаре */
  reviewId: number | null;
};
export type PurchasePage = {
  items: PurchasedProduct[];
  page: number;
  pages: number;
  total: number;
};
export type MyReview = {
  id: number;
  rating: number;
  text: string;
  createdAt: string;
  /** Отзыв о купленном товаре */
  verified: boolean;
  product: {
    id: number;
    name: string;
    url: string;
  } | null;
};
export type MyReviewUpdate = {
  rating: number;
  text: string;
};
export type GivenConsent = {
  form:
    | "registration"
    | "checkout"
    | "review"
    | "corporate"
    | "subscription"
    | "stock_notice";
  /** Версия текста согласия */
  documentVersion: number;
  givenAt: string;
  /** Что создала форма (заказ, отзыв, заявка, подписка на поступление) */
  subjectId: number | null;
};
export type ТемаРассылки = "news" | "promotions" | "new_items";
export type SubscriptionTopic = {
  topic: ТемаРассылки;
  title: string;
  subscribed: boolean;
};
export type ProfileUpdate = {
  name: string;
  email?: string;
  phone?: string;
};
export type НовыйПароль = string;
export type FilterSection = {
  ID: number;
  /** Название с точками по глубине, например «• • Пейзажи» */
  LABEL: string;
  id: number;
  name: string;
  parentId: number | null;
  label: string;
  /** есть настройки */
  withSettings: boolean;
  /** есть привязка */
  withRelations: boolean;
};
export type FilterRelation = {
  sectionId: number;
  bindSectionId: number;
};
export type FilterConfigIndex = {
  allSections: FilterSection[];
  /** Разделы с настройками или привязкой */
  sections: FilterSection[];
  relations: FilterRelation[];
};
export type FilterSectionRef = {
  id: number;
  name: string;
};
export type StaffChange = {
  id: number;
  at: string;
  /** null — пользователь удалён */
  userId: number | null;
  userName: string;
  /** Что изменено: id раздела, адрес, id перехода, заказа */
  subject?: string;
  /** Запись, состояние до которой вернула эта (null — обычная правка) */
  revertOf?: number | null;
  /** Состояние до правки (любое значение JSON; null — предмета не было) */
  before: any;
  /** Состояние после правки (любое значение JSON; null — предмет удалён) */
  after: any;
};
export type FilterValueInfo = {
  VALUE: string;
  NAME: string;
  COUNT: number;
  /** Товаров с этим значением, которые раздел показывает через привязку разделов (инструмент
    «Привязки разделов»), сверх COUNT; нет или 0 — значение не приходит через привязку
     */
  RELATED_COUNT?: number;
};
export type FilterConfigItem = {
  /** 0 — ещё не сохранён */
  ID: number;
  UF_NAME: string;
  CODE: string;
  UF_SECTION_ID: number;
  UF_PROPERTY_ID: number;
  UF_USE_DEFAULT: "0" | "1";
  UF_SORT: number;
  /** Значения, которые идут первыми, в этом порядке */
  UF_VALUES: string[];
  /** Все значения свойства по значению в нижнем регистре; COUNT — товаров раздела с ним */
  ALL_VALUES: {
    [key: string]: FilterValueInfo;
  };
};
export type FilterProperty = {
  ID: number;
  NAME: string;
  CODE: string;
  ENABLED: boolean;
  REQUIRED: "Y" | "N";
  SECTION_DATA: {
    INHERITED: "Y" | "N";
    /** Раздел, от которого свойство унаследовано (0 — общее свойство) */
    INHERITED_FROM: number;
  };
};
export type FilterConfigDetail = {
  section: FilterSectionRef;
  /** Последние изменения настроек раздела, новые первыми (не больше 20) */
  changes: StaffChange[];
  /** Раздел, к которому привязан этот (тогда свойства не редактируются, R-FC-3) */
  bindSection: {
    id: number;
    name: string;
  } | null;
  items: FilterConfigItem[];
  properties: FilterProperty[];
};
export type Раздел = number;
export type Свойство = number;
export type FilterPropertyToggleRequest = {
  sectionId: Раздел;
  propertyId: Свойство;
};
export type FilterConfigSaveItem = {
  ID?: number;
  UF_NAME?: string;
  /** Не хранится */
  CODE?: string;
  UF_SECTION_ID: Раздел;
  UF_PROPERTY_ID: Свойство;
  UF_USE_DEFAULT: "0" | "1";
  /** Не учитывается — порядок задаёт массив */
  UF_SORT?: number;
  UF_VALUES: string[];
  /** Не хранится */
  ALL_VALUES?: {
    [key: string]: FilterValueInfo;
  };
};
export type FilterSeoBaseUrl = string;
export type FilterSeoMeta = {
  H1: string;
  TITLE: string;
  DESCRIPTION: string;
};
export type FilterSeoReplace = {
  DISPLAY_NAME: string;
  REPLACE: string;
};
export type FilterSeoItem = {
  ID: number;
  NAME: string;
  UF_BASE_URL: string;
  /** Теги — ссылки на посадочные страницы значений */
  UF_ACTIVE: boolean;
  /** Взять элемент '/' вместо этого (для адреса раздела) */
  UF_USE_DEFAULT: boolean;
  /** Перелинковка между значениями на посадочной */
  UF_RE_LINK: boolean;
  /** Вставлять значение в нижнем регистре */
  UF_TO_LOWER_CASE: boolean;
  UF_META: FilterSeoMeta;
  UF_PROPERTY_ID: number;
  UF_SORT: number;
  UF_REPLACES: FilterSeoReplace[];
  /** Все значения свойства по значению в нижнем регистре; COUNT — товаров адреса (раздела, для
    '/' — всего каталога) с этим значением. Для живого предпросмотра; не хранится.
     */
  ALL_VALUES: {
    [key: string]: FilterValueInfo;
  };
};
export type FilterSeoProperty = {
  id: number;
  name: string;
  code: string;
  /** У адреса уже есть элемент этого свойства */
  used: boolean;
};
export type FilterSeoDetail = {
  /** Адрес после нормализации, например '/shop/kartiny/' */
  baseUrl: string;
  /** Раздел адреса (null для '/' и для адреса, которого уже нет в каталоге) */
  section: {
    id: number;
    name: string;
  } | null;
  items: FilterSeoItem[];
  properties: FilterSeoProperty[];
  /** Последние изменения адреса, новые первыми (не больше 20); before и after — `{ items }`,
    элементы адреса без ID и ALL_VALUES (CODE — код свойства вместо UF_PROPERTY_ID)
     */
  changes: StaffChange[];
};
export type FilterSeoSaveItem = {
  /** 0 или нет — новый */
  ID?: number;
  NAME: string;
  UF_BASE_URL: FilterSeoBaseUrl;
  UF_ACTIVE: boolean;
  UF_USE_DEFAULT: boolean;
  UF_RE_LINK: boolean;
  UF_TO_LOWER_CASE: boolean;
  UF_META: FilterSeoMeta;
  UF_PROPERTY_ID: Свойство;
  /** Не учитывается — порядок задаёт массив */
  UF_SORT?: number;
  UF_REPLACES: FilterSeoReplace[];
  /** Не хранится */
  ALL_VALUES?: {
    [key: string]: FilterValueInfo;
  };
};
export type SearchTransition = {
  id: number;
  searchQuery: string;
  targetUrl: string;
};
export type SearchTransitionPage = {
  items: SearchTransition[];
  /** Сколько переходов подходит под поиск */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};
export type SearchTransitionWrite = {
  action: "add" | "update" | "delete";
  item: {
    id?: number;
    searchQuery?: string;
    targetUrl?: string;
  };
};
export type CsvSection = {
  ID: number;
  /** Название с точками по глубине, например «• • Пейзажи» */
  LABEL: string;
  NAME: string;
  /** Родительский раздел; null у раздела верхнего уровня */
  PARENT_ID: number | null;
};
export type CsvColumnRule = {
  SECTION_IDS: number[];
  SECTION_ID: number;
  FILTER_VARIANTS: string[];
  /** numeric, lowercase или «было => стало», по порядку */
  FILTER_RULES: string[];
};
export type CsvColumn = {
  ID: number;
  CODE: string;
  SORT: number;
  NAME: string;
  DESCRIPTION: string;
  EXAMPLES: string;
  IN_FILTER: 0 | 1;
  FILTER_DATA: CsvColumnRule[];
};
export type CsvColumnsData = {
  sections: CsvSection[];
  columns: CsvColumn[];
};
export type CsvColumnInput = {
  /** 0 — новая */
  ID?: number;
  /** Латинские заглавные буквы, цифры и _ */
  CODE: string;
  SORT: number;
  NAME: string;
  DESCRIPTION: string;
  EXAMPLES: string;
  IN_FILTER: 0 | 1;
  FILTER_DATA: CsvColumnRule[];
};
export type CsvColumnsSave = {
  action: "save";
  columns?: CsvColumnInput[];
  columns_remove?: number[];
};
export type SectionRelation = {
  id: number;
  items: number[];
};
export type SectionRelationsData = {
  sections: FilterSection[];
  relations: SectionRelation[];
};
export type SectionRelationsSave = {
  action: "save" | "saveAndApply";
  relations: SectionRelation[];
};
export type MarketFeedSection = {
  id: number;
  name: string;
  parentId: number | null;
  /** Собственный переключатель раздела; выключенный раздел выше выключает и этот */
  inFeed: boolean;
};
export type MarketFeedData = {
  /** Все разделы в порядке дерева (родитель перед детьми) */
  sections: MarketFeedSection[];
};
export type MarketFeedSave = {
  excludedSectionIds: number[];
};
export type ConsentDocumentVersion = {
  version: number;
  savedAt: string;
  /** Кто сохранил (null — первая версия, пришедшая с магазином, или удалённый сотрудник) */
  savedBy: string | null;
  /** Сколько согласий называют эту версию */
  consents: number;
};
export type ConsentDocument = {
  /** Действующая версия */
  version: number;
  title: string;
  /** HTML-текст документа */
  content: string;
  savedAt: string;
  savedBy: string | null;
  /** Все версии, новые первыми (первая — действующая) */
  versions: ConsentDocumentVersion[];
};
export type ConsentDocumentSave = {
  /** Версия, с которой редактор начал правку */
  version: number;
  title: string;
  content: string;
};
export type ExchangeProperty = {
  ID: number;
  NAME: string;
  CODE: string;
  /** Колонка файла */
  COLUMN?: string;
  ENABLED: "Y" | "N";
  REQUIRED: "Y" | "N";
  SECTION_DATA: {
    INHERITED: "Y" | "N";
    INHERITED_FROM: number | null;
  };
};
export type SharedPropertyGroup = {
  name: string;
  items: number[];
  isActive: boolean;
};
export type ExchangeColumn = {
  CODE: string;
  NAME: string;
};
export type CatalogExchangeData = {
  sections: FilterSection[];
  /** Все свойства разделов (не общие), для привязки к разделу */
  properties: ExchangeProperty[];
  /** Общие свойства (раздел 0) */
  sharedProperties: ExchangeProperty[];
  /** id обязательных общих свойств */
  sharedPropertiesRequired: number[];
  sharedPropertiesGrouped: SharedPropertyGroup[];
  catalogProperties: ExchangeColumn[];
  elementParameters: ExchangeColumn[];
  columnsInfo: CsvColumn[];
};
export type CatalogExchangeResult = {
  properties?: ExchangeProperty[];
  /** Разделы, свойства которых прочитаны (с подразделами, если просили) */
  processedSections?: number[];
  sharedPropertiesGrouped?: SharedPropertyGroup[];
};
export type CatalogImportJob = {
  id: number;
  fileName: string;
  /** байт */
  size: number;
  status: "checking" | "checked" | "applying" | "done" | "failed" | "discarded";
  /** формат колонок */
  format: ("shop" | "bitrix") | null;
  encoding: ("utf-8" | "windows-1251") | null;
  delimiter: (";" | "," | "\t") | null;
  /** доля текущего этапа */
  progress: number;
  /** проверено строк */
  rowsRead: number;
  rowsApplied: number;
  toCreate: number;
  toUpdate: number;
  unchanged: number;
  rejected: number;
  rowsPerSecond: number | null;
  secondsLeft: number | null;
  mode: ("valid" | "all") | null;
  error: string | null;
  /** Колонки шапки, которые импорт пропускает (не распознана, без названия, повтор) */
  warnings: string[];
  /** Почему строки файла не записать, один раз на файл (нет колонки обязательного свойства);
    такие строки входят в rejected без построчной причины
     */
  fileProblems: string[];
  /** имя или e-mail сотрудника */
  author: string;
  createdAt: string;
  finishedAt: string | null;
};
export type Разделы = number[];
export type GetSectionPropertiesRequest = {
  action: "getSectionProperties";
  includeSubsections: 0 | 1;
  section_ids: Разделы;
};
export type SetRequiredSectionPropertiesRequest = {
  action: "setRequiredSectionProperties";
  /** 0 — общие свойства */
  section_id: number;
  property_ids: number[];
};
export type SetSharedPropertiesGroupedRequest = {
  action: "setSharedPropertiesGrouped";
  grouped_properties: SharedPropertyGroup[];
};
export type SectionPropertyRequest = {
  action: "addSectionProperty" | "removeSectionProperty";
  property_id: number;
  section_id: number;
};
export type ExportRequest = {
  action: "export" | "exportTemplate" | "propertiesInfo";
  SECTION_ID?: Разделы;
  INCLUDE_SUBSECTIONS?: "Y" | "N";
  properties?: number[];
  required?: number[];
  parameters?: string[];
  catalog?: string[];
  encoding?: "utf-8" | "windows-1251";
  delimiter?: ";" | ",";
  /** Y — цены и дробные значения свойств с запятой (1234,50), как их читает русский Excel */
  decimalComma?: "Y" | "N";
};
export type ImportRequest = {
  action: "import";
  /** В форме — файл; сервер сохраняет его и передаёт дальше его имя в хранилище. */
  file: Blob;
};
export type CatalogExchangeRequest =
  | ({
      action: "getSectionProperties";
    } & GetSectionPropertiesRequest)
  | ({
      action: "setRequiredSectionProperties";
    } & SetRequiredSectionPropertiesRequest)
  | ({
      action: "setSharedPropertiesGrouped";
    } & SetSharedPropertiesGroupedRequest)
  | ({
      action: "addSectionProperty";
    } & SectionPropertyRequest)
  | ({
      action: "export";
    } & ExportRequest)
  | ({
      action: "import";
    } & ImportRequest);
export type CatalogExportSummary = {
  /** товаров в файле */
  products: number;
  fileName: string;
  /** Знаки, которых нет в windows-1251, самые частые первыми (для UTF-8 пусто) */
  replaced: {
    character: string;
    /** что записано вместо знака */
    standIn: string;
    /** товаров со знаком */
    products: number;
  }[];
};
export type Exchange1CImport = {
  id: number;
  fileName: string;
  status: "checking" | "writing" | "done" | "failed";
  /** СодержитТолькоИзменения */
  partial: boolean;
  total: number;
  written: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  deactivated: number;
  error: string | null;
  problems: {
    item: string;
    reason: string;
  }[];
  problemCount: number;
  createdAt: string;
  finishedAt: string | null;
};
export type Exchange1CPriceTypeLink = {
  /** Ид типа цен в 1С */
  xmlId: string;
  /** Прайс-лист магазина (price_types.id); null — не сопоставлен */
  priceListId: number | null;
};
export type Exchange1CSettings = {
  /** Ответ init zip=yes|no: 1С может прислать архив */
  zip: boolean;
  /** Ответ init file_limit — наибольшая часть файла в байтах (1–100 МиБ) */
  fileLimit: number;
  /** Статусы заказов, которые уходят в 1С (type=sale) */
  saleStatuses: Статус[];
  /** Что полная выгрузка import.xml (не «только изменения») делает в конце с активными
    товарами из 1С в разделах своих групп, которых в ней нет: deactivate — снимает с
    продажи (как «Деактивировать» в 1С-Битрикс), keep — оставляет как есть
     */
  missingGoods: "deactivate" | "keep";
  /** Типы цен 1С и прайс-листы магазина, в которые пишутся их цены */
  priceTypes: Exchange1CPriceTypeLink[];
};
export type Exchange1CPriceType = {
  xmlId: string;
  /** Название типа цен в 1С (из замечаний импорта) или прайс-листа, который его принял */
  name: string;
  priceListId: number | null;
};
export type Exchange1CAccount = {
  email: string;
  name: string;
  /** У администратора право обмена всегда */
  isAdmin: boolean;
};
export type Exchange1CSettingsData = {
  settings: Exchange1CSettings;
  /** Типы цен 1С — сопоставленные и те, что последние импорты не сопоставили */
  priceTypes: Exchange1CPriceType[];
  priceLists: {
    id: number;
    code: string;
    name: string;
  }[];
  accounts: Exchange1CAccount[];
  /** Вошедший может давать право обмена (администратор) */
  canManageAccounts: boolean;
  /** Адрес обмена для настройки 1С */
  exchangeUrl: string;
};
export type Exchange1CAccountSave = {
  email: string;
  /** true — дать право обмена; false — забрать */
  allowed: boolean;
};
export type CatalogImportRejection = {
  /** номер строки файла (шапка — 1) */
  line: number;
  /** колонка файла, если причина в ней */
  column: string | null;
  reason: string;
};
export type CatalogImportRejectionPage = {
  items: CatalogImportRejection[];
  total: number;
  page: number;
  pageSize: number;
};
export type CatalogImportApply = {
  /** valid — строки без ошибок; all — всё или ничего */
  mode: "valid" | "all";
};
export type CatalogImportColumnChoice = {
  /** номер колонки в шапке с нуля */
  index: number;
  name: string;
  /** свойство по значениям и названию */
  suggestedPropertyId: number | null;
  /** загружается в это свойство; null — нет */
  propertyId: number | null;
  /** выбрано сотрудником (сейчас или для той же шапки) */
  confirmed: boolean;
};
export type CatalogImportNewValue = {
  propertyId: number;
  propertyName: string;
  value: string;
  /** строк с этим значением */
  rows: number;
  /** существующее значение; null — новое */
  valueId: number | null;
  /** Существующие значения свойства */
  options: {
    id: number;
    value: string;
  }[];
};
export type CatalogImportChoices = {
  columns: CatalogImportColumnChoice[];
  /** Свойства магазина для выбора */
  properties: {
    id: number;
    name: string;
    code: string;
  }[];
  newValues: CatalogImportNewValue[];
};
export type CatalogImportChoicesUpdate = {
  columns?: {
    index: number;
    propertyId: number | null;
  }[];
  values?: {
    propertyId: number;
    value: string;
    valueId: number | null;
  }[];
};
export type StaffHistory = {
  changes: StaffChange[];
  /** Записи этого инструмента можно вернуть */
  revertable: boolean;
};
export type StaffTool =
  | "filter"
  | "filter-seo"
  | "section-relations"
  | "search-transitions"
  | "csv-columns"
  | "catalog-exchange"
  | "orders"
  | "certificates"
  | "market-feed"
  | "consent-document"
  | "exchange-1c";
export type AdminCertificate = OrderCertificate & {
  id: number;
  /** Заказ, в котором куплен */
  orderId: number | null;
  createdAt: string;
  /** Оплаты сертификатом, новые сверху */
  uses: {
    orderId: number;
    amount: number;
    /** Заказ отменён, сумма вернулась */
    returned: boolean;
    createdAt: string;
  }[];
};
export type AdminCertificatePage = {
  items: AdminCertificate[];
  page: number;
  pages: number;
  total: number;
};
export type StaffPayment = {
  id: string;
  provider: "test" | "yookassa";
  /** Сумма, которую магазин просил оплатить, ₽ */
  amount: number;
  /** Сумма, которую подтвердил провайдер, ₽; null — платёж не завершён */
  receivedAmount: number | null;
  /** pending — ждёт покупателя; succeeded — оплачен; canceled — не прошёл;
    amount_mismatch — провайдер подтвердил другую сумму: деньги списаны, заказ не оплачен
     */
  status: "pending" | "succeeded" | "canceled" | "amount_mismatch";
  /** Сколько ещё можно вернуть по этому платежу, ₽ */
  refundable: number;
  createdAt: string;
};
export type AdminOrderDetail = OrderDetail & {
  /** Статусы, в которые сервер переведёт заказ из текущего (то же правило, что проверяет
    смену статуса); пусто — статус окончательный
     */
  allowedStatuses: Статус[];
  /** Платежи заказа у провайдера, старые первыми */
  payments: StaffPayment[];
  /** Наибольшая сумма, которую можно вернуть одним возвратом, ₽; 0 — нечего */
  refundable: number;
};
export type RefundRequest = {
  /** Рубли, не больше двух знаков после точки (копейки) */
  amount: number;
  /** Ключ нажатия; повтор с тем же ключом не делает второй возврат */
  idempotencyKey: string;
};
export type PageSeo = {
  meta: {
    name: string;
    content: string;
  }[];
  title: string;
  h1: string;
  canonical: string;
};
export type PageVariables = {
  GOODS_MIN_PRICE: number;
  GOODS_MAX_PRICE: number;
  GOODS_COUNT: number;
};
export type PageCommon = {
  /** HTML содержимого */
  content: string;
  css: {
    hash: string;
    href: string;
  }[];
  js: {
    hash: string;
    src?: string;
    content?: string;
  }[];
  /** HTML панели редактора */
  panel: string;
  seo: PageSeo;
  breadcrumbs: {
    title: string;
    link: string;
  }[];
  variables: PageVariables;
};
export type HomePageData = {
  /** Блоки меню главной страницы (mainPage) */
  menu: MenuItem[];
  newProducts: ProductCard[];
  discountedProducts: ProductCard[];
  reviews: Review[];
};
export type HomePage = PageCommon & {
  type: "home";
  data: HomePageData;
};
export type CatalogSubsection = {
  code: string;
  name: string;
  url: string;
  /** Число товаров раздела с подразделами */
  count: number;
};
export type CatalogFilterValue = {
  value: string;
  slug: string;
  /** Сколько товаров будет, если отметить значение (выбор в этом же свойстве не сужает счёт) */
  count: number;
  selected: boolean;
  /** Адрес с переключённым значением (1 значение — посадочная страница) */
  url: string;
};
export type CatalogFilterProperty = {
  propertyId: number;
  /** Имя параметра запроса */
  code: string;
  name: string;
  /** Значения вида 40x50, отсортированы как числа */
  isSize: boolean;
  values: CatalogFilterValue[];
};
export type CatalogPriceRange = {
  /** Наименьшая цена выборки без учёта фильтра цены (0 — товаров нет) */
  min: number;
  max: number;
  /** price_from из запроса */
  from: number | null;
  /** price_to из запроса */
  to: number | null;
};
export type CatalogInStock = {
  /** Сколько товаров покажет страница с отмеченным флажком (остальные фильтры и цена учтены) */
  count: number;
  selected: boolean;
  /** Адрес, который ставит или снимает флажок (страница 1) */
  url: string;
};
export type CatalogSelectedValue = {
  propertyCode: string;
  property: string;
  value: string;
  removeUrl: string;
};
export type CatalogSort = "popularity" | "price_asc" | "price_desc" | "new";
export type CatalogSortOption = {
  code: CatalogSort;
  name: string;
  url: string;
  selected: boolean;
};
export type CatalogProductCard = ProductCard & {
  /** Скидка, %, от old_price (0 — без скидки) */
  discountPercent: number;
};
export type Pagination = {
  /** Текущая страница (с 1) */
  page: number;
  /** Число страниц (0 — список пуст) */
  pageCount: number;
  pageSize: number;
  /** Число элементов во всём списке */
  total: number;
};
export type LinkItem = {
  title: string;
  link: string;
};
export type SectionPageData = {
  /** Раздел; null — корень каталога `/shop/` */
  section: {
    id: number;
    code: string;
    name: string;
    /** HTML описания раздела */
    description: string | null;
    url: string;
  } | null;
  /** Посадочная страница одного значения фильтра; null — обычная страница раздела */
  landing: {
    propertyCode: string;
    propertyName: string;
    value: string;
    slug: string;
  } | null;
  /** Подразделы (у корня — разделы верхнего уровня) с числом товаров */
  subsections: CatalogSubsection[];
  /** Свойства умного фильтра в порядке настроек раздела */
  filter: CatalogFilterProperty[];
  price: CatalogPriceRange;
  inStock: CatalogInStock;
  /** Выбранные значения («чипсы») со ссылкой, снимающей значение */
  selected: CatalogSelectedValue[];
  /** Адрес раздела без фильтров (сортировка сохраняется) */
  resetUrl: string;
  sort: CatalogSort;
  sorts: CatalogSortOption[];
  /** Товары текущей страницы (до 24) */
  products: CatalogProductCard[];
  pagination: Pagination;
  /** Ссылки на посадочные страницы свойств с включённым тегированием (UF_ACTIVE) */
  tags: LinkItem[];
  /** На посадочной странице — соседние значения того же свойства (UF_RE_LINK) */
  relinks: LinkItem[];
};
export type SectionPage = PageCommon & {
  type: "section";
  data: SectionPageData;
};
export type ProductProperty = {
  name: string;
  value: string;
};
export type ProductDetail = {
  id: number;
  code: string;
  name: string;
  /** /product/{sectionCode}/{productCode}/ */
  url: string;
  kind: "regular" | "gift_certificate" | "photo_custom";
  /** Адреса картинок по порядку */
  images: string[];
  /** Цена для города посетителя; null — товара нет в прайс-листе города, купить нельзя */
  price: number | null;
  /** Цена до скидки */
  oldPrice: number | null;
  /** Есть цена и остаток больше 0 */
  available: boolean;
  stock: number;
  /** Рабочих дней на изготовление под заказ; 0 — товар со склада, с остатком */
  productionDays: number;
  brand: string | null;
  /** Артикул */
  sku: string;
  isNew: boolean;
  properties: ProductProperty[];
  /** HTML описания */
  description: string;
  sectionCode: string | null;
  /** Разделы от корня до основного раздела товара */
  sectionChain: LinkItem[];
};
export type ReviewSummary = {
  items: Review[];
  /** Средняя оценка (0 — отзывов нет) */
  average: number;
  count: number;
};
export type ProductPageData = {
  product: ProductDetail;
  reviews: ReviewSummary;
  /** До 8 товаров того же раздела */
  related: ProductCard[];
};
export type ProductPage = PageCommon & {
  type: "product";
  data: ProductPageData;
};
export type ProductListPageData = {
  list: "new" | "discounts";
  sectionCode: string | null;
  sectionName: string | null;
  sort: CatalogSort;
  /** Порядки товаров, как в разделе каталога (`?sort=`); новинки по умолчанию — сначала новые, скидки — по популярности */
  sorts: CatalogSortOption[];
  products: ProductCard[];
  pagination: Pagination;
};
export type ProductListPage = PageCommon & {
  type: "new" | "discounts";
  data: ProductListPageData;
};
export type PromotionsPageData = {
  /** Товары с самой большой скидкой */
  discounted: ProductCard[];
};
export type PromotionsPage = PageCommon & {
  type: "promotions";
  data: PromotionsPageData;
};
export type GiftCertificate = {
  /** id для добавления в корзину */
  productId: number;
  name: string;
  nominal: number;
  price: number;
  url: string;
  image: string | null;
  available: boolean;
};
export type GiftCertificatesPageData = {
  certificates: GiftCertificate[];
};
export type GiftCertificatesPage = PageCommon & {
  type: "giftCertificates";
  data: GiftCertificatesPageData;
};
export type ReviewsPageData = {
  items: Review[];
  average: number;
  count: number;
  pagination: Pagination;
};
export type ReviewsPage = PageCommon & {
  type: "reviews";
  data: ReviewsPageData;
};
export type ClubPost = {
  kind: "club" | "blog";
  code: string;
  title: string;
  preview: string;
  /** /club/{code}/ или /club/blog/{code}/ */
  url: string;
  publishedAt: string;
};
export type ClubListPageData = {
  kind: "club" | "blog";
  posts: ClubPost[];
  pagination: Pagination;
};
export type ClubPostPageData = {
  kind: "club" | "blog";
  postCode: string;
  post: ClubPost;
};
export type ClubPage = PageCommon & {
  type: "club";
  data: ClubListPageData | ClubPostPageData;
};
export type ShippingPageData = {
  locationCode: string | null;
  shipping: ShippingInfo;
};
export type ShippingPage = PageCommon & {
  type: "shipping";
  data: ShippingPageData;
};
export type ContactsPageData = {
  city: string;
  phone: Phone;
};
export type ContactsPage = PageCommon & {
  type: "contacts";
  data: ContactsPageData;
};
export type SearchPageData = {
  query: string;
  sort: CatalogSort;
  /** Порядки товаров, как в разделе каталога (`?sort=`); по умолчанию — по популярности */
  sorts: CatalogSortOption[];
  /** Совпадений больше, чем показывается (не больше 1200, 50 страниц): pagination.total — этот
    предел, а не точное число; показывайте «1200+» и предлагайте уточнить запрос.
     */
  totalIsCapped: boolean;
  correctedQuery: string | null;
  notice: string | null;
  sections: SearchSection[];
  products: ProductCard[];
  pagination: Pagination;
};
export type SearchPage = PageCommon & {
  type: "search";
  data: SearchPageData;
};
export type PlainPage = PageCommon & {
  type:
    | "content"
    | "corporate"
    | "photo"
    | "favorites"
    | "checkout"
    | "personal"
    | "admin";
  /** У этих страниц данных нет */
  data: null | null;
};
export type PageJson =
  | ({
      type: "home";
    } & HomePage)
  | ({
      type: "section";
    } & SectionPage)
  | ({
      type: "product";
    } & ProductPage)
  | ({
      type: "new";
    } & ProductListPage)
  | ({
      type: "discounts";
    } & ProductListPage)
  | ({
      type: "promotions";
    } & PromotionsPage)
  | ({
      type: "giftCertificates";
    } & GiftCertificatesPage)
  | ({
      type: "reviews";
    } & ReviewsPage)
  | ({
      type: "club";
    } & ClubPage)
  | ({
      type: "shipping";
    } & ShippingPage)
  | ({
      type: "contacts";
    } & ContactsPage)
  | ({
      type: "search";
    } & SearchPage)
  | ({
      type: "content";
    } & PlainPage)
  | ({
      type: "corporate";
    } & PlainPage)
  | ({
      type: "photo";
    } & PlainPage)
  | ({
      type: "favorites";
    } & PlainPage)
  | ({
      type: "checkout";
    } & PlainPage)
  | ({
      type: "personal";
    } & PlainPage)
  | ({
      type: "admin";
    } & PlainPage);
export const {
  useExchange1CGetQuery,
  useLazyExchange1CGetQuery,
  useExchange1CPostMutation,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useSignInMutation,
  useRegisterMutation,
  useSignOutMutation,
  useGetUserProfileQuery,
  useLazyGetUserProfileQuery,
  useGetBasketInfoQuery,
  useLazyGetBasketInfoQuery,
  useAddToBasketMutation,
  useRemoveFromBasketMutation,
  useClearBasketMutation,
  useUpdateBasketQuantityMutation,
  useApplyCouponMutation,
  useRemoveCouponMutation,
  useGetPhotoKitOfferQuery,
  useLazyGetPhotoKitOfferQuery,
  useGetPhotoKitPaletteQuery,
  useLazyGetPhotoKitPaletteQuery,
  useGetPhotoKitPreviewQuery,
  useLazyGetPhotoKitPreviewQuery,
  useGetPhotoKitPhotoQuery,
  useLazyGetPhotoKitPhotoQuery,
  useAddPhotoKitToBasketMutation,
  useGetFavoritesQuery,
  useLazyGetFavoritesQuery,
  useSetFavoritesMutation,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useGetFavoriteProductsQuery,
  useLazyGetFavoriteProductsQuery,
  useSubscribeStockNoticeMutation,
  useUnsubscribeStockNoticeQuery,
  useLazyUnsubscribeStockNoticeQuery,
  useGetPhoneByLocationIdQuery,
  useLazyGetPhoneByLocationIdQuery,
  useGetDefaultPhoneQuery,
  useLazyGetDefaultPhoneQuery,
  useGetCurrentLocationQuery,
  useLazyGetCurrentLocationQuery,
  useGetAdditionalCitiesQuery,
  useLazyGetAdditionalCitiesQuery,
  useSetLocationMutation,
  useGetDefaultLocationListQuery,
  useLazyGetDefaultLocationListQuery,
  useGetDefaultLocationQuery,
  useLazyGetDefaultLocationQuery,
  useSearchLocationsQuery,
  useLazySearchLocationsQuery,
  useGetTopmostMenuQuery,
  useLazyGetTopmostMenuQuery,
  useGetCatalogAdditionalMenuQuery,
  useLazyGetCatalogAdditionalMenuQuery,
  useGetCatalogMenuQuery,
  useLazyGetCatalogMenuQuery,
  useGetMainPageMenuQuery,
  useLazyGetMainPageMenuQuery,
  useGetSearchSuggestionsQuery,
  useLazyGetSearchSuggestionsQuery,
  useAddReviewMutation,
  useSendCorporateRequestMutation,
  useGetShippingOptionsQuery,
  useLazyGetShippingOptionsQuery,
  useGetCheckoutOptionsQuery,
  useLazyGetCheckoutOptionsQuery,
  usePlaceOrderMutation,
  useCheckCertificateMutation,
  useYookassaNotificationMutation,
  useGetTestPaymentQuery,
  useLazyGetTestPaymentQuery,
  useDecideTestPaymentMutation,
  useGetMyOrdersQuery,
  useLazyGetMyOrdersQuery,
  useGetMyOrderQuery,
  useLazyGetMyOrderQuery,
  useCancelMyOrderMutation,
  useRepeatMyOrderMutation,
  usePayMyOrderMutation,
  useGetMyPurchasesQuery,
  useLazyGetMyPurchasesQuery,
  useGetMyReviewsQuery,
  useLazyGetMyReviewsQuery,
  useUpdateMyReviewMutation,
  useDeleteMyReviewMutation,
  useGetMyConsentsQuery,
  useLazyGetMyConsentsQuery,
  useGetMySubscriptionsQuery,
  useLazyGetMySubscriptionsQuery,
  useSaveMySubscriptionsMutation,
  useUnsubscribeByLinkQuery,
  useLazyUnsubscribeByLinkQuery,
  useUnsubscribeOneClickMutation,
  useSaveMyProfileMutation,
  useChangeMyPasswordMutation,
  useRequestMyPasswordLinkMutation,
  useGetMyAddressesQuery,
  useLazyGetMyAddressesQuery,
  useAddMyAddressMutation,
  useDeleteMyAddressMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetAdminFilterConfigQuery,
  useLazyGetAdminFilterConfigQuery,
  useGetAdminFilterConfigDetailQuery,
  useLazyGetAdminFilterConfigDetailQuery,
  useCopyAdminFilterConfigMutation,
  useBindAdminFilterConfigMutation,
  useDisableAdminFilterPropertyMutation,
  useEnableAdminFilterPropertyMutation,
  useSaveAdminFilterConfigMutation,
  useGetFilterSeoUrlsQuery,
  useLazyGetFilterSeoUrlsQuery,
  useGetFilterSeoDetailQuery,
  useLazyGetFilterSeoDetailQuery,
  useSaveFilterSeoMutation,
  useSaveFilterSeoItemMutation,
  useDeleteFilterSeoMutation,
  useGetAdminSearchTransitionsQuery,
  useLazyGetAdminSearchTransitionsQuery,
  useWriteAdminSearchTransitionMutation,
  useGetAdminCsvColumnsQuery,
  useLazyGetAdminCsvColumnsQuery,
  useSaveAdminCsvColumnsMutation,
  useGetAdminSectionRelationsQuery,
  useLazyGetAdminSectionRelationsQuery,
  useSaveAdminSectionRelationsMutation,
  useGetAdminMarketFeedQuery,
  useLazyGetAdminMarketFeedQuery,
  useSaveAdminMarketFeedMutation,
  useGetAdminConsentDocumentQuery,
  useLazyGetAdminConsentDocumentQuery,
  useSaveAdminConsentDocumentMutation,
  useGetAdminCatalogExchangeQuery,
  useLazyGetAdminCatalogExchangeQuery,
  usePostAdminCatalogExchangeMutation,
  useGetAdminCatalogExportQuery,
  useLazyGetAdminCatalogExportQuery,
  useGetAdminCatalogExportSummaryQuery,
  useLazyGetAdminCatalogExportSummaryQuery,
  useGetAdminExchange1CImportsQuery,
  useLazyGetAdminExchange1CImportsQuery,
  useGetAdminExchange1CSettingsQuery,
  useLazyGetAdminExchange1CSettingsQuery,
  useSaveAdminExchange1CSettingsMutation,
  useSaveAdminExchange1CAccountMutation,
  useGetAdminCatalogImportJobsQuery,
  useLazyGetAdminCatalogImportJobsQuery,
  useGetAdminCatalogImportJobQuery,
  useLazyGetAdminCatalogImportJobQuery,
  useGetAdminCatalogImportRejectionsQuery,
  useLazyGetAdminCatalogImportRejectionsQuery,
  useGetAdminCatalogImportReportQuery,
  useLazyGetAdminCatalogImportReportQuery,
  useApplyAdminCatalogImportMutation,
  useDiscardAdminCatalogImportMutation,
  useGetAdminCatalogImportChoicesQuery,
  useLazyGetAdminCatalogImportChoicesQuery,
  useSetAdminCatalogImportChoicesMutation,
  useGetAdminHistoryQuery,
  useLazyGetAdminHistoryQuery,
  useRevertAdminChangeMutation,
  useGetAdminCertificatesQuery,
  useLazyGetAdminCertificatesQuery,
  useBlockAdminCertificateMutation,
  useGetAdminOrdersQuery,
  useLazyGetAdminOrdersQuery,
  useGetAdminOrderQuery,
  useLazyGetAdminOrderQuery,
  useSetAdminOrderStatusMutation,
  useRefundAdminOrderMutation,
  useGetAdminPhotoKitPatternQuery,
  useLazyGetAdminPhotoKitPatternQuery,
  useGetAdminPhotoKitLegendQuery,
  useLazyGetAdminPhotoKitLegendQuery,
  useGetPageQuery,
  useLazyGetPageQuery,
} = injectedRtkApi;
