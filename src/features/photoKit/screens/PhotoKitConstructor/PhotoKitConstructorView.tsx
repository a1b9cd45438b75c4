import { useId } from 'react';
import styled from 'styled-components';
import type { PhotoKitOffer } from '@features/api';
import type { Chart, Crop } from '@mosaic';
import type { LinkComponent } from '@ui/Button';
import { ErrorState } from '@ui/ErrorState';
import { LoadingBlock } from '@ui/LoadingOverlay';
import { up } from '@ui/tokens';
import { CropFrame } from '../../components/CropFrame';
import { KitOptions } from '../../components/KitOptions';
import { KitPrice } from '../../components/KitPrice';
import { MosaicLegend } from '../../components/MosaicLegend';
import { MosaicPreview } from '../../components/MosaicPreview';
import { PhotoPicker } from '../../components/PhotoPicker';
import { Panel } from '../../components/constructorStyles';
import { kitGrid, kitPrice, sizeOf, type KitChoice } from '../../kitChoice';
import { photoProblemText, type PhotoProblem } from '../../photoKitTexts';

const Root = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: var(--font-size-xl);
`;

/** Photo and frame on the left, options and price on the right; one column on a phone. */
const Columns = styled.div`
  display: grid;
  gap: 16px;
  align-items: start;
  ${up('md-lg')} {
    grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr);
  }
`;

/** The preview beside its legend where both fit, else one under the other. */
const Results = styled.div`
  display: grid;
  gap: 16px;
  align-items: start;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The chosen photo as the page shows it: its object url and oriented size. */
interface ShownPhoto {
  url: string;
  name: string;
  width: number;
  height: number;
}

export interface PhotoKitConstructorViewProps {
  /** Sizes and prices for the visitor's city; null while they load. */
  offer: PhotoKitOffer | null;
  /** Why the offer could not be loaded. */
  loadError: string | null;
  onRetry: () => void;
  /** The options chosen (the offer's defaults at first); null while the offer loads. */
  choice: KitChoice | null;
  onChoiceChange: (choice: KitChoice) => void;
  photo: ShownPhoto | null;
  /** True while the chosen file is being read. */
  reading: boolean;
  /** Why no chart can be made (a refused file, a photo too small for the size). */
  problem: PhotoProblem | null;
  onPhotoChoose: (file: File) => void;
  onPhotoRefuse: (problem: PhotoProblem) => void;
  crop: Crop | null;
  onCropChange: (crop: Crop) => void;
  /** The chart on screen (the one before while a new one is made). */
  chart: Chart | null;
  /** True while the chart of the current options is being made. */
  building: boolean;
  /** True once a chart of exactly the current options is on screen. */
  canAdd: boolean;
  adding: boolean;
  added: boolean;
  /** The server's refusal of the kit, in its words. */
  addError: string | null;
  onAdd: () => void;
  /** Router adapter for the link to the basket. */
  linkAs?: LinkComponent;
}

/**
 * The photo-kit constructor (issue 16): the photo and its frame, the kit's options with the
 * price, and the pattern itself with its legend.
 */
export function PhotoKitConstructorView(props: PhotoKitConstructorViewProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Title id={titleId}>Алмазная мозаика по вашему фото</Title>
      <ConstructorBody {...props} />
    </Root>
  );
}

function ConstructorBody({
  offer,
  loadError,
  onRetry,
  choice,
  onChoiceChange,
  photo,
  reading,
  problem,
  onPhotoChoose,
  onPhotoRefuse,
  crop,
  onCropChange,
  chart,
  building,
  canAdd,
  adding,
  added,
  addError,
  onAdd,
  linkAs,
}: PhotoKitConstructorViewProps) {
  if (loadError) return <ErrorState text={loadError} onRetry={onRetry} />;
  const size = offer && choice ? sizeOf(offer, choice.productId) : undefined;
  if (!offer || !choice || !size) return <LoadingBlock label="Загрузка конструктора" />;

  const grid = kitGrid(size, choice.orientation);
  const { price, oldPrice } = kitPrice(size, choice.canvas);
  return (
    <>
      <Columns>
        <Panel>
          <PhotoPicker
            maxBytes={offer.maxPhotoBytes}
            fileName={photo?.name ?? null}
            reading={reading}
            problem={problem && photoProblemText(problem, offer.maxPhotoBytes)}
            onChoose={onPhotoChoose}
            onRefuse={onPhotoRefuse}
          />
          {photo && crop && (
            <CropFrame
              photoUrl={photo.url}
              photo={photo}
              grid={grid}
              crop={crop}
              onCropChange={onCropChange}
            />
          )}
        </Panel>
        <Panel>
          <KitOptions sizes={offer.sizes} choice={choice} onChange={onChoiceChange} />
          <KitPrice
            price={price}
            oldPrice={oldPrice}
            canAdd={canAdd}
            adding={adding}
            added={added}
            error={addError}
            onAdd={onAdd}
            linkAs={linkAs}
          />
        </Panel>
      </Columns>
      {photo && !problem && (
        <Results>
          <MosaicPreview
            chart={chart}
            grid={grid}
            drillShape={choice.drillShape}
            building={building}
          />
          {chart && <MosaicLegend colours={chart.colours} />}
        </Results>
      )}
    </>
  );
}
