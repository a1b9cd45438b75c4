import type { CatalogImportJob } from '@features/api';
import {
  finishingText,
  percentOf,
  phaseText,
  rowsDoneText,
  rowsPerSecondText,
  timeLeftText,
} from '../importJobText';
import { Fill, ProgressHead, Stack, Stats, Track } from './importStyles';

/**
 * Issue 14 point 5: a running job's phase, share done, rows, speed and time left; at 100 % what
 * the job still does instead (issue 25 point 9).
 */
export function ImportProgress({ job }: { job: CatalogImportJob }) {
  const phase = phaseText(job.status);
  const percent = percentOf(job.progress);
  const rows = rowsDoneText(job);
  const rate = rowsPerSecondText(job.rowsPerSecond);
  // At 100 % a time left would read «почти готово» for as long as the last step takes.
  const finishing = finishingText(job);
  return (
    <Stack>
      <ProgressHead>
        <span id={`import-phase-${job.id}`}>{phase}</span>
        <span aria-hidden="true">{percent} %</span>
      </ProgressHead>
      <Track
        role="progressbar"
        aria-labelledby={`import-phase-${job.id}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %, ${rows.toLowerCase()}`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <Stats>
        <span>{rows}</span>
        {finishing ? (
          <span role="status">{finishing}</span>
        ) : (
          <>
            {rate && <span>{rate}</span>}
            <span>{timeLeftText(job.secondsLeft)}</span>
          </>
        )}
      </Stats>
    </Stack>
  );
}
