import { MapPin } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSiteDetails } from "#app/components/layout/site-details.tsx";
import { site } from "#app/content/site.ts";

const span = 0.006;

/** The map's addresses around the gym's location (the database's copy, decision 0200). */
function mapUrls({ latitude, longitude }: { latitude: number; longitude: number }) {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].join(",");
  return {
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`,
    fullMapUrl: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
  };
}

/**
 * The map frame is only inserted once it nears the viewport, so visitors who never scroll
 * this far download nothing from the map host, and a host that cannot be reached leaves
 * the address and the link beside it intact.
 */
export function LazyMap() {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const details = useSiteDetails();
  const { embedUrl, fullMapUrl } = mapUrls(details.location);

  useEffect(() => {
    const element = holder.current;
    if (!element || near) return;
    if (!("IntersectionObserver" in window)) {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <figure className="overflow-hidden rounded-card bg-surface shadow-card">
      <div ref={holder} className="relative aspect-[4/3] w-full sm:aspect-[21/9]">
        <div aria-hidden="true" className="map-placeholder absolute inset-0 grid place-items-center">
          <MapPin className="size-10 text-accent" />
        </div>
        {near ? (
          <iframe
            title={`Map showing ${site.brand} at ${details.address}`}
            src={embedUrl}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        ) : null}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm text-muted">
        <span>{details.address}</span>
        <a href={fullMapUrl} className="link text-paper" rel="noopener noreferrer" target="_blank">
          Open in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
