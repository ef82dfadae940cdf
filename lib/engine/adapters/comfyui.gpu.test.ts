// The GPU path proven on a real ComfyUI server: `COMFYUI_URL=http://gpu-1:8188 npm run test:gpu`.
// Files named *.gpu.test.ts are not in the default run (vitest.config.ts excludes them; this machine
// and CI have no GPU); vitest.gpu.config.ts runs only them, and `npm run test:gpu` says why it runs
// nothing when COMFYUI_URL is unset. The engine is the one a shoot gets with ENGINE=comfyui and no admin
// workflow active (the built-in workflows/lumen-default-img2img.json, checkpoint named in the README);
// every HTTP call it makes is recorded, so the test sees the upload, the queued prompt and the result.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { comfyEngineConfig } from "@/lib/shoots/engine";
import { postCheck } from "../cpu-studio";
import { preparePhoto } from "../cpu-studio/prepare";
import { detectFaces } from "../faces";
import { LIKENESS_LIMITS, QUALITY_LIMITS } from "../quality-config";
import { faceRuntime } from "../runtime";
import { createEngine } from "../registry";
import { checkComfyServer } from "./comfyui-check";

const url = process.env.COMFYUI_URL;
if (!url) throw new Error("comfyui.gpu.test.ts needs COMFYUI_URL (run it with `npm run test:gpu`)");

type Call = { method: string; path: string; body: unknown; status: number; json: unknown };
const calls: Call[] = [];
/** fetch, recording each call's method, path, JSON body and JSON answer. */
const recordingFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  const target = new URL(String(input instanceof Request ? input.url : input));
  const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
  const json = res.headers.get("content-type")?.includes("json") ? await res.clone().json().catch(() => null) : null;
  calls.push({ method: init?.method ?? "GET", path: `${target.pathname}${target.search}`, body, status: res.status, json });
  return res;
};

const photo = read("graceHopper");
const sizes = [{ width: 1024, height: 1024 }, { width: 1080, height: 1350 }];

beforeAll(async () => {
  await faceRuntime();
});

describe(`ComfyUI at ${url}`, () => {
  it("has the node types and the checkpoint the built-in workflow needs", async () => {
    const config = comfyEngineConfig(url, null);
    const check = await checkComfyServer(url, config.id === "comfyui" ? config.workflow : null);
    expect(check.problems).toEqual([]);
  });

  it("makes a headshot of the person in the photo: uploaded, queued, returned at the sizes asked, the face found and still theirs", { timeout: 15 * 60_000 }, async () => {
    const engine = await createEngine(comfyEngineConfig(url, null), { fetchImpl: recordingFetch });
    const started = performance.now();
    const result = await engine.generate({
      photos: [photo],
      style: { id: "navy", backdrop: { kind: "SOLID", colors: ["#1f2a44"] }, outfit: { slug: "navy-suit", description: "a navy suit and white shirt" } },
      count: 1,
      sizes,
      subject: { gender: "female" },
    });
    console.log(`one headshot in ${((performance.now() - started) / 1000).toFixed(1)} s (the first run loads the checkpoint)`);

    // The photo was uploaded, and the server holds exactly its bytes.
    const upload = calls.find((c) => c.method === "POST" && c.path === "/upload/image");
    expect(upload?.status).toBe(200);
    const uploaded = upload!.json as { name: string; subfolder: string };
    const stored = await fetch(`${url.replace(/\/+$/, "")}/view?${new URLSearchParams({ filename: uploaded.name, subfolder: uploaded.subfolder, type: "input" })}`);
    expect(Buffer.from(await stored.arrayBuffer()).equals(photo)).toBe(true);

    // The workflow was queued with that file in its LoadImage, and finished with a saved image.
    const prompt = calls.find((c) => c.method === "POST" && c.path === "/prompt");
    expect(prompt?.status).toBe(200);
    const graph = (prompt!.body as { prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }> }).prompt;
    const loadImage = Object.values(graph).find((n) => n.class_type === "LoadImage");
    expect(loadImage?.inputs.image).toBe(uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name);
    const promptId = (prompt!.json as { prompt_id: string }).prompt_id;
    const history = calls.findLast((c) => c.path === `/history/${promptId}`)?.json as Record<string, { status?: { status_str?: string } }>;
    expect(history[promptId]?.status?.status_str).toBe("success");
    expect(calls.some((c) => c.path.startsWith("/view?") && c.path.includes("type=output") && c.status === 200)).toBe(true);

    // One headshot at each size asked, clean PNGs.
    expect(result.dropped).toEqual([]);
    expect(result.images.map((i) => `${i.width}x${i.height}`)).toEqual(sizes.map((s) => `${s.width}x${s.height}`));
    for (const image of result.images) {
      expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "png", width: image.width, height: image.height });
    }

    // Our face analysis finds one confident face, and the likeness post-check says it is still her.
    const main = result.images[0]!;
    const check512 = { width: 512, height: 512 };
    const rgb = await sharp(main.bytes).resize(check512.width, check512.height).removeAlpha().raw().toBuffer();
    const faces = (await detectFaces({ data: rgb, ...check512 })).filter((f) => f.score >= QUALITY_LIMITS.minFaceScore);
    expect(faces).toHaveLength(1);
    const source = await preparePhoto(photo, 0, 1024);
    expect(source).not.toBeNull();
    const verdict = await postCheck({ rgb, ...check512 }, source!, LIKENESS_LIMITS.minSimilarity);
    console.log(`likeness to the source photo: ${verdict.likeness?.toFixed(3)} (threshold ${LIKENESS_LIMITS.minSimilarity})`);
    expect(verdict).toMatchObject({ ok: true });
  });
});
