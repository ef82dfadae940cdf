"use client";
// The bulk upload page's two steps (lib/teams/bulk-upload): step 1 picks the batch's backdrops, an
// outfit for women and one for men, the format and the consent, and makes the batch (POST
// /api/team/bulk-upload); until then the drop zone is locked. Step 2 takes up to the batch's zips (more
// are left out here, and the server refuses them too), asks each person's gender (it decides the
// outfit) and age range, then sends each zip on its own (POST …/{batchId}/zips, the file as the body)
// with its upload progress, then its processing, then its outcome: the member made, or the reason.
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState, type DragEvent } from "react";
import { Link } from "@/i18n/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Heading } from "@/components/ui/heading";
import { ApiFailure, apiJson } from "@/lib/client/api-call";
import { sendZip } from "./send-zip";

type PoolItem = { id: string; name: string; previewUrl: string | null };
type Gender = "FEMALE" | "MALE";
type Pool = { mode: "outfits" | "ownClothes"; backdrops: PoolItem[]; outfits: Record<Gender, PoolItem[]> };

type Row = {
  key: string;
  file: File;
  name: string;
  gender: Gender | "";
  ageRange: string;
  eyeColor: string;
  state: "ready" | "uploading" | "processing" | "created" | "failed";
  progress: number;
  message?: string;
  memberName?: string;
};

const UPLOADS_AT_ONCE = 2;
const selectClass = "h-9 rounded-lg border border-line bg-white px-2 text-sm disabled:opacity-60";

/** The person's name as the server makes it from the zip's (./process.ts personName), for display before upload. */
const displayName = (file: string) => file.replace(/\.zip$/i, "").replace(/_+/g, " ").replace(/\s+/g, " ").trim() || file;

