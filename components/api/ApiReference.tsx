"use client";
// The interactive reference on /api: Scalar's standalone bundle, loaded from our own origin
// (/api/reference/standalone.js, lib/api/reference.ts), rendering the OpenAPI document of
// /api/v2/openapi.json. Content-Security-Policy: the bundle is a 'self' script (no nonce needed) and
// injects <style> elements, which the policy's style-src 'unsafe-inline' already allows (it is there
// for React's style attributes). Nothing else leaves the origin: Scalar's web fonts, telemetry,
// request proxy, AI agent, MCP and developer tools are off, so the page needs no exception at all.
import { useEffect, useRef, useState } from "react";

type ScalarGlobal = { createApiReference(target: HTMLElement, config: Record<string, unknown>): { destroy?: () => void } };

declare global {
  interface Window {
    Scalar?: ScalarGlobal;
  }
}

let loading: Promise<ScalarGlobal> | null = null;

function loadScalar(src: string): Promise<ScalarGlobal> {
  if (window.Scalar) return Promise.resolve(window.Scalar);
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.Scalar ? resolve(window.Scalar) : reject(new Error("Scalar did not load")));
    script.onerror = () => {
      loading = null;
      reject(new Error("Scalar did not load"));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export function ApiReference({ bundleUrl, documentUrl, loadingLabel }: { bundleUrl: string; documentUrl: string; loadingLabel: string }) {
  // Scalar mounts into an element of its own that React leaves empty (with children there, Scalar
  // would try to hydrate them as its own server rendering).
  const target = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let app: { destroy?: () => void } | null = null;
    let cancelled = false;
    loadScalar(bundleUrl)
      .then((scalar) => {
        if (cancelled || !target.current) return;
        app = scalar.createApiReference(target.current, {
          url: documentUrl,
          // "Try it" requests go straight to our own origin: never through Scalar's proxy, which would
          // see the caller's API key (and which the Content-Security-Policy would block anyway).
          proxyUrl: "",
          withDefaultFonts: false,
          telemetry: false,
          showDeveloperTools: "never",
          hideDarkModeToggle: true,
          forceDarkModeState: "light",
          mcp: { disabled: true },
          agent: { disabled: true },
          layout: "modern",
        });
        setMounted(true);
      })
      .catch((e: unknown) => console.error("[api reference]", e));
    return () => {
      cancelled = true;
      app?.destroy?.();
    };
  }, [bundleUrl, documentUrl]);
  return (
    <div data-testid="api-reference" className="min-h-[60vh]">
      {!mounted && <p className="p-6 text-ink-soft">{loadingLabel}</p>}
      <div ref={target} />
    </div>
  );
}
