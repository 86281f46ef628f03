/** The figures a console page leads with (a member's counts, a report's totals): a label, a big number, a note. */
export function StatTiles({ tiles }: { tiles: { label: string; value: string | number; detail?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-card border border-white/8 bg-surface p-4">
          <dt className="font-display text-xs uppercase tracking-[0.2em] text-muted">{tile.label}</dt>
          <dd className="mt-1 font-display text-3xl font-semibold">
            {tile.value}
            {tile.detail ? (
              <span className="mt-1 block font-sans text-sm font-normal text-muted">{tile.detail}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
