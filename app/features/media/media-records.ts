/**
 * The uploaded pictures and the gallery as the database holds them (migration 0191,
 * decision 0201), without the pictures' bytes: what every server keeps in its snapshot.
 */
export interface MediaPicture {
  /** The hash of its bytes: "media/<id>" references it. */
  id: string;
  alt: string;
  fileName: string;
  sourceType: string;
  width: number;
  height: number;
  storedBytes: number;
  storage: "database" | "s3";
  version: number;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
}

/** An entry of the gallery: an uploaded picture ("media/<id>") or the site's artwork ("gallery/gallery-01"). */
export interface GalleryEntry {
  id: string;
  picture: string;
  alt: string;
}

export interface MediaLibrary {
  /** Newest first. */
  pictures: MediaPicture[];
  /** In the gallery's order. */
  gallery: GalleryEntry[];
}
