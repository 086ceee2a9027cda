import { SURVEY_TEXTS } from '@rekry/domain/public';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockPublicApi, type Answer } from '../careers/public-api-mock.ts';
import { renderPublic } from '../careers/render-public.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 's'.repeat(43);
const BASE = `/api/public/surveys/${TOKEN}`;
const survey = {
  company: 'Demo AB',
  position: 'Lagermedarbetare',
  question: SURVEY_TEXTS.question,
  freeText: SURVEY_TEXTS.freeText,
  answered: false,
};

function serve(get: Answer, post?: Answer) {
  return mockPublicApi((url, init) => {
    if (url.pathname !== BASE) return undefined;
    return init?.method === 'POST' ? post : get;
  });
}

const posted = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as unknown);

describe('the survey page /enkat/:token', () => {
  it('takes a score from the keyboard and a comment, and thanks', async () => {
    const fetchMock = serve({ body: survey }, { status: 201, body: { ok: true } });
    renderPublic(`/enkat/${TOKEN}`);
    const scale = await screen.findByRole('group', { name: SURVEY_TEXTS.question });
    expect(scale).toBeInTheDocument();
    expect(screen.getByText('Du sökte Lagermedarbetare hos Demo AB.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    // Nothing chosen: the page says so and sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(screen.getByText(SURVEY_TEXTS.score)).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);
    // Arrow keys move along the scale, as radio buttons do.
    await userEvent.click(screen.getByRole('radio', { name: '7' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '8' })).toBeChecked();
    await userEvent.type(screen.getByLabelText(SURVEY_TEXTS.freeText), 'Snabbt svar');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('heading', { name: SURVEY_TEXTS.thanks })).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([{ score: 8, comment: 'Snabbt svar' }]);
  });

  it('says the server’s words for a forged link and for a second answer', async () => {
    serve({ status: 404, body: { error: { code: 'not_found', message: SURVEY_TEXTS.notFound } } });
    renderPublic(`/enkat/${TOKEN}`);
    expect(await screen.findByText(SURVEY_TEXTS.notFound)).toBeInTheDocument();
  });

  it('tells the 409 of an answer already given', async () => {
    serve(
      { body: survey },
      { status: 409, body: { error: { code: 'conflict', message: SURVEY_TEXTS.answered } } },
    );
    renderPublic(`/enkat/${TOKEN}`);
    await userEvent.click(await screen.findByRole('radio', { name: '10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByText(SURVEY_TEXTS.answered)).toBeInTheDocument();
  });
});
