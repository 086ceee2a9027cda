import { Check, X } from 'lucide-react';
import { passwordMessages, passwordProblems } from '@rekry/domain';
import { uiStrings } from './strings.ts';

/**
 * Live feedback for a new password: every rule it breaks (from the domain's passwordProblems, the same
 * rules the server applies) plus a mismatch with the confirmation, in Swedish.
 */
export function passwordFeedback({
  password,
  confirm,
  email,
  current,
}: {
  password: string;
  confirm?: string;
  email?: string;
  current?: string;
}): string[] {
  const problems = passwordProblems(password, email);
  if (current !== undefined && current.length > 0 && password.length > 0 && password === current)
    problems.push(passwordMessages.sameAsOld);
  if (confirm !== undefined && confirm.length > 0 && confirm !== password)
    problems.push(passwordMessages.mismatch);
  return problems;
}

export function PasswordRules({
  id,
  problems,
  touched,
}: {
  id: string;
  problems: string[];
  touched: boolean;
}) {
  if (!touched) {
    return (
      <p id={id} className="text-sm text-gray-500">
        {uiStrings.passwordHint}
      </p>
    );
  }
  if (problems.length === 0) {
    return (
      <p id={id} className="flex items-center gap-1.5 text-sm text-green-700" role="status">
        <Check className="size-4" aria-hidden />
        {uiStrings.passwordOk}
      </p>
    );
  }
  return (
    <ul id={id} className="space-y-1 text-sm text-red-700" aria-live="polite">
      {problems.map((problem) => (
        <li key={problem} className="flex items-start gap-1.5">
          <X className="mt-0.5 size-4 shrink-0" aria-hidden />
          {problem}
        </li>
      ))}
    </ul>
  );
}