export function BulkUpload(props: {
  pool: Pool;
  backdropsNeeded: number;
  maxZips: number;
  maxZipBytes: number;
  credits: number;
  buyCreditsHref: string;
  ageRanges: string[];
  eyeColors: { value: string; label: string }[] | null;
}) {
  const { pool, backdropsNeeded, maxZips } = props;
  const t = useTranslations("TeamBulkUpload");
  const locale = useLocale();
  const [backdrops, setBackdrops] = useState<string[]>([]);
  const [female, setFemale] = useState("");
  const [male, setMale] = useState("");
  const [format, setFormat] = useState<"square" | "portrait">("square");
  const [confirmed, setConfirmed] = useState(false);
  const [batch, setBatch] = useState<{ id: string; max: number } | null>(null);
  const [creating, setCreating] = useState(false);
  const [stepError, setStepError] = useState<string | null>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [credits, setCredits] = useState(props.credits);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);

  const poolReady = pool.backdrops.length >= backdropsNeeded && pool.outfits.FEMALE.length > 0 && pool.outfits.MALE.length > 0;
  const looksChosen = backdrops.length === backdropsNeeded && Boolean(female) && Boolean(male);
  const locked = batch === null;
  const sent = rows.filter((r) => r.state !== "ready").length;
  const queued = rows.filter((r) => r.state === "ready");
  const busy = rows.some((r) => r.state === "uploading" || r.state === "processing");
  const missingDetails = queued.some((r) => !r.gender || !r.ageRange || (props.eyeColors && !r.eyeColor));

  const update = (key: string, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  function toggleBackdrop(id: string) {
    setBackdrops((chosen) => (chosen.includes(id) ? chosen.filter((b) => b !== id) : chosen.length < backdropsNeeded ? [...chosen, id] : chosen));
  }

  async function createBatch() {
    setCreating(true);
    setStepError(null);
    try {
      const made = await apiJson<{ batchId: string; maxZips: number }>("/api/team/bulk-upload", {
        method: "POST",
        locale,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ backdropIds: backdrops, femaleOutfitId: female, maleOutfitId: male, headshotFormat: format, confirmed }),
      });
      setBatch({ id: made.batchId, max: made.maxZips });
      setRows((all) => all.filter((r) => r.state === "ready"));
      setNotice(null);
    } catch (e) {
      setStepError((e instanceof ApiFailure && e.serverMessage) || t("errors.NETWORK"));
    } finally {
      setCreating(false);
    }
  }

  function addFiles(list: FileList | File[]) {
    if (locked) return;
    const files = [...list];
    const notZips = files.filter((f) => !/\.zip$/i.test(f.name));
    const tooBig = files.filter((f) => /\.zip$/i.test(f.name) && f.size > props.maxZipBytes);
    const zips = files.filter((f) => /\.zip$/i.test(f.name) && f.size <= props.maxZipBytes);
    const room = Math.max(0, Math.min(maxZips - rows.length, credits - rows.filter((r) => r.state !== "failed" && r.state !== "created").length));
    const taken = zips.slice(0, room);
    const left = zips.length - taken.length;
    const notes: string[] = [];
    for (const f of notZips) notes.push(t("step2.notZip", { file: f.name }));
    for (const f of tooBig) notes.push(t("errors.ZIP_TOO_LARGE", { zip: f.name, maxMb: Math.round(props.maxZipBytes / 1024 / 1024) }));
    if (left > 0) notes.push(rows.length + zips.length > maxZips ? t("step2.tooMany", { max: maxZips, count: left }) : t("step2.noCredits", { count: left }));
    setNotice(notes.length ? notes.join(" ") : null);
    setRows((all) => [
      ...all,
      ...taken.map((file): Row => ({ key: `z${nextKey.current++}`, file, name: displayName(file.name), gender: "", ageRange: "", eyeColor: "", state: "ready", progress: 0 })),
    ]);
  }

  async function uploadOne(row: Row, batchId: string) {
    update(row.key, { state: "uploading", progress: 0, message: undefined });
    const query = new URLSearchParams({ file: row.file.name, gender: row.gender, ageRange: row.ageRange, locale });
    if (props.eyeColors && row.eyeColor) query.set("eyeColor", row.eyeColor);
    const answer = await sendZip(
      `/api/team/bulk-upload/${encodeURIComponent(batchId)}/zips?${query}`,
      row.file,
      locale,
      (p) => update(row.key, { progress: p }),
      () => update(row.key, { state: "processing", progress: 1 }),
    );
    const body = answer.body as { zip?: { name: string }; error?: { message?: string } } | null;
    if (answer.status === 201 && body?.zip) {
      update(row.key, { state: "created", memberName: body.zip.name });
      setCredits((c) => c - 1);
    } else {
      update(row.key, { state: "failed", message: body?.error?.message ?? t("errors.NETWORK_ZIP", { zip: row.file.name }) });
    }
  }

  async function uploadAll() {
    if (!batch || missingDetails) return;
    const todo = [...queued];
    const worker = async () => {
      for (let row = todo.shift(); row; row = todo.shift()) await uploadOne(row, batch.id);
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (!locked) addFiles(event.dataTransfer.files);
  }

  const nameOf = (list: PoolItem[], id: string) => list.find((i) => i.id === id)?.name ?? "";

  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm font-medium" data-testid="bulk-credits">
        {t("credits", { count: credits })}{" "}
        <Link href={props.buyCreditsHref} className="text-brand underline">{t("buyCredits")}</Link>
      </p>

      <section aria-labelledby="bulk-step-1" className="flex flex-col gap-4 rounded-card border border-line p-4">
        <Heading level={2} size="lg" id="bulk-step-1">{t("step1.title")}</Heading>
        {!poolReady ? (
          <Alert variant="warning">
            {t("step1.emptyPool", { count: backdropsNeeded })}{" "}
            <Link href="/app/admin/style" className="underline">{t("step1.stylePage")}</Link>
          </Alert>
        ) : batch ? (
          <div className="flex flex-wrap items-center gap-3">
            <p data-testid="bulk-looks">
              {t("step1.summary", {
                backdrops: backdrops.map((id) => nameOf(pool.backdrops, id)).join(", "),
                female: nameOf(pool.outfits.FEMALE, female),
                male: nameOf(pool.outfits.MALE, male),
              })}
            </p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => setBatch(null)}>{t("step1.change")}</Button>
          </div>
        ) : (
          <form
            className="flex flex-col gap-5"
            onSubmit={(e) => {
              e.preventDefault();
              void createBatch();
            }}
          >
            <fieldset className="flex flex-col gap-2" data-testid="bulk-backdrops">
              <legend className="font-medium">{t("step1.backdrops", { chosen: backdrops.length, count: backdropsNeeded })}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {pool.backdrops.map((b) => {
                  const checked = backdrops.includes(b.id);
                  return (
                    <label key={b.id} className={`flex cursor-pointer flex-col gap-1 rounded-lg border p-2 text-sm ${checked ? "border-brand ring-2 ring-brand/40" : "border-line"}`}>
                      {b.previewUrl && (
                        // eslint-disable-next-line @next/next/no-img-element -- a small catalogue preview from public/styles
                        <img src={b.previewUrl} alt="" width={160} height={160} className="aspect-square w-full rounded object-cover" loading="lazy" />
                      )}
                      <span className="flex items-center gap-2">
                        <input type="checkbox" checked={checked} disabled={!checked && backdrops.length >= backdropsNeeded} onChange={() => toggleBackdrop(b.id)} />
                        {b.name}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
            {(["FEMALE", "MALE"] as const).map((gender) => (
              <fieldset key={gender} className="flex flex-col gap-2">
                <legend className="font-medium">{t(gender === "FEMALE" ? "step1.femaleOutfit" : "step1.maleOutfit")}</legend>
                <div className="flex flex-wrap gap-3">
                  {pool.outfits[gender].map((o) => (
                    <label key={o.id} className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm">
                      <input type="radio" name={`outfit-${gender}`} value={o.id} checked={(gender === "FEMALE" ? female : male) === o.id} onChange={() => (gender === "FEMALE" ? setFemale(o.id) : setMale(o.id))} />
                      {o.name}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            {pool.mode === "ownClothes" && <p className="text-sm text-ink-soft">{t("step1.ownClothes")}</p>}
            <fieldset className="flex flex-col gap-2">
              <legend className="font-medium">{t("step1.format")}</legend>
              <div className="flex gap-3">
                {(["square", "portrait"] as const).map((f) => (
                  <label key={f} className="flex items-center gap-2 text-sm">
                    <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} />
                    {t(`step1.formats.${f}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" className="mt-1" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              {t("step1.confirm")}
            </label>
            {stepError && <Alert variant="danger" role="alert">{stepError}</Alert>}
            <div>
              <Button type="submit" disabled={!looksChosen || !confirmed} loading={creating}>{t("step1.submit")}</Button>
            </div>
          </form>
        )}
      </section>

      <section aria-labelledby="bulk-step-2" className="flex flex-col gap-4 rounded-card border border-line p-4">
        <Heading level={2} size="lg" id="bulk-step-2">{t("step2.title")}</Heading>
        <div
          data-testid="bulk-drop-zone"
          aria-disabled={locked}
          onDragOver={(e) => {
            e.preventDefault();
            if (!locked) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex flex-col items-center gap-3 rounded-card border-2 border-dashed p-8 text-center ${locked ? "border-line bg-mist/40 text-ink-soft" : dragging ? "border-brand bg-brand/5" : "border-line"}`}
        >
          {locked ? (
            <p>{t("step2.locked")}</p>
          ) : (
            <>
              <p>{t("step2.drop", { max: maxZips })}</p>
              <p className="text-sm text-ink-soft">{t("step2.used", { used: rows.length, max: maxZips })}</p>
            </>
          )}
          <label className={`inline-flex items-center rounded-lg border border-line px-4 py-2 text-sm font-medium ${locked ? "cursor-not-allowed opacity-60" : "cursor-pointer bg-white"}`}>
            {t("step2.choose")}
            <input
              ref={input}
              type="file"
              multiple
              accept=".zip,application/zip"
              className="sr-only"
              disabled={locked}
              onChange={(e) => {
                if (e.target.files) addFiles(e.target.files);
                e.target.value = "";
              }}
            />
          </label>
        </div>
        {notice && <Alert variant="warning" role="status">{notice}</Alert>}

        {rows.length > 0 && (
          <>
            {queued.length > 0 && <p className="text-sm text-ink-soft">{t("step2.details")}</p>}
            <ul className="flex flex-col gap-3" aria-label={t("step2.list")}>
              {rows.map((row) => (
                <li key={row.key} aria-label={row.file.name} className="flex flex-col gap-2 rounded-lg border border-line p-3">
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="font-medium">{row.name}</span>
                    <span className="text-sm text-ink-soft">{row.file.name}</span>
                    {row.state === "ready" && (
                      <>
                        <select aria-label={t("step2.gender", { name: row.name })} className={selectClass} value={row.gender} onChange={(e) => update(row.key, { gender: e.target.value as Gender })}>
                          <option value="">{t("step2.genderPlaceholder")}</option>
                          <option value="FEMALE">{t("step2.female")}</option>
                          <option value="MALE">{t("step2.male")}</option>
                        </select>
                        <select aria-label={t("step2.ageRange", { name: row.name })} className={selectClass} value={row.ageRange} onChange={(e) => update(row.key, { ageRange: e.target.value })}>
                          <option value="">{t("step2.agePlaceholder")}</option>
                          {props.ageRanges.map((a) => <option key={a} value={a}>{a}</option>)}
                        </select>
                        {props.eyeColors && (
                          <select aria-label={t("step2.eyeColor", { name: row.name })} className={selectClass} value={row.eyeColor} onChange={(e) => update(row.key, { eyeColor: e.target.value })}>
                            <option value="">{t("step2.eyePlaceholder")}</option>
                            {props.eyeColors.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
                          </select>
                        )}
                        <Button variant="ghost" size="sm" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>{t("step2.remove", { name: row.name })}</Button>
                      </>
                    )}
                  </div>
                  {(row.state === "uploading" || row.state === "processing") && (
                    <div className="flex items-center gap-3 text-sm">
                      <progress className="h-2 w-48" max={100} value={Math.round(row.progress * 100)} aria-label={t("progress", { name: row.name })} />
                      <span role="status">{row.state === "uploading" ? t("status.uploading", { percent: Math.round(row.progress * 100) }) : t("status.processing")}</span>
                    </div>
                  )}
                  {row.state === "created" && (
                    <p className="text-sm text-success" role="status">
                      {t("status.created")}{" "}
                      <Link href={`/app/admin/members?q=${encodeURIComponent(row.memberName ?? row.name)}`} className="font-medium underline">{row.memberName}</Link>
                    </p>
                  )}
                  {row.state === "failed" && <p className="text-sm text-danger" role="alert">{row.message}</p>}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap items-center gap-3">
              {queued.length > 0 && (
                <Button disabled={locked || missingDetails || busy} onClick={() => void uploadAll()}>{t("step2.upload", { count: queued.length })}</Button>
              )}
              {queued.length > 0 && missingDetails && <span className="text-sm text-ink-soft">{t("step2.missingDetails")}</span>}
              {!busy && sent >= maxZips && batch && (
                <Button variant="secondary" onClick={() => void createBatch()} loading={creating}>{t("step2.newBatch")}</Button>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
