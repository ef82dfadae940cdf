import type { ComponentProps } from "react";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cx } from "@/components/ui/cx";

// Markdown written by us or by platform admins (blog posts, job openings, content pages, changelog),
// rendered on the server. No raw HTML ever reaches the page: `skipHtml` drops HTML in the source
// (react-markdown never parses it without rehype-raw, which we do not use), and every link and image
// address passes react-markdown's default URL check (javascript:, vbscript:, data: and other unsafe
// protocols become empty), so nothing written in the Markdown can run script.

const components: Components = {
  h1: ({ node: _n, ...p }) => <h2 className="mt-10 text-2xl font-semibold tracking-tight text-ink" {...p} />,
  h2: ({ node: _n, ...p }) => <h2 className="mt-10 text-2xl font-semibold tracking-tight text-ink" {...p} />,
  h3: ({ node: _n, ...p }) => <h3 className="mt-8 text-xl font-semibold text-ink" {...p} />,
  h4: ({ node: _n, ...p }) => <h4 className="mt-6 text-lg font-semibold text-ink" {...p} />,
  p: ({ node: _n, ...p }) => <p className="mt-4 leading-relaxed" {...p} />,
  ul: ({ node: _n, ...p }) => <ul className="mt-4 list-disc space-y-2 pl-6" {...p} />,
  ol: ({ node: _n, ...p }) => <ol className="mt-4 list-decimal space-y-2 pl-6" {...p} />,
  blockquote: ({ node: _n, ...p }) => <blockquote className="mt-6 border-l-4 border-brand/40 pl-4 italic text-ink-soft" {...p} />,
  a: ({ node: _n, href, title, children }) => {
    // An address the URL check emptied (javascript:, data: …) is no link at all: just its text.
    if (!href) return <span>{children}</span>;
    const external = typeof href === "string" && /^https?:\/\//.test(href);
    return <a href={href} className="font-medium text-brand underline underline-offset-2 hover:text-brand-strong" title={title} {...(external ? { rel: "noopener noreferrer nofollow", target: "_blank" } : {})}>{children}</a>;
  },
  code: ({ node: _n, ...p }) => <code className="rounded bg-mist px-1 py-0.5 font-mono text-[0.9em]" {...p} />,
  pre: ({ node: _n, ...p }) => <pre className="mt-4 overflow-x-auto rounded-lg bg-mist p-4 text-sm" {...p} />,
  table: ({ node: _n, ...p }) => (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm" {...p} />
    </div>
  ),
  th: ({ node: _n, ...p }) => <th className="border-b border-line px-3 py-2 font-semibold text-ink" {...p} />,
  td: ({ node: _n, ...p }) => <td className="border-b border-line px-3 py-2 align-top" {...p} />,
  hr: () => <hr className="my-10 border-line" />,
  // eslint-disable-next-line @next/next/no-img-element -- Markdown images have no known size; lazy and async keep them off the critical path
  img: ({ node: _n, alt, src, ...p }) => (src ? <img alt={alt ?? ""} src={src} loading="lazy" decoding="async" className="mt-6 h-auto max-w-full rounded-lg" {...p} /> : null),
};

/** Only http(s), mailto, tel, relative and fragment addresses survive; everything else becomes "". */
export function safeUrl(url: string): string {
  // react-markdown's own check knows no tel: (it would empty it): a phone number is digits and separators only.
  if (/^\s*tel:/i.test(url)) return /^tel:\+?[\d\s()./-]+$/i.test(url.trim()) ? url.trim() : "";
  const checked = defaultUrlTransform(url);
  return /^(https?:|mailto:|tel:|\/|#|\.)/i.test(checked) || !/^[a-z][a-z0-9+.-]*:/i.test(checked) ? checked : "";
}

export function Markdown({ children, className, ...rest }: { children: string; className?: string } & Omit<ComponentProps<"div">, "children">) {
  return (
    <div className={cx("text-base text-ink", className)} {...rest}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
