import Link from "next/link";
import "./globals.css";

// Requests outside any locale (rare: the proxy rewrites nearly everything into app/[locale]).
export default function RootNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-dvh place-items-center bg-mist font-sans">
        <main className="text-center">
          <h1 className="text-2xl font-semibold">This page could not be found</h1>
          <Link href="/" className="mt-4 inline-block text-brand underline">Go back to home</Link>
        </main>
      </body>
    </html>
  );
}
