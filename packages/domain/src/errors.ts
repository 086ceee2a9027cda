import type { APPLY_ERROR_CODES } from './public-api.ts';

/** The error body every endpoint answers with (DESIGN.md §3). */
export interface ApiErrorBody {
  error: {
    code:
      | 'bad_request'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'conflict'
      | 'rate_limited'
      | 'internal'
      | 'unavailable'
      | (typeof APPLY_ERROR_CODES)[keyof typeof APPLY_ERROR_CODES];
    message: string;
    /** Field path (dot-joined) → Swedish message, for 400 answers. */
    fields?: Record<string, string>;
  };
}

/** The code an error answer of each status carries (the server's helpers set them so). */
export const ERROR_CODE_BY_STATUS: Readonly<Record<number, ApiErrorBody['error']['code']>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  503: 'unavailable',
};

export const errorMessages = {
  badRequest: 'Uppgifterna är ofullständiga eller felaktiga',
  unauthorized: 'Du behöver logga in',
  forbidden: 'Du har inte behörighet att göra detta',
  notFound: 'Hittades inte',
  unknownAction: 'Okänd åtgärd',
  rateLimited: 'För många försök. Vänta en stund och försök igen.',
  internal: 'Något gick fel',
  unavailable: 'Tjänsten är tillfälligt otillgänglig. Försök igen om en liten stund.',
  invalidCredentials: 'Fel e-postadress eller lösenord',
  emailNotFound: 'Vi kunde inte hitta e-postadressen',
  emailTaken: 'Det finns redan ett konto med den e-postadressen',
  wrongPassword: 'Nuvarande lösenord är fel',
  resetLinkInvalid: 'Länken är ogiltig eller har gått ut. Begär en ny.',
} as const;
