import "server-only";
import { env } from "@/lib/env";

export const SOCIAL_PROVIDERS = ["google", "apple", "linkedin"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Social sign-in buttons show only for providers whose keys are set. */
export function enabledSocialProviders(): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => {
    if (p === "google") return Boolean(env.GOOGLE_CLIENT_ID);
    if (p === "apple") return Boolean(env.APPLE_CLIENT_ID);
    return Boolean(env.LINKEDIN_CLIENT_ID);
  });
}

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === "string" && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}
