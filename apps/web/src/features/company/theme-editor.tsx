import { BUTTON_RADII, THEME_DEFAULTS, actions, contrastRatio, type Theme } from '@rekry/domain';
import { RotateCcw } from 'lucide-react';
import { useDeferredValue, useId } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SelectField, inputClass, FieldNotes } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton, SkeletonRows } from '../../components/ui/skeleton.tsx';
import { cn } from '../../lib/cn.ts';
import { isFoundCompany } from '../../lib/public-company.ts';
import { useActionForm } from '../../lib/use-action-form.ts';
import { SaveBar } from './save-bar.tsx';
import { CompanyPagePreview, usePreviewCompany } from '../careers/index.ts';
import { useContainerTheme, useResetTheme, useSaveTheme } from './api.ts';
import { companyStrings } from './strings.ts';
import { useDialog } from '../../lib/use-dialog.ts';

const t = companyStrings.theme;
type Group = keyof Theme;
type ColourPath = {
  [G in Group]: `theme.${G}.${Exclude<keyof Theme[G], 'borderRadius'> & string}`;
}[Group];

/** The colour keys of each group, in SPEC §3's order. */
const COLOUR_KEYS = (Object.keys(THEME_DEFAULTS) as Group[]).map((group) => ({
  group,
  paths: Object.keys(THEME_DEFAULTS[group])
    .filter((key) => key !== 'borderRadius')
    .map((key) => `theme.${group}.${key}` as ColourPath),
}));

/**
 * Where a text or icon colour meets its background (WCAG AA: 4.5:1 for text, 3:1 for icons); the career
 * site nudges such a colour until it reads, and the editor says so.
 */
const CONTRAST_PAIRS: { colour: string; background: string; min: number }[] = [
  { colour: 'button.textColor', background: 'button.backgroundColor', min: 4.5 },
  { colour: 'textColor.workAtText', background: 'backgroundColor.mainContent', min: 4.5 },
  { colour: 'textColor.otherText', background: 'backgroundColor.mainContent', min: 4.5 },
  { colour: 'textColor.detailText', background: 'backgroundColor.mainContent', min: 4.5 },
  { colour: 'textColor.footerText', background: 'backgroundColor.footer', min: 4.5 },
  { colour: 'textColor.contactText', background: 'backgroundColor.footer', min: 4.5 },
  { colour: 'icon.footerIcon', background: 'backgroundColor.footer', min: 3 },
  { colour: 'icon.positionIcons', background: 'backgroundColor.mainContent', min: 3 },
  { colour: 'icon.socialMedia', background: 'backgroundColor.socialMedia', min: 3 },
];

const HEX = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i;

function valueAt(theme: Theme, path: string): string {
  const [group, key] = path.split('.') as [Group, string];
  return (theme[group] as Record<string, string>)[key] ?? '';
}

/** A warning per colour whose contrast against its background is below AA. */
function contrastWarnings(theme: Theme): Record<string, string> {
  const warnings: Record<string, string> = {};
  for (const { colour, background, min } of CONTRAST_PAIRS) {
    const fg = valueAt(theme, colour);
    const bg = valueAt(theme, background);
    if (!HEX.test(fg) || !HEX.test(bg)) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < min)
      warnings[colour] = t.lowContrast(
        ratio.toFixed(1).replace('.', ','),
        t.keys[background]!,
        String(min).replace('.', ','),
      );
  }
  return warnings;
}

/** The theme tab: the saved theme first, then the editor beside its live preview. */
export function ThemeEditor({ containerId, companyName }: { containerId: number; companyName: string }) {
  const theme = useContainerTheme(containerId);
  if (theme.isPending) return <SkeletonRows rows={8} label={companyStrings.loading} />;
  if (theme.isError)
    return (
      <LoadError title={companyStrings.failed} error={theme.error} onRetry={() => void theme.refetch()} />
    );
  return <ThemeForm containerId={containerId} companyName={companyName} saved={theme.data} />;
}

