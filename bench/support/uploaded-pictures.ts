import sharp from "sharp";
import { COMMAND_LINE } from "#app/features/staff/audit.server.ts";
import { setRole } from "#app/features/staff/roles.server.ts";
import { type DatabaseConfig, openDatabase } from "#app/platform/data/database.server.ts";

/**
 * A gym that has put its own photos up (issue 31): an owner uploads `count` camera-sized
 * JPEGs through the staff API, as /staff/media does, and makes them the gallery's first
 * pictures, so `/gallery/page-1` and the home page's gallery strip show uploads only.
 */
export async function uploadGalleryPictures(baseUrl: string, database: DatabaseConfig, count = 8): Promise<void> {
  const headers = { "Content-Type": "application/json", Origin: baseUrl };
  const email = `bench-owner-${process.pid}@example.com`;
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email, password: "bench-owner-1", name: "Bench Owner" }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed with ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");
  const db = openDatabase(database);
  try {
    await setRole(db, { email, role: "owner", actor: COMMAND_LINE, demoAccounts: {}, from: "command line" });
  } finally {
    await db.close();
  }

  const uploaded: { picture: string; alt: string }[] = [];
  for (let n = 0; n < count; n++) {
    const alt = `A member training, photo ${n + 1}`;
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(await cameraPhoto(n))], { type: "image/jpeg" }), `IMG_${2040 + n}.jpg`);
    form.set("alt", alt);
    const response = await fetch(`${baseUrl}/api/staff/media`, {
      method: "POST",
      headers: { Origin: baseUrl, Cookie: cookie },
      body: form,
    });
    if (!response.ok) throw new Error(`Upload failed with ${response.status}: ${await response.text()}`);
    const { picture } = (await response.json()) as { picture: { reference: string } };
    uploaded.push({ picture: picture.reference, alt });
  }
  const gallery = await fetch(`${baseUrl}/api/staff/gallery`, { headers: { Cookie: cookie } });
  const { version, gallery: entries } = (await gallery.json()) as {
    version: number;
    gallery: { picture: string; alt: string }[];
  };
  const replaced = await fetch(`${baseUrl}/api/staff/gallery`, {
    method: "PUT",
    headers: { ...headers, Cookie: cookie },
    body: JSON.stringify({
      version,
      pictures: [...uploaded, ...entries.map(({ picture, alt }) => ({ picture, alt }))],
    }),
  });
  if (!replaced.ok) throw new Error(`The gallery refused the uploads: ${replaced.status} ${await replaced.text()}`);
}

/** A 4032×3024 photo-like JPEG (noise over a gradient, so it compresses as a photo does), with a GPS position in its EXIF. */
async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 110 + seed * 5, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff4d2e"/><stop offset="1" stop-color="#101418"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)" opacity="0.7"/></svg>`,
  );
  return sharp(noise)
    .composite([{ input: gradient }])
    .blur(1.2)
    .jpeg({ quality: 88 })
    .withExif({
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}
