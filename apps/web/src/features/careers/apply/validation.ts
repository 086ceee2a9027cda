/**
 * The form's rules and their messages (the domain's validators, personal numbers and message texts): not
 * needed to draw the form, so loaded when it is first used (use-application-form.ts loadValidation).
 */
export {
  checkImageDimensions,
  escapeHtml,
  messageFor,
  validateAnswers,
  validateProperty,
  withNormalizedSsns,
} from '@rekry/domain/public';
