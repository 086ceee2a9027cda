import {
  luhnCheckDigit,
  standardApplicationForm,
  summerPeriodsGroup,
  type FormProperty,
  type PublicContainer,
  type PublicPositionDetail,
} from '@rekry/domain/public';
import { render } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApplyPage } from '../../../src/features/careers/apply/apply-page.tsx';
import { QueryClient, QueryClientProvider } from '../../../src/features/careers/public-query.tsx';
import { makeCompany, makeDetail, mockPublicApi, type Answer } from '../public-api-mock.ts';

/** A valid personal number: born 1990-01-01, serial 123, Luhn check digit over the last ten digits. */
export const VALID_SSN = `19900101123${luhnCheckDigit('900101123')}`;

const field = (p: Partial<FormProperty> & Pick<FormProperty, 'key' | 'type' | 'order'>): FormProperty => ({
  label: '',
  required: false,
  isHtml: false,
  validators: [],
  ...p,
});

/** The standard form plus one field of every other type (SPEC §3). */
export function everyTypeForm(): FormProperty[] {
  return [
    ...standardApplicationForm(),
    field({
      key: 'form_text_motivation',
      type: 'text',
      label: 'Motivering',
      order: 2000,
      data: { maxLength: 20 },
    }),
    field({
      key: 'form_text_licence',
      type: 'textWithHelpLink',
      label: 'Truckkort',
      order: 2010,
      data: { url: 'https://www.example.se/truckkort', linkText: 'Vad är ett truckkort?' },
    }),
    field({
      key: 'form_photo',
      type: 'imageBase64',
      label: 'Foto',
      order: 2020,
      data: { minWidth: 100, minHeight: 100 },
    }),
    field({
      key: 'form_html',
      type: 'checkbox',
      label: 'Jag har <strong>B-körkort</strong>',
      isHtml: true,
      order: 2030,
    }),
    field({ key: 'form_nolabel', type: 'text', label: '', order: 2040 }),
    field({
      key: 'customform_activities',
      type: 'group',
      label: 'Aktiviteter',
      order: 2050,
      data: { keys: ['customform_activities_1', 'customform_activities_2'] },
      validators: [{ name: 'beCustomGroupValidation' }],
    }),
    field({ key: 'customform_activities_1', type: 'checkbox', label: 'Fotboll', order: 2051 }),
    field({ key: 'customform_activities_2', type: 'checkbox', label: 'Schack', order: 2052 }),
    ...summerPeriodsGroup(
      [
        { startDate: '2027-06-14', endDate: '2027-07-02' },
        { startDate: '2027-07-05', endDate: '2027-07-23' },
      ],
      { startOrder: 2100 },
    ),
  ];
}

export const company: PublicContainer = makeCompany({
  consent: {
    consentCompanyName: 'Demo AB',
    retentionMonths: 36,
    gdprHtml: '<h3>Personuppgifter</h3><p>Demo AB behandlar dina personuppgifter i 36 månader.</p>',
    companyTermsHtml: '<p>Demo AB:s egna villkor.</p>',
    operatorTermsHtml: '<p>Rekrys allmänna villkor.</p>',
  },
});

export function position(overrides: Partial<PublicPositionDetail> = {}): PublicPositionDetail {
  return makeDetail({
    id: 5,
    name: 'Lagermedarbetare till vårt lager i Västerås',
    path: '/5_lagermedarbetare-till-vart-lager-i-vasteras',
    start: 1_700_000_000,
    stop: null,
    text: '',
    description: '<p>Om jobbet</p>',
    form: standardApplicationForm(),
    ...overrides,
  });
}

/**
 * What the apply call sent: its JSON, or for a multipart call the JSON of its first part `data`, with
 * `parts` (every part's name, in order) and `files` (each file part by name).
 */
function sentBody(body: unknown) {
  if (!(body instanceof FormData)) return JSON.parse(String(body));
  const entries = [...body.entries()];
  return {
    ...JSON.parse(String(body.get('data'))),
    parts: entries.map(([name]) => name),
    files: Object.fromEntries(entries.filter(([, value]) => value instanceof File)),
  };
}

/** Fakes the public endpoints the apply page calls; `apply` answers each POST (and records its body). */
export function mockApplyApi({
  detail = position(),
  owner = company,
  apply = () => ({
    status: 201,
    body: { data: { applicationId: 1, thanksForApply: 'Tack!', appliedSuccess: 'Klart.' } },
  }),
}: {
  detail?: PublicPositionDetail | null;
  owner?: PublicContainer;
  apply?: (body: any) => Answer;
} = {}) {
  return mockPublicApi(({ pathname }, init) => {
    if (pathname === '/api/public/positions/apply' && init?.method === 'POST') {
      return apply(sentBody(init.body));
    }
    if (/^\/api\/public\/open\/[^/]+\/container$/.test(pathname)) return { body: owner };
    if (/^\/api\/public\/positions\/[^/]+$/.test(pathname)) {
      return detail
        ? { body: detail }
        : { status: 404, body: { error: { code: 'not_found', message: 'Tjänsten finns inte' } } };
    }
  });
}

/** Renders the apply routes at `path` (as public-app.tsx registers them). */
export function renderApply(path = '/5_lagermedarbetare/apply') {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook}>
        <Switch>
          <Route path="/:idSlug/apply" component={ApplyPage} />
          <Route path="/positions/:idSlug/apply" component={ApplyPage} />
          <Route path="/internal/:guid/apply" component={ApplyPage} />
          <Route path="/positions">
            <h1>Lediga tjänster</h1>
          </Route>
          <Route>
            <h1>Annan sida</h1>
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>,
  );
  return { location, ...view };
}
