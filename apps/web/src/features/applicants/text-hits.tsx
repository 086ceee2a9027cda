import { markedWords, type ApplicantListItem } from '@rekry/domain';
import { FileText, MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { MarkedText } from '../../components/ui/marked-text.tsx';
import { cn } from '../../lib/cn.ts';
import { paths, type FileHit } from '../../lib/paths.ts';
import { applicantStrings } from './strings.ts';

const t = applicantStrings.list;

type Hit = NonNullable<ApplicantListItem['textHits']>[number];

const fileHit = (hit: Hit): FileHit | null =>
  hit.file ? { fileId: hit.file.id, words: markedWords(hit.passage) } : null;

/** Where opening a row found by 'Sök i CV och svar' leads: the first file with a hit, opened at it. */
export function firstFileHit(item: ApplicantListItem): FileHit | null {
  const hit = item.textHits?.find((h) => h.file);
  return hit ? fileHit(hit) : null;
}

/**
 * The places 'Sök i CV och svar' found an applicant: each file's name (a link that opens it at the words,
 * where the row is a table row) or 'Svar i formuläret', and a passage with the words marked. The passage is
 * the applicant's own text, drawn as text.
 */
export function TextHits({
  item,
  positionId,
  linked,
  brief = false,
}: {
  item: ApplicantListItem;
  positionId: number;
  /** A phone's card is a link itself: its hits are plain text. */
  linked: boolean;
  /** A board card: the first place only, its passage cut to three lines. */
  brief?: boolean;
}) {
  if (!item.textHits?.length) return brief ? null : <span className="text-gray-500">–</span>;
  const shown = brief ? item.textHits.slice(0, 1) : item.textHits;
  return (
    <ul className={cn('max-w-md space-y-2 text-xs leading-5', brief && 'mt-1.5')} aria-label={t.hits}>
      {shown.map((hit, i) => {
        const Icon = hit.file ? FileText : MessageSquareText;
        const name = hit.file?.filename ?? t.answersHit;
        const at = fileHit(hit);
        return (
          <li key={hit.file?.id ?? `answers-${i}`}>
            <p className="flex min-w-0 items-center gap-1 font-medium text-gray-700">
              <Icon className="size-3.5 shrink-0 text-gray-500" aria-hidden />
              {linked && at ? (
                <Link
                  to={paths.applicant(positionId, item.id, at)}
                  aria-label={t.openHit(name)}
                  className="relative z-10 truncate text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  {name}
                </Link>
              ) : (
                <span className="truncate">{name}</span>
              )}
            </p>
            <p className={cn('text-gray-700', brief && 'line-clamp-3')}>
              <MarkedText text={hit.passage.text} marks={hit.passage.marks} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
