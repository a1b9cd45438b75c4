import { useEffect, useMemo, useRef, useState } from 'react';
import {
  checkCrop,
  defaultCrop,
  type Chart,
  type ChartOptions,
  type Crop,
  type PaletteColour,
} from '@mosaic';
import type { PhotoKitSize } from '@features/api';
import { kitGrid, type KitChoice } from '../kitChoice';
import type { PhotoProblem } from '../photoKitTexts';
import { startMosaicWorker, type MosaicClient } from '../worker/mosaicClient';
import type { PhotoFacts } from '../worker/mosaicMessages';

/** A photo the worker read: the file to upload, its object url to show, its oriented size. */
interface ChosenPhoto {
  /** Counts the customer's choices, so a crop or a chart knows which photo it belongs to. */
  serial: number;
  file: File;
  url: string;
  facts: PhotoFacts;
}

type PhotoState =
  | { status: 'none' }
  | { status: 'reading'; serial: number }
  | { status: 'ready'; photo: ChosenPhoto }
  | { status: 'failed'; problem: PhotoProblem };

interface ChartAnswer {
  /** The request the answer is for (photo and options). */
  key: string;
  serial: number;
  chart: Chart | null;
}

export interface PhotoMosaic {
  photo: ChosenPhoto | null;
  reading: boolean;
  /** Why no chart can be made: a refused file, a photo too small for the size, a failed chart. */
  problem: PhotoProblem | null;
  crop: Crop | null;
  setCrop: (crop: Crop) => void;
  /** The latest chart of this photo (of the options before, while `building`). */
  chart: Chart | null;
  /** True while the chart of the current photo, crop and options is being made. */
  building: boolean;
  choose: (file: File) => void;
  refuse: (problem: PhotoProblem) => void;
}

/**
 * The photo and its chart (issue 16): the file goes to the worker once, which decodes and keeps
 * it; each change of crop, size or look asks the worker for a new chart, the newest request
 * winning. The page's thread never touches the photo's pixels.
 */
export function usePhotoMosaic(
  palette: readonly PaletteColour[] | undefined,
  size: PhotoKitSize | undefined,
  choice: KitChoice | null,
): PhotoMosaic {
  const client = useRef<MosaicClient | null>(null);
  const serial = useRef(0);
  const [state, setState] = useState<PhotoState>({ status: 'none' });
  const photo = state.status === 'ready' ? state.photo : null;

  useEffect(() => () => client.current?.dispose(), []);
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  const choose = async (file: File) => {
    const mine = ++serial.current;
    setState({ status: 'reading', serial: mine });
    const bytes = await file.arrayBuffer();
    if (mine !== serial.current) return;
    if (!client.current?.alive) client.current = startMosaicWorker();
    const result = await client.current.load(bytes);
    if (!result || mine !== serial.current) return;
    if ('error' in result) {
      setState({ status: 'failed', problem: { code: result.error } });
      return;
    }
    const url = URL.createObjectURL(file);
    setState({ status: 'ready', photo: { serial: mine, file, url, facts: result.photo } });
  };
  const refuse = (problem: PhotoProblem) => {
    serial.current++;
    setState({ status: 'failed', problem });
  };

  // The frame belongs to a photo and a grid: a new photo, size or orientation starts again from
  // the largest centred frame.
  const [kept, setKept] = useState<{ key: string; crop: Crop } | null>(null);
  const orientation = choice?.orientation;
  const grid = useMemo(
    () => (size && orientation ? kitGrid(size, orientation) : null),
    [size, orientation],
  );
  const cropKey = photo && grid ? `${photo.serial}:${grid.cols}x${grid.rows}` : null;
  const crop = useMemo(() => {
    if (!photo || !grid || !cropKey) return null;
    return kept?.key === cropKey ? kept.crop : defaultCrop(photo.facts, grid.cols, grid.rows);
  }, [photo, grid, cropKey, kept]);
  const setCrop = (next: Crop) => cropKey && setKept({ key: cropKey, crop: next });

  const cropProblem = photo && grid && crop ? checkCrop(photo.facts, { ...grid, crop }) : null;
  const colourMode = choice?.colourMode;
  const maxColours = choice?.maxColours;
  const dithering = choice?.dithering;
  const options = useMemo((): ChartOptions | null => {
    if (!grid || !crop || cropProblem || !colourMode || maxColours === undefined) return null;
    const look = { colourMode, maxColours, dithering: dithering === true };
    return { cols: grid.cols, rows: grid.rows, crop, ...look };
  }, [grid, crop, cropProblem, colourMode, maxColours, dithering]);
  const requestKey =
    photo && options && palette ? `${photo.serial}|${JSON.stringify(options)}` : null;

  const [answer, setAnswer] = useState<ChartAnswer | null>(null);
  useEffect(() => {
    if (!requestKey || !options || !palette || !photo || !client.current) return;
    // Read by the benchmark: from here to 'mosaic:painted' is what an option change costs.
    performance.mark('mosaic:options');
    void client.current.chart(options, palette).then((result) => {
      if (!result) return;
      const chart = 'chart' in result ? result.chart : null;
      setAnswer({ key: requestKey, serial: photo.serial, chart });
    });
  }, [requestKey, options, palette, photo]);

  const answered = answer && photo && answer.serial === photo.serial ? answer : null;
  const problem: PhotoProblem | null =
    state.status === 'failed'
      ? state.problem
      : size && grid && cropProblem === 'TOO_SMALL'
        ? { code: 'TOO_SMALL', size: size.size, cols: grid.cols, rows: grid.rows }
        : answered?.key === requestKey && answered.chart === null
          ? { code: 'CHART_FAILED' }
          : null;

  return {
    photo,
    reading: state.status === 'reading',
    problem,
    crop,
    setCrop,
    chart: answered?.chart ?? null,
    building: requestKey !== null && answered?.key !== requestKey,
    choose: (file) => void choose(file),
    refuse,
  };
}
