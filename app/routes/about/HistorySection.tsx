import { ArtImage } from "#app/components/ui/ArtImage.tsx";
import { Container } from "#app/components/ui/Container.tsx";
import { history } from "#app/content/about.ts";

/** Two chapters of the gym's story, image and text alternating sides. */
export function HistorySection() {
  return (
    <section aria-label="Our history" className="section-space bg-ink">
      <Container className="space-y-20 md:space-y-28">
        {history.map((block, index) => (
          <article key={block.year} className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
            <ArtImage
              image={block.image}
              sizes="(min-width: 768px) 560px, 92vw"
              className={`aspect-[4/5] w-full rounded-card object-cover shadow-card md:aspect-square ${
                index % 2 === 1 ? "md:order-2" : ""
              }`}
            />
            <div>
              <p className="section-label mb-3">Since {block.year}</p>
              <h2 className="font-display text-4xl font-semibold uppercase tracking-tight sm:text-5xl">
                {block.title}
              </h2>
              <p className="mt-5 text-lg text-muted">{block.text}</p>
            </div>
          </article>
        ))}
      </Container>
    </section>
  );
}
