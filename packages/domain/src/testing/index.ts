/** Shared fixtures for the tests of every package and the journeys (`@rekry/domain/testing`). */
export { CLASSIFIEDS_DATA } from './classifieds.ts';
export { formProperty } from './form-property.ts';
export { inkStroke } from './ink-stroke.ts';
export { WAREHOUSE_PREFILL } from './prefill.ts';
export { hostileForm, XSS_PAYLOADS } from './xss-payloads.ts';
export { SWEDISH_WORD_FORMS } from './swedish-word-forms.ts';
