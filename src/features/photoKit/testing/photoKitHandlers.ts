import { http, HttpResponse } from 'msw';
import { photoKitOffer, photoKitPalette } from './constructorFixtures';

/**
 * MSW handlers for what the constructor loads before a photo is chosen: the offer (the demo's four
 * sizes) and the palette. Stories that show the constructor add them in `beforeEach`.
 */
export const photoKitHandlers = [
  http.get('/api/photo-kits/offer', () => HttpResponse.json({ result: photoKitOffer() })),
  http.get('/api/photo-kits/palette', () => HttpResponse.json({ result: photoKitPalette() })),
];
