import { SURVEY_TEXTS } from '@rekry/domain/public';
import { useMutation } from '../public-mutation.ts';
import { useQuery } from '../public-query.tsx';
import { useId, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import { Alert } from '../../../components/ui/alert.tsx';
import { errorMessage, isApiError, surveyApi } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { themed, themedButtonClass } from '../theme.ts';
import { LinkPageShell, linkPageState } from '../link-page.tsx';
import { surveyStrings as t } from './strings.ts';

/**
 * /enkat/{token}: the candidate survey from its e-mail. Fetched in the browser (the page is one for every
 * link, as the booking page): a 0–10 scale of radio buttons, one free text, then thanks. A forged link
 * is the server's 404 words, a second answer its 409's.
 */
export function SurveyPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <Survey key={token} token={token} />;
}

function Survey({ token }: { token: string }) {
  useDocumentTitle(t.title);
  const survey = useQuery({
    queryKey: ['public-survey', token],
    queryFn: () => surveyApi.get(token),
    staleTime: 0,
  });
  const send = useMutation({
    mutationFn: (answer: { score: number; comment: string }) => surveyApi.answer(token, answer),
  });
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const ids = { legend: useId(), comment: useId(), error: useId() };

  const state = linkPageState(survey, { ...t, unknown: SURVEY_TEXTS.notFound });
  if (state || !survey.data) return state;
  const data = survey.data;
  if (send.isSuccess || data.answered)
    return (
      <LinkPageShell>
        <h1 className={cn('text-2xl font-semibold', themed.heading)}>
          {send.isSuccess ? SURVEY_TEXTS.thanks : SURVEY_TEXTS.answered}
        </h1>
      </LinkPageShell>
    );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (score === null) {
      setMissing(true);
      return;
    }
    send.mutate({ score, comment });
  }
  const failure = send.isError ? errorMessage(send.error) : null;
  return (
    <LinkPageShell>
      <h1 className={cn('text-2xl font-semibold', themed.heading)}>{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.intro(data.position, data.company)}</p>
      <p className="mt-1 text-sm text-gray-600">{t.anonymous}</p>
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        {failure ? (
          <Alert
            tone={send.error && isApiError(send.error) && send.error.status === 409 ? 'info' : 'error'}
            title={failure}
          />
        ) : null}
        <fieldset aria-describedby={missing ? ids.error : undefined}>
          <legend id={ids.legend} className="font-medium text-gray-900">
            {data.question}
          </legend>
          <div className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-11">
            {Array.from({ length: 11 }, (_, n) => (
              <label
                key={n}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg text-sm font-medium ring-1 ring-gray-300',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  score === n ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-gray-900',
                )}
              >
                <input
                  type="radio"
                  name="score"
                  value={n}
                  checked={score === n}
                  onChange={() => {
                    setScore(n);
                    setMissing(false);
                  }}
                  className="sr-only"
                />
                {n}
              </label>
            ))}
          </div>
          <p className="mt-2 flex justify-between gap-4 text-xs text-gray-600">
            <span>{t.low}</span>
            <span className="text-right">{t.high}</span>
          </p>
          {missing ? (
            <p id={ids.error} className="mt-1 text-sm text-red-700">
              {SURVEY_TEXTS.score}
            </p>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor={ids.comment} className="block font-medium text-gray-900">
            {data.freeText}
          </label>
          <textarea
            id={ids.comment}
            value={comment}
            maxLength={2000}
            rows={4}
            onChange={(e) => setComment(e.target.value)}
            className="mt-2 block w-full rounded-lg border-0 px-3 py-2 text-gray-900 ring-1 ring-gray-300 focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <button type="submit" className={themedButtonClass('md')} disabled={send.isPending}>
          {send.isPending ? t.sending : t.send}
        </button>
      </form>
    </LinkPageShell>
  );
}
