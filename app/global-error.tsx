"use client";

import "./globals.css";

// The last resort, shown when even the error page or the root layout fails. It cannot rely on
// translations or layouts, so it is plain, static and in English, as the spec words it.
export default function GlobalError() {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center bg-mist font-sans text-ink">
        <main className="max-w-md px-6 text-center">
          <h1 className="text-xl font-semibold">An error occurred while showing the error page</h1>
          {/* A full page load on purpose: after this failure a client-side navigation would reuse the broken layout. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="mt-6 inline-block rounded-md bg-brand px-4 py-2 font-semibold text-white">
            Go back to home
          </a>
        </main>
      </body>
    </html>
  );
}
