import { useState } from 'react';
import {
  errorMessageOf,
  useGetPhotoKitOfferQuery,
  useGetPhotoKitPaletteQuery,
} from '@features/api';
import { RouterLink } from '@features/page';
import { usePhotoKit } from '../../hooks/usePhotoKit';
import { useAddPhotoKitMutation } from '../../photoKitApi';
import { PhotoKitConstructorView } from './PhotoKitConstructorView';

export interface PhotoKitConstructorProps {
  /** A photo product whose size is chosen first (its product page); the offer's first without. */
  productId?: number;
}

/** The constructor wired to the shop: the offer and palette, the worker, the basket upload. */
export function PhotoKitConstructor({ productId }: PhotoKitConstructorProps) {
  const offer = useGetPhotoKitOfferQuery({ productId });
  const palette = useGetPhotoKitPaletteQuery();
  const kit = usePhotoKit(offer.data?.result, palette.data?.result.colours);
  const [addKit, adding] = useAddPhotoKitMutation();
  // What was sent, so 'Набор в корзине' and an error belong to that very kit only.
  const [outcome, setOutcome] = useState<{ key: string; error: string | null } | null>(null);
  const add = async () => {
    const { upload, uploadKey } = kit;
    if (!upload || !uploadKey) return;
    setOutcome(null);
    try {
      await addKit(upload).unwrap();
      setOutcome({ key: uploadKey, error: null });
    } catch (error) {
      const text = errorMessageOf(error, 'Не удалось положить набор в корзину. Попробуйте ещё раз');
      setOutcome({ key: uploadKey, error: text });
    }
  };
  const current = outcome && outcome.key === kit.uploadKey ? outcome : null;
  const failed = offer.error ?? palette.error;

  return (
    <PhotoKitConstructorView
      offer={offer.data?.result ?? null}
      loadError={
        failed
          ? errorMessageOf(failed, 'Не удалось загрузить конструктор. Попробуйте ещё раз')
          : null
      }
      onRetry={() => {
        if (offer.isError) void offer.refetch();
        if (palette.isError) void palette.refetch();
      }}
      choice={kit.choice}
      onChoiceChange={kit.setChoice}
      photo={
        kit.photo && {
          url: kit.photo.url,
          name: kit.photo.file.name,
          width: kit.photo.facts.width,
          height: kit.photo.facts.height,
        }
      }
      reading={kit.reading}
      problem={kit.problem}
      onPhotoChoose={kit.choose}
      onPhotoRefuse={kit.refuse}
      crop={kit.crop}
      onCropChange={kit.setCrop}
      chart={kit.chart}
      building={kit.building}
      canAdd={kit.upload !== null}
      adding={adding.isLoading}
      added={current !== null && current.error === null}
      addError={current?.error ?? null}
      onAdd={() => void add()}
      linkAs={RouterLink}
    />
  );
}
