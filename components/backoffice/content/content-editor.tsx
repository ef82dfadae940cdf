"use client";
// The blog and changelog editor (/admin/blog/new, /admin/blog/edit/{id}, the changelog's twins): the
// text on the left, a live preview on the right rendered by the public page's own renderer (a blog
// post: components/content/Markdown.tsx, raw HTML dropped and unsafe addresses emptied; a changelog
// entry: the team leads' ChangelogBody), the slug suggested from the title until it is edited, the
// reading time as it grows, and the publication time only for a scheduled row. Strings come as props.
import { useLocale } from "next-intl";
import { useState } from "react";
import { Markdown } from "@/components/content/Markdown";
import { ChangelogBody } from "@/components/team-lead/ChangelogBody";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { Field, inputClass } from "@/components/ui/field";
import { useActionMessage } from "@/components/ui/form-alert";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { readingMinutes, suggestSlug } from "@/lib/blog/text";
import type { FormAction } from "@/lib/http/action";

type Option = { value: string; label: string };

export type EditorValues = {
  id?: string;
  revision?: string;
  sourceId?: string;
  language: string;
  title: string;
  slug: string;
  status: string;
  publishAt: string;
  body: string;
  /** Blog only. */
  excerpt?: string;
  seoTitle?: string;
  seoDescription?: string;
  authorName?: string;
  tags?: string;
  /** Changelog only: the release label. */
  label?: string;
};

export type EditorLabels = Record<
  | "title" | "slug" | "slugHint" | "language" | "status" | "publishAt" | "publishAtHint" | "body" | "bodyHint" | "preview" | "previewEmpty"
  | "save" | "saved" | "readingTime" | "excerpt" | "seoTitle" | "seoDescription" | "author" | "tags" | "tagsHint" | "cover" | "coverHint" | "removeCover" | "label",
  string
>;

