import { useState } from 'react';
import { useCheckCertificateMutation } from '@features/api';
import type { AppliedCertificate } from '../certificatePayment';
import { CERTIFICATE_TEXTS } from '../checkoutTexts';

/** The server's Russian reason for a refused code, or a general failure text. */
function refusalOf(failure: unknown): string {
  const message = (failure as { data?: { error?: { message?: unknown } } } | undefined)?.data?.error
    ?.message;
  return typeof message === 'string' ? message : CERTIFICATE_TEXTS.checkFailed;
}

/**
 * The checkout's gift certificate (issue 26 point 1): a typed code is checked by the server and,
 * when it can pay, kept with its balance for the sums and the order; the order spends it.
 */
export function useGiftCertificate() {
  const [check, { isLoading }] = useCheckCertificateMutation();
  const [applied, setApplied] = useState<AppliedCertificate | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = async (code: string) => {
    setError(null);
    try {
      const { result } = await check({ body: { code } }).unwrap();
      setApplied(result);
    } catch (failure) {
      setError(refusalOf(failure));
    }
  };

  return { applied, error, busy: isLoading, apply, remove: () => setApplied(null) };
}
