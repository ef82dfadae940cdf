import "server-only";
import QRCode from "qrcode";

/** The link as a QR code: an SVG data URL, drawn on the server so the browser needs no QR library. */
export async function qrCodeDataUrl(url: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#111827", light: "#ffffff" } });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
