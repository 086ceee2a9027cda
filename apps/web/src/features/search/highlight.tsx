import { matchRanges } from '@rekry/domain';
import { MarkedText } from '../../components/ui/marked-text.tsx';

/** The text with each occurrence of the query marked, matched as the server matches (case, åäö). */
export function Highlight({ text, query }: { text: string; query: string }) {
  return <MarkedText text={text} marks={matchRanges(text, query)} />;
}
