import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    APP_URL: z.url({ message: "must be an absolute URL such as http://localhost:3000" }).default("http://localhost:3000"),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters (generate one with: openssl rand -base64 32)"),

    DATABASE_URL: optional.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL (leave it empty for the embedded PGlite database)")
        .optional(),
    ),
    PGLITE_DIR: z.string().default(".data/pglite"),

    SMTP_URL: optional.pipe(z.string().regex(/^smtps?:\/\//, "must look like smtp://user:pass@host:port").optional()),
    EMAIL_FROM: z.string().default("Lumen <hello@lumen.localhost>"),

    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    APPLE_CLIENT_ID: optional,
    APPLE_CLIENT_SECRET: optional,
    LINKEDIN_CLIENT_ID: optional,
    LINKEDIN_CLIENT_SECRET: optional,

    RECAPTCHA_SECRET_KEY: optional,
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY: optional,
    NEXT_PUBLIC_RECAPTCHA_VERSION: z.enum(["2", "3", "enterprise"]).default("3"),
    NEXT_PUBLIC_GTM_ID: optional,

    LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  })
  .superRefine((v, ctx) => {
    const pairs = [
      ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
      ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
      ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
      ["NEXT_PUBLIC_RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET_KEY"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(v[a]) !== Boolean(v[b])) {
        ctx.addIssue({ code: "custom", path: [v[a] ? b : a], message: `is required when ${v[a] ? a : b} is set` });
      }
    }
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example for every variable.`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "(env)"} ${i.message}`));
  }
  return result.data;
}
