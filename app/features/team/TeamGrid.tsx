import { Mail } from "lucide-react";
import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { BrandIcon } from "#app/components/ui/BrandIcon.tsx";
import type { ImageAsset } from "#app/content/artwork.ts";
import { trainerSocialMarks } from "#app/content/trainers.ts";

/** A coach of the team section: a trainer with a portrait. */
export interface TeamMember {
  name: string;
  job: string;
  image: ImageAsset;
}

const markLabels = { facebook: "Facebook", twitter: "Twitter", instagram: "Instagram", email: "E-mail" } as const;

/**
 * The coaches. Portraits are grayscale until a visitor hovers the team or focuses any card;
 * then all of them turn to colour together, so the cards never disagree (`.team-grid` in
 * app.css). Hover and focus count apart, so the pointer leaving does not grey a card that
 * still has focus. CSS alone does it: the section is markup the server renders once
 * (decision 0170), and it works without scripts.
 */
export function TeamGrid({ trainers }: { trainers: TeamMember[] }) {
  return (
    <ul className="team-grid grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {trainers.map((trainer) => (
        <li key={trainer.name}>
          {/* Focusable so keyboard visitors can bring the colour in too; the card holds no links. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the card itself reacts to focus, as it does to hover. */}
          <article tabIndex={0} aria-label={`${trainer.name}, ${trainer.job}`} className="group rounded-card">
            <div className="overflow-hidden rounded-card bg-surface shadow-card">
              <ArtImage
                image={trainer.image}
                sizes="(min-width: 1024px) 384px, (min-width: 640px) 45vw, 92vw"
                className="team-portrait aspect-[3/4] w-full object-cover grayscale transition-[filter,transform] duration-250 group-hover:scale-[1.02]"
              />
            </div>
            <div className="mt-5 flex items-start justify-between gap-4">
              <div>
                <h3 className="font-display text-2xl uppercase tracking-wide">{trainer.name}</h3>
                <p className="text-muted">{trainer.job}</p>
              </div>
              <ul className="flex gap-1.5 text-muted">
                {trainerSocialMarks.map((mark) => (
                  <li key={mark}>
                    <span
                      role="img"
                      aria-label={markLabels[mark]}
                      className="grid size-8 place-items-center rounded-full border border-white/15"
                    >
                      {mark === "email" ? (
                        <Mail aria-hidden="true" className="size-3.5" />
                      ) : (
                        <BrandIcon network={mark} className="size-3.5" />
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
