/**
 * Message texts (SPEC §3 container messages, §5 wording): the company's '/messages/' HTML when it has a
 * text for the key, else a Swedish default. #DATA# is the bound of the rule, ##FIRSTNAME## the first name.
 */
import { imageMessages } from './files.ts';
import { MESSAGE_KEYS, type ContainerMessages, type FieldError, type MessageKey } from './types.ts';

type Rule = FieldError['rule'];

const REQUIRED = 'Fältet är obligatoriskt';

/** Swedish defaults for every message key and every rule a FieldError can carry. */
export const DEFAULT_MESSAGES: Readonly<Record<MessageKey | Rule, string>> = {
  thanksforapply: 'Tack för din ansökan, ##FIRSTNAME##!',
  job_applied_success:
    'Hej ##FIRSTNAME##! Din ansökan har tagits emot. Vi har skickat en bekräftelse till din e-postadress.',
  job_already_applied: 'Du har redan sökt den här tjänsten.',
  job_wrong_ssn: 'Personnumret är inte giltigt. Skriv det med 10 eller 12 siffror (ÅÅMMDD-NNNN).',
  ssnValidSwe: 'Ange ett giltigt personnummer med 10 eller 12 siffror (ÅÅMMDD-NNNN).',
  ssnDate: 'Personnumret innehåller inget giltigt datum.',
  ssnBirthNumber: 'Personnumret finns inte: de tre siffrorna före kontrollsiffran kan inte vara 000.',
  ssnCheckDigit: 'Kontrollsiffran stämmer inte. Kontrollera personnumret.',
  minLength: 'Fältet måste innehålla minst #DATA# tecken',
  validEmail: 'E-postadressen har inte ett giltigt format',
  minYearBorn: 'Du måste vara minst #DATA# år för att söka den här tjänsten',
  minYearBornSwe: 'Du måste vara minst #DATA# år för att söka den här tjänsten',
  allowedYearsBornSwe: 'Endast personer födda #DATA# kan söka den här tjänsten',
  allowedYears: 'Endast personer födda #DATA# kan söka den här tjänsten',
  equalYearBorn: 'Endast personer födda #DATA# kan söka den här tjänsten',
  minYearAtStart: 'Du måste vara minst #DATA# år när anställningen börjar',
  allowedAgeInPeriod: 'Du måste vara #DATA# för att söka den här tjänsten',
  radioRequired: 'Välj ett av alternativen',
  fileRequired: 'Du måste bifoga en fil',
  minSelectedInGroup: 'Välj minst #DATA# alternativ',
  beCustomGroupValidation: 'Välj minst en av aktiviteterna',
  approved: 'Du måste godkänna villkoren',
  required: REQUIRED,
  maxLength: 'Texten får vara högst #DATA# tecken',
  invalid: 'Värdet är inte giltigt',
  fileSize: 'Filen är för stor',
  fileType: 'Filtypen stöds inte. Tillåtna filtyper: #DATA#',
  imageTooSmall: imageMessages.tooSmall,
  imageTooLarge: imageMessages.tooLarge,
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put into HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/**
 * Fills #DATA# and ##FIRSTNAME## (HTML-escaped; '' when not given) in one pass, so a first name that
 * itself contains '#DATA#' stays as written.
 */
export function renderTemplate(template: string, values: { data?: string; firstname?: string }): string {
  return template.replace(/##FIRSTNAME##|#DATA#/g, (marker) =>
    escapeHtml((marker === '#DATA#' ? values.data : values.firstname) ?? ''),
  );
}

function isMessageKey(rule: string): rule is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(rule);
}

/** The template for a key: the company's text when it has a non-blank one, else the default. */
export function messageTemplate(key: MessageKey | Rule, messages: ContainerMessages): string {
  const own = isMessageKey(key) ? messages[key] : undefined;
  return own && own.trim() !== '' ? own : DEFAULT_MESSAGES[key];
}

/** The HTML message for a failed rule. */
export function messageFor(error: FieldError, messages: ContainerMessages): string {
  const own = isMessageKey(error.rule) && messages[error.rule]?.trim();
  let template = messageTemplate(error.rule, messages);
  // Without a company text, 'at least 1 character' is simply a required field.
  if (!own && error.rule === 'minLength' && error.data === '1') template = REQUIRED;
  // An image over its byte limit carries the limit ('Filen är för stor. Max 5MB'); a plain file does not.
  if (error.rule === 'fileSize' && error.data) template = imageMessages.fileSize;
  return renderTemplate(template, { data: error.data });
}

/** The two texts shown after a successful application, first name filled in. */
export function successMessages(
  messages: ContainerMessages,
  firstname: string,
): { thanksForApply: string; appliedSuccess: string } {
  return {
    thanksForApply: renderTemplate(messageTemplate('thanksforapply', messages), { firstname }),
    appliedSuccess: renderTemplate(messageTemplate('job_applied_success', messages), { firstname }),
  };
}
