"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActionFailure, patchMarks } from "./api";
import { confirmMarks, displayedMarks, type MarksChange, type MarksMap, type PendingChange } from "./marks-state";

/**
 * The gallery's marks with optimistic changes. Changes are sent one after another (so the server
 * sees them in the order they were made) and show at once; one that fails disappears again and
 * `onError` gets the server's localised message (null: the server was not reached).
 */
export function useMarks(initial: MarksMap, locale: string, onError: (message: string | null) => void) {
  const [confirmed, setConfirmed] = useState<MarksMap>(initial);
  const [pending, setPending] = useState<readonly PendingChange[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const seq = useRef(0);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  }, [onError]);

  const change = useCallback(
    (resultId: string, change: MarksChange) => {
      const entry: PendingChange = { seq: ++seq.current, resultId, change };
      setPending((list) => [...list, entry]);
      queue.current = queue.current.then(async () => {
        try {
          const response = await patchMarks(resultId, change, locale);
          setConfirmed((map) => confirmMarks(map, response));
        } catch (error) {
          onErrorRef.current(error instanceof ActionFailure ? error.serverMessage : null);
        } finally {
          setPending((list) => list.filter((p) => p.seq !== entry.seq));
        }
      });
    },
    [locale],
  );

  const marks = useMemo(() => displayedMarks(confirmed, pending), [confirmed, pending]);
  return { marks, change, saving: pending.length > 0 };
}
