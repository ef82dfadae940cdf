// Upload from a phone: the photos step shows a QR code and its link; the link opens the phone page in a
// second browser (a phone-sized one, no sign-in), a real portrait picked there goes through the quality
// gate and appears on the desktop without a reload. A replaced or made-up link gets its own screen.
import { devices, expect, test } from "./support/test";
import { AFTER_SHOOT_USERS, signInAs } from "./support/after-shoot-users";
import { messages } from "./support/messages";

const t = messages("en");
const PORTRAIT = "/usr/lib/python3/dist-packages/skimage/data/astronaut.png";
const person = AFTER_SHOOT_USERS.phone;

test("a photo picked on the phone is checked there and appears on the desktop by itself", async ({ page, browser, baseURL }) => {
  await signInAs(page, person.email);
  await page.goto("/app/upload/photos");
  await expect(page).toHaveURL(/\/app\/upload\/photos/);
  await expect(page.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 0, min: 4, max: 20 }));
  // Set on this very document: still there at the end means the page never reloaded.
  await page.evaluate(() => ((window as unknown as { phoneSpecMarker: boolean }).phoneSpecMarker = true));

  const panel = page.getByTestId("phone-panel");
  await panel.getByRole("button", { name: t("PhoneUpload.panel.show") }).click();
  await expect(panel.getByRole("img", { name: t("PhoneUpload.panel.qrAlt") })).toBeVisible();
  const link = await panel.getByTestId("phone-upload-link").inputValue();
  expect(link).toMatch(/\/photo-upload\/[A-Za-z0-9_-]{43}$/);

  // A second browser, phone-sized and signed out: only the link leads in.
  const phoneContext = await browser.newContext({ ...devices["Pixel 7"], locale: "en-US", baseURL });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(link);

    // Intro, pose guide, camera permission (declined in favour of the picker).
    await expect(phone.getByRole("heading", { name: t("PhoneUpload.intro.title") })).toBeVisible();
    await phone.getByRole("button", { name: t("PhoneUpload.intro.start") }).click();
    await expect(phone.getByTestId("pose-guide").getByRole("listitem")).toHaveCount(5);
    await phone.getByRole("button", { name: t("PhoneUpload.pose.ready") }).click();
    await expect(phone.getByRole("heading", { name: t("PhoneUpload.camera.title") })).toBeVisible();
    await phone.getByRole("button", { name: t("PhoneUpload.camera.pick") }).click();

    // The picker: a real portrait passes the same gate as on the desktop.
    await phone.getByTestId("phone-file-input").setInputFiles(PORTRAIT);
    const item = phone.getByTestId("phone-photo");
    await expect(item).toHaveAttribute("data-status", "accepted", { timeout: 60_000 });
    await expect(item).toContainText(t("PhoneUpload.status.accepted"));
    await expect(phone.getByTestId("phone-count")).toHaveText(t("PhoneUpload.capture.count", { accepted: 1, min: 4 }));

    // The desktop shows it without a reload.
    await expect(page.locator('[data-testid="photo-item"][data-status="accepted"]')).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByTestId("photo-count")).toHaveText(t("Upload.photos.count", { accepted: 1, min: 4, max: 20 }));
    expect(await page.evaluate(() => (window as unknown as { phoneSpecMarker?: boolean }).phoneSpecMarker)).toBe(true);

    // A new QR code turns the old link off: the phone gets the "already used" screen, not an error page.
    await panel.getByRole("button", { name: t("PhoneUpload.panel.renew") }).click();
    await expect(panel.getByTestId("phone-upload-link")).not.toHaveValue(link);
    await phone.reload();
    const closed = phone.getByTestId("phone-upload-closed");
    await expect(closed).toHaveAttribute("data-reason", "revoked");
    await expect(closed.getByRole("heading", { name: t("PhoneUpload.closed.revoked.title") })).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});

test("a made-up upload link shows its own screen", async ({ browser, baseURL }) => {
  const phoneContext = await browser.newContext({ ...devices["Pixel 7"], locale: "en-US", baseURL });
  try {
    const phone = await phoneContext.newPage();
    const res = await phone.goto(`/photo-upload/${"A".repeat(43)}`);
    expect(res?.status()).toBe(404);
    const closed = phone.getByTestId("phone-upload-closed");
    await expect(closed).toHaveAttribute("data-reason", "unknown");
    await expect(closed.getByRole("heading", { name: t("PhoneUpload.closed.unknown.title") })).toBeVisible();
    await expect(phone.getByText(t("PhoneUpload.closed.unknown.body"))).toBeVisible();
  } finally {
    await phoneContext.close();
  }
});
