// Runs once when a server process starts (next start / next dev; not during next build).
// Validating the environment here makes a misconfigured deployment stop at start-up with a message
// naming each wrong variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  try {
    await import("./lib/env");
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  }
}
