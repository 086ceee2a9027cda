/** Moves the focus to the first field with a message, so a keyboard or screen-reader user lands on it. */
export function focusFirstProblem(form: HTMLFormElement | null, problems: Record<string, string>) {
  if (!form) return;
  for (const cell of form.querySelectorAll<HTMLElement>('[data-field]')) {
    if (!problems[cell.dataset['field'] ?? '']) continue;
    cell.querySelector<HTMLElement>('input, textarea, select')?.focus();
    return;
  }
}
