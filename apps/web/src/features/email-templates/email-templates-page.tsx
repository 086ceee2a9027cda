import type { CompanyEmailTemplate, EmailVariable, PositionType, TextTemplate } from '@rekry/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { FileText, Mail, Tags, Variable, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { DataList, listColumn, type ListColumn } from '../../components/ui/data-list.tsx';
import { RowLink } from '../../components/ui/data-table.tsx';
import { ListCard, type ListTexts } from '../../components/ui/list-card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import type { BoundaryQuery } from '../../components/ui/query-boundary.tsx';
import { rowActions, type RowRemovalAsked } from '../../components/ui/row-actions.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import {
  useEmailTemplates,
  useEmailVariables,
  usePositionTypes,
  useTextTemplates,
} from '../../lib/company-templates.ts';
import { paths } from '../../lib/paths.ts';
import { EDITOR_PARAM, useEditorAddress } from '../../lib/use-editor-address.ts';
import { useDeleteEmailTemplate, useDeleteTextTemplate, useDeleteVariable } from './api.ts';
import { EmailTemplateEditor, PositionTypeEditor, TextTemplateEditor, VariableEditor } from './editors.tsx';
import { templateStrings as t } from './strings.ts';

/**
 * /admin/templates/email (writer or admin): the position types (each to its label templates), the
 * company's e-mail templates, text templates and own variables (the labels are on 'Statusar och taggar').
 * An editor opens from the address
 * (`?redigera=epost-12`), so a row is a link and Back closes it.
 */
export const EmailTemplatesPage = companyScreen(({ containerId, company }) => (
  <Overview containerId={containerId} company={company} />
));

const editHref = (value: string) => `${paths.emailTemplates}?${EDITOR_PARAM}=${encodeURIComponent(value)}`;

function Overview({ containerId, company }: { containerId: number; company: string }) {
  const { editing, kind, open, close } = useEditorAddress();
  // The labels moved to their own screen; an old link to one of their editors opens it there.
  if (kind === 'etikett') return <Navigate replace to={paths.statusesAndTagsEditor(editing)} />;
  return (
    <>
      <PageHeader title={t.page.title} description={t.page.description(company)} />
      <div className="space-y-6">
        <PositionTypes containerId={containerId} onCreate={() => open('annonstyp-ny')} />
        <EmailTemplates containerId={containerId} onCreate={() => open('epost-ny')} />
        <TextTemplates containerId={containerId} onCreate={() => open('text-ny')} />
        <Variables containerId={containerId} onCreate={() => open('variabel-ny')} />
      </div>
      <Editor containerId={containerId} onClose={close} />
    </>
  );
}

/** The editor the address names, once what it edits has loaded (an unknown id opens nothing). */
function Editor({ containerId, onClose }: { containerId: number; onClose: () => void }) {
  const { editing, kind, id } = useEditorAddress();
  const emails = useEmailTemplates(containerId);
  const texts = useTextTemplates(containerId);
  const variables = useEmailVariables(containerId);
  // Each editor starts afresh for another address (its key), so no form keeps the last one's values.
  const props = { containerId, onClose };
  if (kind === 'annonstyp' && id === 'ny') return <PositionTypeEditor key={editing} {...props} />;
  if (kind === 'epost') {
    const item = emails.data?.find((x) => String(x.id) === id) ?? null;
    if (id === 'ny' || item) return <EmailTemplateEditor key={editing} {...props} item={item} />;
  }
  if (kind === 'text') {
    const item = texts.data?.find((x) => String(x.id) === id) ?? null;
    if (id === 'ny' || item) return <TextTemplateEditor key={editing} {...props} item={item} />;
  }
  if (kind === 'variabel') {
    const item = variables.data?.find((x) => !x.builtIn && x.key === id) ?? null;
    if (id === 'ny' || item) return <VariableEditor key={editing} {...props} item={item} />;
  }
  return null;
}

interface SectionTexts extends ListTexts {
  title: string;
  description: string;
  create?: string;
}
/** A row's delete, in the words of its list. */
interface Removal<T> {
  /** The row's accessible 'Ta bort …' name. */
  label: (row: T) => string;
  title: string;
  text: (row: T) => string;
  done: string;
}

/**
 * One card of the screen: its title and 'Ny …', then the list whose rows open their editor; with `removal`,
 * a remove button per row that asks first.
 */
function ListSection<T>({
  texts,
  icon,
  query,
  rows,
  columns,
  rowKey,
  href,
  onCreate,
  removal,
  openHeader,
}: {
  texts: SectionTexts;
  icon?: LucideIcon;
  query: BoundaryQuery;
  rows: readonly T[];
  columns: ListColumn<T>[];
  rowKey: (row: T) => string | number;
  href: (row: T) => string;
  onCreate?: () => void;
  removal?: (row: T) => RowRemovalAsked;
  openHeader?: string;
}) {
  return (
    <ListCard
      title={texts.title}
      description={texts.description}
      create={onCreate && texts.create ? { label: texts.create, onClick: onCreate } : null}
      query={query}
      texts={texts}
      icon={icon}
      isEmpty={rows.length === 0}
    >
      <DataList
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        rowHref={href}
        openHeader={openHeader}
        after={removal ? rowActions(t.actions, (row: T) => ({ remove: removal(row) })) : undefined}
      />
    </ListCard>
  );
}

