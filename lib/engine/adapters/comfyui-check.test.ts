// The server check `npm run bench:comfyui` and the GPU test run first (./comfyui-check.ts), against the
// stand-in ComfyUI (lib/testing/fake-comfyui.ts): the built-in workflow passes on a server that has its
// nodes and checkpoint, and a missing checkpoint, node type or sampler is named, the same things the
// server's own /prompt validation then refuses.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { read } from "@/lib/testing/photos";
import { fake, withFakeComfy } from "@/lib/testing/fake-comfyui";
import { comfyEngineConfig } from "@/lib/shoots/engine";
import { expectEngineError } from "../expect-engine-error";
import { createEngine } from "../registry";
import { checkComfyServer } from "./comfyui-check";
import { DEFAULT_COMFY_WORKFLOW } from "./comfyui-workflow";

const stub = withFakeComfy();

const CHECKPOINT = "v1-5-pruned-emaonly-fp16.safetensors";
const request = { photos: [read("graceHopper")], style: { id: "navy", backdrop: { kind: "SOLID" as const, colors: ["#1f2a44"] } }, count: 1, sizes: [{ width: 512, height: 512 }] };

describe("checkComfyServer", () => {
  it("passes the built-in workflow on a server with its nodes and checkpoint, and reports the GPU and version", async () => {
    const check = await checkComfyServer(stub.url(), DEFAULT_COMFY_WORKFLOW);
    expect(check.problems).toEqual([]);
    expect(check.missingNodes).toEqual([]);
    expect(check.comfyuiVersion).toBe("0.3.40");
    expect(check.devices).toEqual([{ name: "cuda:0 Stand-in GPU (lib/testing/fake-comfyui.ts)", type: "cuda", vramTotal: 25_393_692_672, vramFree: 23_000_000_000 }]);
  });

  it("names a checkpoint missing from models/checkpoints, and the server's /prompt refuses the same workflow", async () => {
    fake.checkpoints = ["sd_xl_turbo_1.0_fp16.safetensors"];
    const check = await checkComfyServer(stub.url(), DEFAULT_COMFY_WORKFLOW);
    expect(check.missingChoices).toEqual([{ node: "4", classType: "CheckpointLoaderSimple", input: "ckpt_name", value: CHECKPOINT, folder: "models/checkpoints" }]);
    expect(check.problems).toEqual([`node 4 (CheckpointLoaderSimple): ckpt_name "${CHECKPOINT}" is not in the server's models/checkpoints (it has sd_xl_turbo_1.0_fp16.safetensors)`]);

    fake.pollsToFinish = 1;
    const engine = await createEngine(comfyEngineConfig(stub.url(), null));
    const err = await expectEngineError(engine.generate(request));
    expect([err.code, err.retryable]).toEqual(["WORKFLOW_INVALID", false]);
    expect(err.message).toContain(`ckpt_name: '${CHECKPOINT}' not in`);
  });

  it("names a node type the server lacks and a sampler it does not offer, each once", async () => {
    fake.missingNodes.add("ImageScale");
    const workflow = structuredClone(DEFAULT_COMFY_WORKFLOW);
    workflow["3"]!.inputs.sampler_name = "dpmpp_3m_sde_gpu";
    const check = await checkComfyServer(stub.url(), workflow);
    expect(check.missingNodes).toEqual([{ node: "12", classType: "ImageScale" }]);
    expect(check.missingChoices.map((c) => [c.node, c.input, c.value, c.folder])).toEqual([["3", "sampler_name", "dpmpp_3m_sde_gpu", null]]);
    expect(check.problems).toHaveLength(2);
    expect(check.problems[0]).toMatch(/^node 3 \(KSampler\): sampler_name "dpmpp_3m_sde_gpu" is not one the server offers \(euler, /);
    expect(check.problems[1]).toBe("node 12: the server has no node type ImageScale (a custom node not installed, or an older ComfyUI)");
  });

  it("reads the newer COMBO form of a list, and skips placeholders and links", async () => {
    const combo = (choices: string[]) => ({ input: { required: { ckpt_name: ["COMBO", { options: choices }] } } });
    const fetchImpl = async (url: string | URL | Request) => {
      const path = new URL(String(url)).pathname;
      if (path === "/system_stats") return Response.json({ system: {}, devices: [] });
      if (path === "/object_info/CheckpointLoaderSimple") return Response.json({ CheckpointLoaderSimple: combo(["a.safetensors"]) });
      return Response.json({ [decodeURIComponent(path.slice("/object_info/".length))]: { input: { required: { image: [["x.png"]], text: ["STRING"] } } } });
    };
    const check = await checkComfyServer(stub.url(), DEFAULT_COMFY_WORKFLOW, { fetchImpl });
    // {{input_image}} is the photo uploaded per headshot, not a choice; only the checkpoint is missing.
    expect(check.missingChoices.map((c) => `${c.node}:${c.input}`)).toEqual(["4:ckpt_name"]);
    expect(check.comfyuiVersion).toBeNull();
    expect(check.devices).toEqual([]);
  });

  it("throws a retryable error when the server cannot be reached, and refuses a workflow that is not one", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await expectEngineError(checkComfyServer(`http://127.0.0.1:${port}`, DEFAULT_COMFY_WORKFLOW));
    expect([err.code, err.retryable]).toEqual(["ENGINE_UNREACHABLE", true]);
    const bad = await expectEngineError(checkComfyServer(stub.url(), { "1": { class_type: "KSampler", inputs: { seed: 1 } } }));
    expect(bad.code).toBe("WORKFLOW_INVALID");
  });
});
