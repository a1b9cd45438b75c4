import { useState } from 'react';
import type { PhotoKitOffer } from '@features/api';
import type { PaletteColour } from '@mosaic';
import { initialChoice, sizeOf, type KitChoice } from '../kitChoice';
import type { PhotoKitUpload } from '../photoKitApi';
import { usePhotoMosaic, type PhotoMosaic } from './usePhotoMosaic';

export interface PhotoKit extends PhotoMosaic {
  choice: KitChoice | null;
  setChoice: (choice: KitChoice) => void;
  /** The kit to send, once the chart of exactly these options is on screen. */
  upload: PhotoKitUpload | null;
  /** Names the kit to send (photo, options, frame, chart): a change makes it another kit. */
  uploadKey: string | null;
}

/** The constructor's state: the customer's choice over the offer, the photo and its chart. */
export function usePhotoKit(
  offer: PhotoKitOffer | undefined,
  palette: readonly PaletteColour[] | undefined,
): PhotoKit {
  const [picked, setChoice] = useState<KitChoice | null>(null);
  const choice = picked ?? (offer ? initialChoice(offer) : null);
  const size = offer && choice ? sizeOf(offer, choice.productId) : undefined;
  const mosaic = usePhotoMosaic(palette, size, choice);

  const { photo, crop, chart, building, problem } = mosaic;
  const ready = choice && photo && crop && chart && !building && !problem;
  const upload = ready ? { ...choice, crop, chartHash: chart.hash, photo: photo.file } : null;
  const uploadKey = ready
    ? `${photo.serial}|${JSON.stringify({ ...choice, crop, hash: chart.hash })}`
    : null;
  return { ...mosaic, choice, setChoice, upload, uploadKey };
}
