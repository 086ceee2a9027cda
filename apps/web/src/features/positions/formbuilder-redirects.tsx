import { Navigate, useSearchParams } from 'react-router';
import { paths, isRecordId } from '../../lib/paths.ts';

/** /admin/formbuilder (the old address of the ad builder): the type and template picker. */
export function FormBuilderRedirect() {
  return <Navigate to={paths.newPosition} replace />;
}

/** /admin/formbuilderedit?id={id}: the position's form builder (without an id, the list). */
export function FormBuilderEditRedirect() {
  const id = Number(useSearchParams()[0].get('id'));
  const valid = isRecordId(id);
  return <Navigate to={valid ? paths.positionForm(id) : paths.positions} replace />;
}
