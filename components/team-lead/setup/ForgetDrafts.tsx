"use client";

import { useEffect } from "react";
import { useOrganizationDrafts, type DraftForm } from "@/stores/organization";

/** On a step the wizard only reaches once the forms before it were saved: forgets their drafts. */
export function ForgetDrafts({ owner, forms }: { owner: string; forms: DraftForm[] }) {
  useEffect(() => {
    const store = useOrganizationDrafts.getState();
    store.claim(owner);
    store.forget(...forms);
  }, [owner, forms]);
  return null;
}
