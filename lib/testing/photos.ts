// Public-domain portraits from Debian packages (scripts/test.sh installs them) and bad copies derived
// from them in memory. Tests, the benchmarks and the demo seed read them.
import fs from "node:fs";
import sharp from "sharp";

export const PHOTOS = {
  /** Eileen Collins, NASA, public domain (python3-skimage). 512 x 512. */
  astronaut: "/usr/lib/python3/dist-packages/skimage/data/astronaut.png",
  /** Grace Hopper, US Navy, public domain (python-matplotlib-data). 512 x 600. */
  graceHopper: "/usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg",
  /** A coffee cup: no face (python3-skimage). */
  coffee: "/usr/lib/python3/dist-packages/skimage/data/coffee.png",
  /** A cat: no human face (python3-skimage). */
  chelsea: "/usr/lib/python3/dist-packages/skimage/data/chelsea.png",
} as const;

export const read = (name: keyof typeof PHOTOS): Buffer => fs.readFileSync(PHOTOS[name]);

/** A portrait scaled up to a phone-camera size (default 4000 x 3000-ish, 12 MP), as JPEG. */
export async function phoneSized(name: keyof typeof PHOTOS, megapixels = 12): Promise<Buffer> {
  const meta = await sharp(read(name)).metadata();
  const s = Math.sqrt((megapixels * 1e6) / (meta.width! * meta.height!));
  return sharp(read(name)).resize(Math.round(meta.width! * s)).jpeg({ quality: 90 }).toBuffer();
}

export const derive = {
  blurred: (b: Buffer) => sharp(b).blur(6).jpeg().toBuffer(),
  dark: (b: Buffer) => sharp(b).linear(0.12, 0).jpeg().toBuffer(),
  overexposed: (b: Buffer) => sharp(b).linear(2, 30).jpeg().toBuffer(),
  /** The portrait shrunk to a small part of a large grey canvas. */
  tinyFace: async (b: Buffer) =>
    sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#8a8d90" } })
      .composite([{ input: await sharp(b).resize(300).toBuffer(), left: 850, top: 400 }]).jpeg().toBuffer(),
  /** Two portraits side by side. */
  sideBySide: async (a: Buffer, b: Buffer) => {
    const left = await sharp(a).resize(512, 600, { fit: "cover" }).toBuffer();
    const right = await sharp(b).resize(512, 600, { fit: "cover" }).toBuffer();
    return sharp({ create: { width: 1024, height: 600, channels: 3, background: "#777" } })
      .composite([{ input: left, left: 0, top: 0 }, { input: right, left: 512, top: 0 }]).jpeg().toBuffer();
  },
  /** Cut so that the left part of the face is outside the photo, then enlarged to stay >= 512. */
  cropped: async (b: Buffer, left: number, top = 0) => {
    const m = await sharp(b).metadata();
    return sharp(b).extract({ left, top, width: m.width! - left, height: m.height! - top })
      .resize({ width: 700, height: 700, fit: "outside" }).jpeg().toBuffer();
  },
  /** A photo without a face, enlarged past the minimum size. */
  enlarged: (b: Buffer) => sharp(b).resize(800).jpeg().toBuffer(),
};
