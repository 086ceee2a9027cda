import { useSearchParams } from 'react-router';

/** The query parameter that names a list screen's open editor ('?redigera=epost-12', 'tagg-ny'). */
export const EDITOR_PARAM = 'redigera';

/**
 * A list screen's editor addressed by the query, so a row is a link and Back closes it: `editing` is the
 * whole value, `kind` and `id` its two halves ('epost', '12'); `open` and `close` change the address.
 */
export function useEditorAddress() {
  const [params, setParams] = useSearchParams();
  const editing = params.get(EDITOR_PARAM) ?? '';
  return {
    editing,
    kind: editing.replace(/-.*$/, ''),
    id: editing.replace(/^[^-]*-/, ''),
    open: (value: string) => setParams({ [EDITOR_PARAM]: value }),
    close: () => setParams({}, { replace: true }),
  };
}
