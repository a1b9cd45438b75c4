import { useEffect, useRef, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useToast } from '@ui/Toast';
import { errorMessageOf } from '@features/api';
import type { CatalogImportChoicesUpdate, CatalogImportJob } from '@features/api';
import type { ApplyMode } from './components/ImportDecision';
import { ImportCardView } from './components/ImportCardView';
import {
  reportUrl,
  useApplyAdminCatalogImportMutation,
  useDiscardAdminCatalogImportMutation,
  useGetAdminCatalogImportChoicesQuery,
  useGetAdminCatalogImportJobQuery,
  useGetAdminCatalogImportJobsQuery,
  useGetAdminCatalogImportRejectionsQuery,
  useSetAdminCatalogImportChoicesMutation,
  useUploadCatalogImportMutation,
} from './importApi';
import { isRunning, jobToResume, writtenText } from './importJobText';
import { uploadProblemOf, type UploadProblem } from './uploadProblem';

/** How often a running job is asked for its progress. */
const POLL_MS = 1000;

const hasRejectionsToShow = (job: CatalogImportJob | null) =>
  !!job && job.rejected > 0 && job.status !== 'checking' && job.status !== 'applying';

/** The import card wired to the server: upload, poll the running job, decide, browse history. */
export function ImportCard() {
  const { showToast } = useToast();
  const history = useGetAdminCatalogImportJobsQuery();
  const [chosenId, setChosenId] = useState<number | null>(null);
  // A page opened while an import runs (or waits for a decision) shows that import again, and
  // keeps showing it once it ends: otherwise the finished job would vanish with its outcome.
  const resumeId = history.data ? (jobToResume(history.data.jobs)?.id ?? null) : null;
  if (chosenId === null && resumeId !== null) setChosenId(resumeId);
  const shownId = chosenId ?? resumeId;

  const [pollMs, setPollMs] = useState(0);
  const polled = useGetAdminCatalogImportJobQuery(shownId === null ? skipToken : { id: shownId }, {
    pollingInterval: pollMs,
    skipPollingIfUnfocused: false,
  });
  const listed = history.data?.jobs.find((j) => j.id === shownId) ?? null;
  const job = (polled.data?.id === shownId ? polled.data : null) ?? listed;
  const wantPollMs = job && isRunning(job.status) ? POLL_MS : 0;
  // Polling follows the job's own status: on while it runs, off once it stopped.
  if (wantPollMs !== pollMs) setPollMs(wantPollMs);

  const [pageOf, setPageOf] = useState({ id: shownId, page: 1 });
  const page = pageOf.id === shownId ? pageOf.page : 1;
  const rejections = useGetAdminCatalogImportRejectionsQuery(
    hasRejectionsToShow(job) && shownId !== null ? { id: shownId, page } : skipToken,
  );

  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const [upload, uploading] = useUploadCatalogImportMutation();
  const send = async () => {
    if (!file) return;
    setProblem(null);
    try {
      const created = await upload(file).unwrap();
      setChosenId(created.id);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      setProblem(uploadProblemOf(error));
    }
  };

  const [apply] = useApplyAdminCatalogImportMutation();
  const [discard] = useDiscardAdminCatalogImportMutation();
  const [sending, setSending] = useState<ApplyMode | 'discard' | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);
  const decide = async (what: ApplyMode | 'discard') => {
    if (!job) return;
    setSending(what);
    setDecisionError(null);
    try {
      if (what === 'discard') await discard({ id: job.id }).unwrap();
      else await apply({ id: job.id, catalogImportApply: { mode: what } }).unwrap();
    } catch (error) {
      setDecisionError(errorMessageOf(error, 'Не удалось отправить решение. Попробуйте ещё раз.'));
      // A 409 means the job moved on elsewhere (another tab): show where it is now.
      void polled.refetch();
    } finally {
      setSending(null);
    }
  };

  // Issue 25 points 1 and 2: a checked file's column mapping and new values; asked again each
  // time the file is checked again (a changed mapping sends it back to checking).
  const choices = useGetAdminCatalogImportChoicesQuery(
    job?.status === 'checked' ? { id: job.id } : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const [setChoices, settingChoices] = useSetAdminCatalogImportChoicesMutation();
  const [choicesError, setChoicesError] = useState<string | null>(null);
  const choose = async (update: CatalogImportChoicesUpdate) => {
    if (!job) return;
    setChoicesError(null);
    try {
      await setChoices({ id: job.id, catalogImportChoicesUpdate: update }).unwrap();
      if (!update.columns) void choices.refetch();
    } catch (error) {
      setChoicesError(errorMessageOf(error, 'Не удалось сохранить выбор. Попробуйте ещё раз.'));
    }
  };

  // The write may end while the staff member looks elsewhere on the screen: say how it ended.
  const seen = useRef<{ id: number; status: CatalogImportJob['status'] } | null>(null);
  useEffect(() => {
    if (!job) return;
    const before = seen.current;
    seen.current = { id: job.id, status: job.status };
    if (before?.id !== job.id || before.status !== 'applying') return;
    if (job.status === 'done')
      showToast({ variant: 'success', title: 'Загрузка записана', text: writtenText(job) });
    if (job.status === 'failed')
      showToast({ variant: 'error', title: 'Загрузка остановлена', text: job.error ?? undefined });
  }, [job, showToast]);

  return (
    <ImportCardView
      picker={{
        file,
        onFileChange: (chosen) => {
          setFile(chosen);
          setProblem(null);
        },
        onUpload: () => void send(),
        uploading: uploading.isLoading,
        problem,
        inputKey,
      }}
      shown={
        job && {
          job,
          connectionLost: polled.isError,
          rejections: rejections.data ?? null,
          rejectionsLoading: rejections.isFetching,
          rejectionsError: rejections.isError
            ? errorMessageOf(rejections.error, 'Не удалось загрузить отклонённые строки.')
            : null,
          onRejectionsPage: (next) => setPageOf({ id: shownId, page: next }),
          reportHref: reportUrl(job.id),
          onApply: (mode) => void decide(mode),
          onDiscard: () => void decide('discard'),
          sending,
          decisionError,
          choices: choices.data && {
            data: choices.data,
            onConfirmColumns: (columns) => void choose({ columns }),
            onChooseValue: (value) => void choose({ values: [value] }),
            sending: settingChoices.isLoading,
            error: choicesError,
          },
        }
      }
      jobs={history.data?.jobs ?? null}
      historyError={
        history.isError
          ? errorMessageOf(history.error, 'Проверьте связь и попробуйте ещё раз.')
          : null
      }
      onRetryHistory={() => void history.refetch()}
      onSelectJob={(id) => {
        setChosenId(id);
        setDecisionError(null);
      }}
    />
  );
}
