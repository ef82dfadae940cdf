// The free backdrops' swatches (a plain module: the landing page, a server component, and the edit
// step's island both show them).
import type { FreeBackdrop } from "@/lib/tools/free-headshot/contract";

/** What each free backdrop looks like, for its swatch (the engine's styles of the same ids). */
export const BACKDROP_SWATCHES: Record<FreeBackdrop, string> = {
  "studio-grey": "#9a9ea3",
  "light-grey": "#c8cacc",
  navy: "#223a5e",
  "warm-beige": "#cdb89c",
  "blurred-office": "radial-gradient(circle at 30% 35%, #e4ddd2 0%, #c9c2b8 35%, #a8a49e 70%, #8f8c88 100%)",
};

