import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** /admin/formbuilder (the old address of the ad builder): the type and template picker. */
export function FormBuilderRedirect() {
  return <Navigate to={paths.newPosition} replace />;
}

/** /admin/formbuilderedit?id={id}: the position's form builder (without an id, the list). */
export function FormBuilderEditRedirect() {
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return <Navigate to={valid ? paths.positionForm(id) : paths.positions} replace />;
}
