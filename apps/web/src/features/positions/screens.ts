import { Megaphone, Plus } from 'lucide-react';
import { CREATE_POSITION_NEED } from '../../lib/access.ts';
import { page } from '../../lib/chunk.ts';
import { paths } from '../../lib/paths.ts';
import { defineScreen } from '../../lib/screens.ts';

/**
 * Positions (SPEC §2). A position's own screens need only a login here: the right on that position decides,
 * and the server checks it.
 */
export const positionScreens = [
  defineScreen({
    id: 'createPosition',
    path: paths.newPosition,
    need: CREATE_POSITION_NEED,
    title: 'Skapa annons',
    icon: Plus,
    home: { text: 'Publicera en ny tjänst och börja ta emot ansökningar.' },
    page: page(
      'position-type-picker-page',
      () => import('./position-type-picker-page.tsx'),
      (m) => m.PositionTypePickerPage,
    ),
  }),
  defineScreen({
    id: 'positions',
    path: paths.positions,
    need: 'signedIn',
    title: 'Annonser',
    icon: Megaphone,
    nav: 'general',
    home: { text: 'Se företagets annonser och sökande.' },
    page: page(
      'positions-page',
      () => import('./positions-page.tsx'),
      (m) => m.PositionsPage,
    ),
  }),
  defineScreen({
    id: 'createPositionOfType',
    path: paths.createPosition,
    need: CREATE_POSITION_NEED,
    title: 'Skapa annons',
    page: page(
      'position-editor-page',
      () => import('./position-editor-page.tsx'),
      (m) => m.PositionCreatePage,
    ),
  }),
  defineScreen({
    id: 'copyPosition',
    path: paths.copyPosition,
    need: CREATE_POSITION_NEED,
    title: 'Kopiera annons',
    page: page(
      'position-editor-page',
      () => import('./position-editor-page.tsx'),
      (m) => m.PositionCopyPage,
    ),
  }),
  defineScreen({
    id: 'position',
    path: paths.position,
    need: 'signedIn',
    title: 'Annons',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionApplicantsPage,
    ),
  }),
  defineScreen({
    id: 'positionDetails',
    path: paths.positionDetails,
    need: 'signedIn',
    title: 'Annonsen',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionDetailsPage,
    ),
  }),
  defineScreen({
    id: 'positionIntegrations',
    path: paths.positionIntegrations,
    need: 'signedIn',
    title: 'Kanaler',
    page: page(
      'position-channels-page',
      () => import('./position-channels-page.tsx'),
      (m) => m.PositionChannelsPage,
    ),
  }),
  defineScreen({
    id: 'positionSkills',
    path: paths.positionSkills,
    need: 'signedIn',
    title: 'Kompetenser',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionSkillsPage,
    ),
  }),
  defineScreen({
    id: 'positionScorecard',
    path: paths.positionScorecard,
    need: 'signedIn',
    title: 'Kravprofil',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionScorecardPage,
    ),
  }),
  defineScreen({
    id: 'positionScores',
    path: paths.positionScores,
    need: 'signedIn',
    title: 'Jämförelse',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionScoresPage,
    ),
  }),
  defineScreen({
    id: 'positionNotifications',
    path: paths.positionNotifications,
    need: 'signedIn',
    title: 'Aviseringar',
    page: page(
      'position-detail-page',
      () => import('./position-detail-page.tsx'),
      (m) => m.PositionNotificationsPage,
    ),
  }),
  defineScreen({
    id: 'editPosition',
    path: paths.editPosition,
    need: 'signedIn',
    title: 'Redigera annons',
    page: page(
      'position-editor-page',
      () => import('./position-editor-page.tsx'),
      (m) => m.PositionEditPage,
    ),
  }),
  defineScreen({
    id: 'positionForm',
    path: paths.positionForm,
    need: 'signedIn',
    title: 'Ansökningsformulär',
    page: page(
      'position-form-page',
      () => import('./position-form-page.tsx'),
      (m) => m.PositionFormPage,
    ),
  }),
  defineScreen({
    id: 'positionPreview',
    path: paths.positionPreview,
    need: 'signedIn',
    title: 'Förhandsgranskning',
    page: page(
      'position-preview-page',
      () => import('./position-preview-page.tsx'),
      (m) => m.PositionPreviewPage,
    ),
  }),
  defineScreen({
    id: 'positionPermissions',
    path: paths.positionPermissions,
    need: 'signedIn',
    title: 'Behörigheter',
    page: page(
      'position-permissions-page',
      () => import('./position-permissions-page.tsx'),
      (m) => m.PositionPermissionsPage,
    ),
  }),
  defineScreen({
    id: 'formBuilder',
    path: paths.formBuilder,
    need: CREATE_POSITION_NEED,
    title: 'Formulärbyggare',
    page: page(
      'formbuilder-redirects',
      () => import('./formbuilder-redirects.tsx'),
      (m) => m.FormBuilderRedirect,
    ),
  }),
  defineScreen({
    id: 'formBuilderEdit',
    path: paths.formBuilderEdit,
    need: 'signedIn',
    title: 'Formulärbyggare',
    page: page(
      'formbuilder-redirects',
      () => import('./formbuilder-redirects.tsx'),
      (m) => m.FormBuilderEditRedirect,
    ),
  }),
];
