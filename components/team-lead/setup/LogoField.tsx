"use client";
// The logo picker of the wizard's branding step and the settings page's company tab: a PNG, JPEG or
// WebP file (a file over 5 MB is refused at once and cleared; the server checks again), and the current
// logo with a box to remove it.
import { useState } from "react";
import { Field } from "./fields";

const MAX_LOGO_BYTES = 5 * 1024 * 1024;

export function LogoField({ logoUrl, label, hint, tooLarge: tooLargeMessage, currentLogo, removeLogo }: {
  logoUrl: string | null;
  label: string;
  hint: string;
  /** The message for a file over 5 MB. */
  tooLarge: string;
  /** The current logo's alt text. */
  currentLogo: string;
  removeLogo: string;
}) {
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <>
      <Field label={label} hint={hint} error={tooLarge ? tooLargeMessage : undefined}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            name="logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              const file = e.target.files?.[0];
              const big = Boolean(file && file.size > MAX_LOGO_BYTES);
              setTooLarge(big);
              if (big) e.target.value = "";
            }}
            className="text-sm text-ink file:mr-3 file:rounded-lg file:border file:border-line file:bg-paper file:px-3 file:py-2 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {logoUrl && (
        <div className="flex items-center gap-4 rounded-lg border border-line p-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a signed, expiring storage URL */}
          <img src={logoUrl} alt={currentLogo} className="h-12 max-w-48 object-contain" />
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name="removeLogo" value="1" />
            {removeLogo}
          </label>
        </div>
      )}
    </>
  );
}
