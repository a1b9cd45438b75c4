import { api, type BasketInfoResponse } from '@features/api';
import type { Crop } from '@mosaic';
import type { KitChoice } from './kitChoice';

/** @internal exported for a test only */
export const ADD_PHOTO_KIT_URL = '/api/catalog/basket/addPhotoKit';

/** A kit for the basket: the choice, the frame, the preview's chart hash and the photo file. */
export interface PhotoKitUpload extends KitChoice {
  crop: Crop;
  chartHash: string;
  photo: File;
}

/**
 * The form the server reads (openapi addPhotoKitToBasket): every field first, the file last, so
 * the server has checked the fields before the photo streams in.
 */
function photoKitForm(kit: PhotoKitUpload): FormData {
  const form = new FormData();
  const fields: [string, string | number | boolean][] = [
    ['productId', kit.productId],
    ['orientation', kit.orientation],
    ['drillShape', kit.drillShape],
    ['colourMode', kit.colourMode],
    ['canvas', kit.canvas],
    ['maxColours', kit.maxColours],
    ['dithering', kit.dithering],
    ['crop[x]', kit.crop.x],
    ['crop[y]', kit.crop.y],
    ['crop[width]', kit.crop.width],
    ['crop[height]', kit.crop.height],
    ['chartHash', kit.chartHash],
  ];
  for (const [name, value] of fields) form.append(name, String(value));
  form.append('photo', kit.photo, kit.photo.name);
  return form;
}

// The generated mutation sends JSON; the upload is a browser form with the file, and
// fetchBaseQuery sends a FormData body as multipart with its own boundary.
/** @internal exported for a test only */
export const photoKitApi = api.injectEndpoints({
  endpoints: (build) => ({
    addPhotoKit: build.mutation<BasketInfoResponse, PhotoKitUpload>({
      query: (kit) => ({ url: ADD_PHOTO_KIT_URL, method: 'POST', body: photoKitForm(kit) }),
      // As every basket change: the header's counter and the basket reload (features/api).
      invalidatesTags: ['Basket'],
    }),
  }),
});

export const { useAddPhotoKitMutation } = photoKitApi;
