import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { addApplicant, dispatchAs, expectToast, ownPosition } from '../support/app.ts';
import { DEMO } from '../support/env.ts';
import { signIn } from '../support/sessions.ts';
import { expectNoAxeViolations } from '../support/axe.ts';

const COMPANY = 1;

/**
 * A position of its own for the journey, with the skills Truckkörning and Noggrannhet, the writer on it
 * with Write and the reader with Read, one applicant, and the anonymised review on until 'Intervju'.
 */
async function anonymisedPosition(request: APIRequestContext) {
  const position = await ownPosition(request, `Truckförare, bedömning ${Date.now()}`);
  const at = { containerId: COMPANY, positionId: position.id };
  for (const [email, permissionId] of [
    [DEMO.writer, 2],
    [DEMO.reader, 3],
  ] as const)
    await dispatchAs(request, DEMO.admin, 'create_PositionPermission', { ...at, email, permissionId });
  const skills = await dispatchAs(request, DEMO.admin, 'get_Skills', { containerId: COMPANY });
  for (const name of ['Truckkörning', 'Noggrannhet'])
    await dispatchAs(request, DEMO.admin, 'add_PositionSkills', {
      ...at,
      skillId: skills.find((s) => s.name === name)!.id,
    });
  const applicant = await addApplicant(request, at, {
    firstname: 'Greta',
    surname: 'Gustafsson',
    mailbox: 'bedomning',
  });
  const labels = await dispatchAs(request, DEMO.admin, 'get_Labels', { containerId: COMPANY });
  const interview = labels.find((l) => l.labelType.name === 'Process' && l.name === 'Intervju')!;
  await dispatchAs(request, DEMO.admin, 'update_PositionAnonymity', {
    ...at,
    enabled: true,
    untilLabelId: interview.id,
  });
  return { at, applicantId: applicant.id as number, interviewLevel: interview.id };
}

/** Scores each criterion of the open Bedömning card with its note, recommends and submits. */
async function scoreAndSubmit(page: Page, scores: Record<string, [number, string]>, recommendation: string) {
  const card = page.getByRole('region', { name: 'Bedömning' });
  for (const [criterion, [score, note]] of Object.entries(scores)) {
    await card
      .getByRole('group', { name: `Betyg för ${criterion}` })
      .getByRole('radio', { name: new RegExp(`^${score} `) })
      .check();
    await card
      .getByRole('region', { name: new RegExp(`\\d\\. ${criterion}$`) })
      .getByLabel('Motivering')
      .fill(note);
  }
  await card
    .getByRole('group', { name: 'Rekommendation' })
    .getByRole('radio', { name: recommendation, exact: true })
    .check();
  await card.getByRole('button', { name: 'Lämna bedömning' }).click();
  await expectToast(page, 'Din bedömning är lämnad');
}

const pdfText = (bytes: Buffer) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rekry-e2e-pdf-'));
  try {
    writeFileSync(path.join(dir, 'f.pdf'), bytes);
    return execFileSync('pdftotext', [path.join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

test('a writer builds a profile from the skills; two reviewers score blind, anonymously; the matrix shows their disagreement; the level reveals the applicant; the decision basis holds every score', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const { at, applicantId, interviewLevel } = await anonymisedPosition(request);
  const alias = `Sökande ${applicantId}`;

  // The writer builds the requirement profile from the position's skills.
  await signIn(page, DEMO.writer);
  await page.goto(`/admin/positions/${at.positionId}/scorecard`);
  await page.getByRole('button', { name: /^Bygg av kompetenserna \(2\)$/ }).click();
  await page.getByRole('button', { name: 'Spara kravprofilen' }).click();
  await expectToast(page, 'Kravprofilen är sparad');

  // The writer scores the applicant, whom they see only by the alias.
  await page.goto(`/admin/positions/${at.positionId}/applicants/${applicantId}`);
  await expect(page.getByRole('heading', { level: 1, name: alias })).toBeVisible();
  await expect(page.getByText('Gustafsson')).toHaveCount(0);
  await scoreAndSubmit(
    page,
    {
      Truckkörning: [2, 'Osäker vid backning i provet.'],
      Noggrannhet: [4, 'Räknade rätt på plocklistan.'],
    },
    'Nej',
  );

  // The reader sees nothing of the writer's scores until their own is in; then both, and the disagreement.
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, DEMO.reader);
  await reader.goto(`/admin/positions/${at.positionId}/applicants/${applicantId}`);
  const card = reader.getByRole('region', { name: 'Bedömning' });
  await expect(card.getByText('Du ser de andras bedömningar när du har lämnat din egen')).toBeVisible();
  await expect(card.getByText('Osäker vid backning i provet.')).toHaveCount(0);
  await scoreAndSubmit(
    reader,
    {
      Truckkörning: [5, 'Har kört motviktstruck i fem år.'],
      Noggrannhet: [4, 'Noggrann med inleveranser enligt referens.'],
    },
    'Ja',
  );
  await expect(card.getByText('Oeniga').first()).toBeVisible();
  await card.getByRole('region', { name: 'Bedömarnas kort' }).getByText('Sven Skribent').click();
  await expect(card.getByText('Osäker vid backning i provet.')).toBeVisible();
  await expectNoAxeViolations(reader);

  // The matrix marks the criterion they disagree on.
  await reader.goto(`/admin/positions/${at.positionId}/scores`);
  const row = reader.getByRole('row', { name: new RegExp(alias) });
  await expect(row.getByText(/Oeniga/).first()).toBeVisible();

  // Reaching 'Intervju' reveals the applicant: the reader answers on conflict of interest, then sees her.
  await dispatchAs(request, DEMO.writer, 'update_ApplicantStatus', {
    ...at,
    ids: [applicantId],
    labelId: interviewLevel,
    labelType: 'Process',
  });
  await reader.goto(`/admin/positions/${at.positionId}/applicants/${applicantId}`);
  await reader.getByRole('button', { name: /Jag är inte jävig/ }).click();
  await expect(reader.getByRole('heading', { level: 1, name: /Greta Gustafsson/ })).toBeVisible();
  await readerContext.close();

  // The writer too answers before seeing her; the decision basis holds every score with its note.
  await page.reload();
  await page.getByRole('button', { name: /Jag är inte jävig/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Greta Gustafsson/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Bedömningsunderlag (PDF)' }).click();
  const text = pdfText(readFileSync((await (await download).path())!));
  for (const note of [
    'Osäker vid backning i provet.',
    'Räknade rätt på plocklistan.',
    'Har kört motviktstruck i fem år.',
    'Noggrann med inleveranser enligt referens.',
  ])
    expect(text.replace(/\s+/g, ' ')).toContain(note);
});
