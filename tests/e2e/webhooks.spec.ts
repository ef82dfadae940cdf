// Outgoing webhooks, in a real browser: the demo team's lead saves a receiver on this machine at
// /app/admin/api (the e2e server allows loopback receivers: WEBHOOKS_ALLOW_PRIVATE=1 in
// playwright.config.ts), copies the secret shown once, sends a test event, and finds it delivered in the
// delivery log; the receiver checks the signature with the standardwebhooks library.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { expect, test } from "./support/test";
import { signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";
import { DEMO_PASSWORD, ROLE_EMAILS } from "./support/roles";

test("a team lead saves a webhook, sends a test event and sees it delivered", async ({ page }) => {
  const t = messages("en");
  const received: { headers: Record<string, string>; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lumen`;
  try {
    await signInAs(page, ROLE_EMAILS.lead, DEMO_PASSWORD);
    await page.goto("/app/admin/api");
    const section = page.getByTestId("webhooks-section");
    await expect(section.getByRole("heading", { name: t("TeamWebhooks.title"), exact: true })).toBeVisible();

    // A webhook left by an earlier run: remove it, so this save makes (and shows) a new secret.
    const remove = section.getByRole("button", { name: t("TeamWebhooks.remove.button") });
    if (await remove.isVisible()) {
      await remove.click();
      await page.getByRole("dialog").getByRole("button", { name: t("TeamWebhooks.remove.confirm"), exact: true }).click();
      await expect(remove).toBeHidden();
    }

    await section.getByLabel(t("TeamWebhooks.form.url")).fill(url);
    await section.getByRole("button", { name: t("TeamWebhooks.form.save") }).click();
    await expect(section.getByText(t("TeamWebhooks.secret.shownOnce"))).toBeVisible();
    await expect(section.getByRole("button", { name: t("TeamWebhooks.secret.copy") })).toBeVisible();
    const secret = (await section.getByTestId("webhook-secret").locator("code").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^whsec_/);

    await section.getByRole("button", { name: t("TeamWebhooks.test.send") }).click();
    await expect(section.getByRole("status").filter({ hasText: t("TeamWebhooks.test.delivered") })).toBeVisible();
    expect(received).toHaveLength(1);
    expect(new Webhook(secret).verify(received[0]!.body, received[0]!.headers)).toMatchObject({ event: "webhook.test", objectType: "organization" });

    const log = section.getByTestId("webhook-log");
    const row = log.getByRole("row").filter({ hasText: t("TeamWebhooks.events.webhook_test") });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t("TeamWebhooks.log.statuses.DELIVERED"));
    await expect(row).toContainText("204");
    await row.getByText(t("TeamWebhooks.log.attemptsOf", { count: 1, max: 4 })).click();
    await expect(row.getByText(t("TeamWebhooks.log.attempt", { number: 1 }))).toBeVisible();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
