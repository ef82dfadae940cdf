// The dependency rules of eslint.config.mjs hold: lib never imports components (or app, stores) and no
// import cycle passes inside lib. Linted on small files planted in lib/ for the test (only those, so it is
// fast), through ESLint's Node API with the project's own configuration.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const cwd = path.resolve(import.meta.dirname, "..");
let eslint: ESLint;
let dir: string;

beforeAll(() => {
  eslint = new ESLint({ cwd });
  dir = fs.mkdtempSync(path.join(cwd, "lib", "lint-fixture-"));
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes the planted files into the fixture folder and returns their paths. */
function plant(files: Record<string, string>): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const [name, text] of Object.entries(files)) {
    paths[name] = path.join(dir, name);
    fs.writeFileSync(paths[name], text);
  }
  return paths;
}

/** The rule ids ESLint reports for one planted file, with their messages. */
async function lint(filePath: string): Promise<{ ruleId: string | null; message: string }[]> {
  const [result] = await eslint.lintText(fs.readFileSync(filePath, "utf8"), { filePath });
  return result!.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

describe("the dependency rules", () => {
  it("report an import cycle inside lib, also one through a dynamic import", async () => {
    const f = plant({
      "cycle-a.ts": 'import { b } from "./cycle-b";\nexport const a = (): number => b + 1;\n',
      "cycle-b.ts": 'export const b = 1;\nexport async function later(): Promise<number> {\n  const { a } = await import("./cycle-a");\n  return a();\n}\n',
    });
    expect(await lint(f["cycle-a.ts"]!)).toEqual([expect.objectContaining({ ruleId: "import-x/no-cycle", message: expect.stringContaining("Dependency cycle") })]);
    expect(await lint(f["cycle-b.ts"]!)).toEqual([expect.objectContaining({ ruleId: "import-x/no-cycle" })]);
  });

  it("report lib importing components", async () => {
    const f = plant({ "ui.ts": 'import { tableColumns } from "@/components/ui/data-table";\nexport const columns = tableColumns;\n' });
    expect(await lint(f["ui.ts"]!)).toEqual([expect.objectContaining({ ruleId: "boundaries/dependencies", message: expect.stringContaining("lib/ is the bottom layer") })]);
  });

  it("let a one-way pair inside lib through", async () => {
    const f = plant({
      "one-way-a.ts": 'import { b } from "./one-way-b";\nimport { env } from "@/lib/env";\nexport const a = (): string => `${b}${env.APP_URL}`;\n',
      "one-way-b.ts": "export const b = 1;\n",
    });
    expect(await lint(f["one-way-a.ts"]!)).toEqual([]);
    expect(await lint(f["one-way-b.ts"]!)).toEqual([]);
  });
});