export function ContentEditor({ kind, action, initial, languages, statuses, authors = [], labels, hasCover = false, saved = false }: {
  kind: "blog" | "changelog";
  action: FormAction;
  initial: EditorValues;
  languages: Option[];
  statuses: Option[];
  authors?: string[];
  labels: EditorLabels;
  hasCover?: boolean;
  saved?: boolean;
}) {
  const locale = useLocale();
  const message = useActionMessage("BackofficeContent", "Backoffice");
  const { state, run, pending, values, fieldErrors } = useRefreshingAction(action);
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  // A new row's slug follows its title until someone edits the slug; a saved row's slug stays put.
  const [slugFollows, setSlugFollows] = useState(!initial.id);
  const [body, setBody] = useState(initial.body);
  // Uncontrolled like the other choices (React resets a form after its action; `values` brings back what was sent).
  const [status, setStatus] = useState(initial.status);
  const error = (name: string) => (fieldErrors[name] ? message(fieldErrors[name]!) : undefined);
  const value = (name: keyof EditorValues) => values[name] ?? initial[name] ?? "";
  const blog = kind === "blog";

  return (
    <form action={run} className="grid gap-6 lg:grid-cols-2" data-testid={`${kind}-editor`}>
      <div className="flex flex-col gap-4">
        <input type="hidden" name="locale" value={locale} />
        {initial.id && <input type="hidden" name="id" value={initial.id} />}
        {initial.revision && <input type="hidden" name="revision" value={initial.revision} />}
        {initial.sourceId && <input type="hidden" name="sourceId" value={initial.sourceId} />}
        <Field label={labels.title} error={error("title")}>
          {(id) => (
            <input id={id} name="title" required maxLength={200} value={title} className={inputClass} data-testid="editor-title"
              onChange={(e) => { setTitle(e.target.value); if (slugFollows) setSlug(suggestSlug(e.target.value)); }} />
          )}
        </Field>
        <Field label={labels.slug} hint={labels.slugHint} error={error("slug")}>
          {(id) => (
            <input id={id} name="slug" required maxLength={120} pattern="[a-z0-9]+(-[a-z0-9]+)*" value={slug} className={cx(inputClass, "font-mono text-sm")} data-testid="editor-slug"
              onChange={(e) => { setSlug(e.target.value); setSlugFollows(false); }} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.language} error={error("language")}>
            {(id) => (
              <select id={id} name="language" defaultValue={value("language")} className={inputClass} data-testid="editor-language">
                {languages.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            )}
          </Field>
          {blog ? (
            <Field label={labels.author} error={error("authorName")}>
              {(id) => (
                <select id={id} name="authorName" defaultValue={value("authorName")} className={inputClass} data-testid="editor-author">
                  {authors.map((a) => <option key={a} value={a}>{a}</option>)}
                </select>
              )}
            </Field>
          ) : (
            <Field label={labels.label} error={error("label")}>
              {(id) => <input id={id} name="label" maxLength={40} defaultValue={value("label")} className={inputClass} data-testid="editor-label" />}
            </Field>
          )}
        </div>
        {blog && (
          <Field label={labels.excerpt} error={error("excerpt")}>
            {(id) => <textarea id={id} name="excerpt" required rows={2} maxLength={500} defaultValue={value("excerpt")} className={cx(inputClass, "h-auto py-2")} data-testid="editor-excerpt" />}
          </Field>
        )}
        <Field label={labels.body} hint={labels.bodyHint} error={error("body")}>
          {(id) => <textarea id={id} name="body" required rows={18} value={body} onChange={(e) => setBody(e.target.value)} className={cx(inputClass, "h-auto py-2 font-mono text-sm")} data-testid="editor-body" />}
        </Field>
        {blog && (
          <>
            <Field label={labels.tags} hint={labels.tagsHint} error={error("tags")}>
              {(id) => <input id={id} name="tags" maxLength={600} defaultValue={value("tags")} className={inputClass} data-testid="editor-tags" />}
            </Field>
            <Field label={labels.seoTitle} error={error("seoTitle")}>
              {(id) => <input id={id} name="seoTitle" maxLength={120} defaultValue={value("seoTitle")} className={inputClass} />}
            </Field>
            <Field label={labels.seoDescription} error={error("seoDescription")}>
              {(id) => <textarea id={id} name="seoDescription" rows={2} maxLength={300} defaultValue={value("seoDescription")} className={cx(inputClass, "h-auto py-2")} />}
            </Field>
            <Field label={labels.cover} hint={labels.coverHint} error={error("cover")}>
              {(id) => <input id={id} name="cover" type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="text-sm" data-testid="editor-cover" />}
            </Field>
            {hasCover && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="removeCover" className="size-4" /> {labels.removeCover}
              </label>
            )}
          </>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={labels.status} error={error("status")}>
            {(id) => (
              <select id={id} name="status" defaultValue={value("status")} onChange={(e) => setStatus(e.target.value)} className={inputClass} data-testid="editor-status">
                {statuses.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
              </select>
            )}
          </Field>
          {status === "scheduled" && (
            <Field label={labels.publishAt} hint={labels.publishAtHint} error={error("publishAt")}>
              {(id) => <input id={id} name="publishAt" type="datetime-local" required defaultValue={value("publishAt")} className={inputClass} data-testid="editor-publish-at" />}
            </Field>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <div><Button type="submit" loading={pending} data-testid="editor-save">{labels.save}</Button></div>
          {state.error && <p role="alert" className="max-w-md text-sm text-danger">{message(state.error, state.errorValues)}</p>}
          {(state.ok || (saved && !state.error && !state.fieldErrors)) && <p role="status" className="text-sm text-success">{labels.saved}</p>}
        </div>
      </div>
      <section aria-label={labels.preview} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-5" data-testid="editor-preview">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{labels.preview}</h2>
          {blog && <p className="text-sm text-ink-soft" data-testid="editor-reading-time">{labels.readingTime.replace("{minutes}", String(readingMinutes(body)))}</p>}
        </div>
        <h3 className="text-2xl font-semibold text-ink">{title}</h3>
        {body.trim() === "" ? <p className="text-sm text-ink-soft">{labels.previewEmpty}</p> : blog ? <Markdown>{body}</Markdown> : <div className="flex flex-col gap-3"><ChangelogBody body={body} /></div>}
      </section>
    </form>
  );
}
