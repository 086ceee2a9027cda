import type { HitBox } from './pdf-hits.ts';

/** The search's words marked over the page shown, placed in fractions of the page (any zoom). */
export function HitLayer({ boxes }: { boxes: readonly HitBox[] }) {
  if (!boxes.length) return null;
  return (
    <div className="pointer-events-none absolute inset-0" data-testid="pdf-hits" aria-hidden>
      {boxes.map((box, i) => (
        <span
          key={i}
          className="absolute rounded-sm bg-yellow-300/50 mix-blend-multiply ring-1 ring-yellow-500/60"
          style={{
            left: `${box.x * 100}%`,
            top: `${box.y * 100}%`,
            width: `${box.width * 100}%`,
            height: `${box.height * 100}%`,
          }}
        />
      ))}
    </div>
  );
}