/** A removal through a delete mutation of this feature. */
function removalOf<T, A>(
  mutation: UseMutationResult<unknown, unknown, A>,
  argOf: (row: T) => A,
  texts: Removal<T>,
): (row: T) => RowRemovalAsked {
  return (row) => ({
    label: texts.label(row),
    title: texts.title,
    text: texts.text(row),
    done: texts.done,
    run: () => mutation.mutateAsync(argOf(row)),
  });
}

const linkColumn = <T,>(key: string, header: string, href: (row: T) => string, text: (row: T) => ReactNode) =>
  ({
    key,
    header,
    cell: (row) => <RowLink to={href(row)}>{text(row)}</RowLink>,
    card: { title: text },
  }) satisfies ListColumn<T>;

function PositionTypes({ containerId, onCreate }: { containerId: number; onCreate: () => void }) {
  const types = usePositionTypes(containerId);
  const href = (type: PositionType) => paths.labelTemplates(type.id);
  return (
    <ListSection
      texts={t.types}
      icon={Tags}
      query={types}
      rows={types.data ?? []}
      columns={[linkColumn('name', t.types.name, href, (type) => type.name)]}
      rowKey={(type) => type.id}
      href={href}
      onCreate={onCreate}
      openHeader={t.types.show}
    />
  );
}

function EmailTemplates({ containerId, onCreate }: { containerId: number; onCreate: () => void }) {
  const templates = useEmailTemplates(containerId);
  const remove = useDeleteEmailTemplate(containerId);
  const href = (x: CompanyEmailTemplate) => editHref(`epost-${x.id}`);
  return (
    <ListSection
      texts={t.email}
      icon={Mail}
      query={templates}
      rows={templates.data ?? []}
      columns={[
        linkColumn('title', t.email.name, href, (x) => x.title),
        listColumn(
          'subject',
          t.email.subject,
          (x: CompanyEmailTemplate) => x.subject,
          'subtitle',
          'text-gray-600',
        ),
      ]}
      rowKey={(x) => x.id}
      href={href}
      onCreate={onCreate}
      removal={removalOf(remove, (x: CompanyEmailTemplate) => x.id, {
        label: (x) => t.email.removeNamed(x.title),
        title: t.email.removeTitle,
        text: (x) => t.email.removeText(x.title),
        done: t.texts.deleted,
      })}
    />
  );
}

function TextTemplates({ containerId, onCreate }: { containerId: number; onCreate: () => void }) {
  const templates = useTextTemplates(containerId);
  const remove = useDeleteTextTemplate(containerId);
  const href = (x: TextTemplate) => editHref(`text-${x.id}`);
  return (
    <ListSection
      texts={t.text}
      icon={FileText}
      query={templates}
      rows={templates.data ?? []}
      columns={[
        linkColumn('title', t.text.name, href, (x) => x.title),
        {
          key: 'text',
          header: t.text.text,
          cellClassName: 'text-gray-600 max-w-md truncate',
          cell: (x) => x.text,
          card: { subtitle: (x) => <span className="line-clamp-2">{x.text}</span> },
        },
      ]}
      rowKey={(x) => x.id}
      href={href}
      onCreate={onCreate}
      removal={removalOf(remove, (x: TextTemplate) => x.id, {
        label: (x) => t.text.removeNamed(x.title),
        title: t.text.removeTitle,
        text: (x) => t.text.removeText(x.title),
        done: t.texts.deleted,
      })}
    />
  );
}

function Variables({ containerId, onCreate }: { containerId: number; onCreate: () => void }) {
  const variables = useEmailVariables(containerId);
  const remove = useDeleteVariable(containerId);
  const own = (variables.data ?? []).filter((v) => !v.builtIn);
  const href = (x: EmailVariable) => editHref(`variabel-${x.key}`);
  return (
    <ListSection
      texts={t.variables}
      icon={Variable}
      query={variables}
      rows={own}
      columns={[
        linkColumn('key', t.variables.key, href, (x) => <code className="text-sm">{x.key}</code>),
        listColumn('label', t.variables.label, (x: EmailVariable) => x.label, 'subtitle', 'text-gray-600'),
        listColumn('value', t.variables.value, (x: EmailVariable) => x.value, 'footer', 'text-gray-600'),
      ]}
      rowKey={(x) => x.key}
      href={href}
      onCreate={onCreate}
      removal={removalOf(remove, (x: EmailVariable) => x.key, {
        label: (x) => t.variables.removeNamed(x.key),
        title: t.variables.removeTitle,
        text: (x) => t.variables.removeText(x.key),
        done: t.variables.removed,
      })}
    />
  );
}
