import type { ReactNode } from 'react';
import { ErrorText } from './ErrorText';
import { hasContent, joinIds } from './util';

/** Ids and flags for a field's hint and error, shared by every input so they are wired the same way. */
export function fieldMessageIds(id: string, hint: ReactNode, error: ReactNode) {
  const hasHint = hasContent(hint);
  const hasError = hasContent(error);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return { hasHint, hasError, hintId, errorId, describedBy: joinIds(hasHint && hintId, hasError && errorId) };
}

/**
 * The hint and the error under a field. The error region stays mounted (empty without an error) so the first
 * message is announced reliably.
 */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  const { hasHint, hasError, hintId, errorId } = fieldMessageIds(id, hint, error);
  return (
    <>
      {hasHint ? (
        <div className="ew-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <ErrorText id={errorId}>{hasError ? error : null}</ErrorText>
    </>
  );
}
