import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutosaveStatus, useAutosave } from '../../src/features/form-builder/index.ts';

/** A save the test finishes by hand: resolve or reject the oldest open call. */
function controlledSave() {
  const calls: { value: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const save = vi.fn(
    (value: string) => new Promise<void>((resolve, reject) => calls.push({ value, resolve, reject })),
  );
  return { save, calls };
}

/** Lets the test change the value the hook autosaves. */
const control: { set: (v: string) => void } = { set: () => {} };
const setValue = (v: string) => control.set(v);
function Harness({ save, enabled = true }: { save: (v: string) => Promise<unknown>; enabled?: boolean }) {
  const [value, set] = useState('a');
  useEffect(() => {
    control.set = set;
  }, []);
  const autosave = useAutosave(value, save, { delayMs: 500, enabled });
  return <AutosaveStatus state={autosave.state} onRetry={autosave.retry} />;
}

const status = () => screen.getByRole('status').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("starts with 'Dina förändringar sparas automatiskt' and does not save what it was given", async () => {
    const { save } = controlledSave();
    render(<Harness save={save} />);
    await advance(2000);
    expect(status()).toBe('Dina förändringar sparas automatiskt');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves once after typing pauses, shows saving then saved', async () => {
    const { save, calls } = controlledSave();
    render(<Harness save={save} />);
    act(() => setValue('ab'));
    await advance(300);
    act(() => setValue('abc'));
    await advance(499);
    expect(save).not.toHaveBeenCalled();
    await advance(1);
    expect(save).toHaveBeenCalledWith('abc');
    expect(status()).toBe('Sparar…');
    await act(async () => calls[0]!.resolve());
    expect(status()).toBe('Alla ändringar är sparade');
  });

  it('an edit made during a save is saved right after it, never lost or overtaken', async () => {
    const { save, calls } = controlledSave();
    render(<Harness save={save} />);
    act(() => setValue('b'));
    await advance(500);
    act(() => setValue('c'));
    await advance(500);
    // Still one save at a time.
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve());
    expect(save).toHaveBeenCalledTimes(2);
    expect(calls[1]!.value).toBe('c');
    await act(async () => calls[1]!.resolve());
    expect(status()).toBe('Alla ändringar är sparade');
  });

  it('a failed save says so and keeps the edit; retry saves it', async () => {
    const { save, calls } = controlledSave();
    render(<Harness save={save} />);
    act(() => setValue('b'));
    await advance(500);
    await act(async () => calls[0]!.reject(new Error('nätet')));
    expect(status()).toBe('Ändringarna kunde inte sparas.');
    await act(async () => screen.getByRole('button', { name: 'Försök igen' }).click());
    expect(calls[1]!.value).toBe('b');
    await act(async () => calls[1]!.resolve());
    expect(status()).toBe('Alla ändringar är sparade');
  });

  it('leaving with an unsaved edit saves it on the way out', async () => {
    const { save } = controlledSave();
    const view = render(<Harness save={save} />);
    act(() => setValue('unsaved'));
    view.unmount();
    expect(save).toHaveBeenCalledWith('unsaved');
  });

  it('turning saving off saves nothing, also not on the way out', async () => {
    const { save } = controlledSave();
    const view = render(<Harness save={save} />);
    act(() => setValue('draft'));
    view.rerender(<Harness save={save} enabled={false} />);
    await advance(2000);
    view.unmount();
    expect(save).not.toHaveBeenCalled();
  });
});
