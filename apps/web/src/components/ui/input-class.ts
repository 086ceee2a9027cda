/**
 * The look of a text input, apart from field.tsx so that a form drawing its own inputs (the career site's
 * application form) does not bring the admin's field components with it.
 */
export const inputClass =
  'block w-full rounded-md border-0 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm ring-1 ring-inset ' +
  'ring-gray-300 placeholder:text-gray-400 focus:ring-2 focus:ring-inset focus:ring-brand-600 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 ' +
  'aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500';
