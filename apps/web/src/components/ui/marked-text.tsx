/**
 * A text with stretches of it marked (a search's matches), drawn as text: whatever the text says (an
 * applicant's CV, a name) is never read as markup.
 */
export function MarkedText({ text, marks }: { text: string; marks: readonly (readonly [number, number])[] }) {
  if (!marks.length) return <>{text}</>;
  const parts = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-yellow-100 px-0 font-semibold text-gray-900">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
