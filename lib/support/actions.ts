"use server";

// The public contact form (/contact, components/contact/ContactForm.tsx). Error keys are
// Contact.errors keys. The page is cached; this action runs per request, so it reads the client
// address (lib/http/client-ip.ts) as the /auth forms do.
import "server-only";
import { headers } from "next/headers";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { action } from "@/lib/http/action";
import { knownClientIp } from "@/lib/http/client-ip";
import { textFields } from "@/lib/http/form-data";
import { verifyRecaptcha } from "@/lib/recaptcha/server";
import { CONTACT_HONEYPOT, CONTACT_RECAPTCHA_ACTION, contactSchema, submitContactMessage, takeContactHoneypot, takeContactLimit } from "./contact";

const contactForm = textFields(contactSchema.extend({ recaptcha: z.string(), [CONTACT_HONEYPOT]: z.string() }));

/**
 * `detail`: the new ticket's reference. A filled honeypot answers `ok` with no reference and writes
 * nothing (a bot must not learn that it was seen); reCAPTCHA (when keys are set) and the limits per
 * client address and per address typed refuse before anything is written, keeping what was typed.
 */
export const contactAction = action(
  contactForm,
  async ({ recaptcha, [CONTACT_HONEYPOT]: trap, ...message }, { locale }) => {
    const ip = knownClientIp(await headers());
    if (trap.trim() !== "") {
      await takeContactHoneypot(ip);
      return { ok: true };
    }
    if (!(await verifyRecaptcha(recaptcha || null, CONTACT_RECAPTCHA_ACTION))) return { error: "recaptchaFailed" };
    const limit = await takeContactLimit(message.email, ip);
    if (!limit.allowed) return { error: "tooManyRequests", errorValues: { minutes: limit.retryAfterMinutes } };
    const { reference } = await submitContactMessage(await prisma(), { ...message, locale });
    return { ok: true, detail: reference };
  },
  { role: "public", secret: [CONTACT_HONEYPOT] },
);