function ThemeForm({
  containerId,
  companyName,
  saved,
}: {
  containerId: number;
  companyName: string;
  saved: Theme;
}) {
  const saveTheme = useSaveTheme(containerId);
  const reset = useResetTheme(containerId);
  const confirmReset = useDialog();
  const { form, onSubmit, busy, formError, errors } = useActionForm({
    schema: actions.update_ContainerTheme.input,
    defaultValues: { theme: saved },
    fixed: { containerId },
    submit: ({ theme }) => saveTheme.mutateAsync(theme),
    onSuccess: (theme) => {
      form.reset({ theme });
      toast.success(companyStrings.saved);
    },
  });
  const current = useWatch({ control: form.control, name: 'theme' }) as Theme;
  const warnings = contrastWarnings(current);

  function doReset() {
    reset.mutate(undefined, {
      onSuccess: (theme) => {
        form.reset({ theme });
        confirmReset.close();
        toast.success(t.resetDone);
      },
      onError: confirmReset.close,
    });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <p className="text-sm text-gray-600">{t.text}</p>
        {COLOUR_KEYS.map(({ group, paths }) => (
          <Card key={group}>
            <CardHeader title={t.groups[group]} />
            <div className="grid gap-5 p-5 sm:grid-cols-2">
              {paths.map((path) => (
                <ColourField
                  key={path}
                  form={form as never}
                  name={path}
                  label={t.keys[path.slice('theme.'.length)]!}
                  error={errors[path]}
                  warning={warnings[path.slice('theme.'.length)]}
                />
              ))}
              {group === 'button' ? (
                <Controller
                  control={form.control}
                  name="theme.button.borderRadius"
                  render={({ field }) => (
                    <SelectField
                      label={t.keys['button.borderRadius']!}
                      value={field.value}
                      onChange={field.onChange}
                      options={BUTTON_RADII.map((value) => ({ value, label: t.radii[value]! }))}
                      error={errors['theme.button.borderRadius']}
                    />
                  )}
                />
              ) : null}
            </div>
          </Card>
        ))}
        <SaveBar dirty={form.formState.isDirty} busy={busy}>
          <Button variant="secondary" onClick={confirmReset.show} icon={RotateCcw}>
            {t.reset}
          </Button>
        </SaveBar>
      </form>
      <ThemePreview companyName={companyName} theme={current} />
      <ConfirmDialog
        {...confirmReset.props}
        question={t.resetAsk}
        busy={reset.isPending}
        onConfirm={doReset}
      />
    </div>
  );
}

/** A colour as text (the value saved) and as the browser's colour picker, which sets the text. */
function ColourField({
  form,
  name,
  label,
  error,
  warning,
}: {
  form: UseFormReturn<{ theme: Theme }>;
  name: ColourPath;
  label: string;
  error: string | undefined;
  warning: string | undefined;
}) {
  const id = useId();
  const value = useWatch({ control: form.control, name }) as string;
  const describedBy = [error && `${id}-error`, warning && `${id}-warning`].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={t.picker(label)}
          value={pickerValue(value)}
          onChange={(e) =>
            form.setValue(name, e.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
          }
          className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-0.5"
        />
        <input
          id={id}
          {...form.register(name)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(inputClass, 'font-mono uppercase')}
        />
      </div>
      <FieldNotes id={id} error={error} />
      {warning ? (
        <p id={`${id}-warning`} className="mt-1.5 text-sm text-amber-800">
          {warning}
        </p>
      ) : null}
    </div>
  );
}

/** The picker takes #rrggbb only: short forms are widened, an alpha part dropped, anything else black. */
function pickerValue(value: string): string {
  if (!HEX.test(value)) return '#000000';
  const hex = value.slice(1).toLowerCase();
  const six = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  return `#${six}`;
}

function ThemePreview({ companyName, theme }: { companyName: string; theme: Theme }) {
  const company = usePreviewCompany(companyName);
  // Dragging a colour picker stays quick; the preview follows a moment later.
  const shown = useDeferredValue(theme);
  const valid = COLOUR_KEYS.every(({ paths }) =>
    paths.every((path) => HEX.test(valueAt(shown, path.slice('theme.'.length)))),
  );
  return (
    <section aria-labelledby="theme-preview-title" className="lg:sticky lg:top-6">
      <h2 id="theme-preview-title" className="mb-3 text-sm font-semibold text-gray-900">
        {t.preview}
      </h2>
      <div className="overflow-hidden rounded-xl shadow-sm ring-1 ring-gray-200">
        {company.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : company.isError || !isFoundCompany(company.data) ? (
          <div className="p-4">
            <Alert tone="error">{t.previewFailed}</Alert>
          </div>
        ) : (
          <CompanyPagePreview company={{ ...company.data, theme: valid ? shown : company.data.theme }} />
        )}
      </div>
    </section>
  );
}
