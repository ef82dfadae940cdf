// The message files as plain data, read synchronously from disk: for tests and scripts (the message
// check, the browser tests' copy of the product's strings). The app loads them with lib/i18n/messages.ts.
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "./config";

export const MESSAGES_DIR = path.join(process.cwd(), "messages");

/** The namespace files present for `locale`, by name (without .json). */
export function namespaceFiles(locale: Locale, dir = MESSAGES_DIR): string[] {
  return fs
    .readdirSync(path.join(dir, locale))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
}

/**
 * JSON as read: tests reach into it by key (`messages.Shell.testPayments`), so its leaves are not
 * narrowed to strings here (lib/i18n/messages.ts's `Messages` is the checked type).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MessageTree = Record<string, any>;

/** Every namespace of `locale` as one tree: { Namespace: { ... } }. */
export function readMessages(locale: Locale, dir = MESSAGES_DIR): MessageTree {
  return Object.fromEntries(namespaceFiles(locale, dir).map((ns) => [ns, JSON.parse(fs.readFileSync(path.join(dir, locale, `${ns}.json`), "utf8")) as MessageTree]));
}

/** Every string of `tree` by its dotted key (array items by index: `Email.welcome.body.0`). */
export function flattenMessages(tree: MessageTree, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === "string") out.set(key, v);
    else if (Array.isArray(v)) v.forEach((s: string, i) => out.set(`${key}.${i}`, s));
    else flattenMessages(v as MessageTree, key, out);
  }
  return out;
}
