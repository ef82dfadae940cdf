// The headshot engine interface. Every engine (the offline `studio` CPU engine, a ComfyUI server
// running an admin-managed workflow, a hosted API) sits behind it, so the shoot pipeline and the
// editor ask an engine what it can do instead of knowing which one runs.
import "server-only";

/** What an engine can change about a photo. The editor greys out what the active engine lacks. */
export type EngineCapability = "backdrop" | "framing" | "outfit" | "emotion" | "glasses" | "hairstyle" | "upscale";

export type EngineId = "studio" | "comfyui" | "replicate";

/** A style as the engine needs it: the backdrop and outfit to aim for. */
export type EngineStyle = {
  id: string;
  backdrop: { kind: "SOLID" | "GRADIENT" | "BLUR_OFFICE" | "BOKEH" | "BRAND"; colors: string[] };
  outfit?: { slug: string; description: string } | null;
  /** Organisation branding colours (hex), used by BRAND backdrops. */
  brandColors?: string[];
};

export type OutputSize = { width: number; height: number };

/** One headshot to make: which source photos, which style, how many distinct variations, what sizes. */
export type GenerateRequest = {
  /** Accepted source photos (already sanitised: orientation applied, metadata stripped), encoded bytes. */
  photos: Buffer[];
  style: EngineStyle;
  /** Number of distinct results wanted for this style. */
  count: number;
  /**
   * Index of the first variation (default 0). A shoot asks for its styles' shares in turn, each
   * starting where the previous one stopped, so consecutive styles lead with different source
   * photos, lights and framings instead of all repeating the first ones.
   */
  variationOffset?: number;
  /** Long edge of the main output in px (1024 / 2048 / 4096), square unless a size says otherwise. */
  sizes: OutputSize[];
  /**
   * Anything the person told us that a generative engine can use (gender, eye colour, glasses), and
   * what the editor asks for (an expression, a hairstyle), as prompt words.
   */
  subject?: { gender?: "female" | "male" | null; eyeColor?: string | null; glasses?: string | null; expression?: string | null; hairstyle?: string | null };
  /** Stops the work early (a shoot deleted mid-way, a worker shutting down). */
  signal?: AbortSignal;
};

export type GeneratedImage = {
  /** Encoded image (PNG or JPEG) at `size`. */
  bytes: Buffer;
  mime: "image/png" | "image/jpeg";
  width: number;
  height: number;
  /** Which variation this is (light direction, framing, crop, source photo…), for an honest count. */
  variant: Record<string, string | number>;
  /** Face-descriptor similarity to the source face, 0..1, when the engine measured it. */
  likeness?: number | null;
};

export type GenerateResult = {
  images: GeneratedImage[];
  /** Results the engine made and then dropped (likeness check, another person in frame), with why. */
  dropped: { variant: Record<string, string | number>; reason: string }[];
  /** Milliseconds per stage, summed over the call's renders, when the engine measures them (the CPU studio engine does). */
  stages?: Record<string, number>;
};

export interface HeadshotEngine {
  readonly id: EngineId;
  readonly capabilities: ReadonlySet<EngineCapability>;
  /** Makes the headshots for one style. Throws EngineError on failure; never resolves partially silently. */
  generate(request: GenerateRequest): Promise<GenerateResult>;
}

export class EngineError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (the server was busy or unreachable) or not (the input is unusable). */
    public readonly retryable: boolean,
    public readonly code: string = "ENGINE_FAILED",
  ) {
    super(message);
    this.name = "EngineError";
  }
}
