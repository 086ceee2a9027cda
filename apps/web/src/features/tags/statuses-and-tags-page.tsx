import { PageHeader } from '../../components/ui/page-header.tsx';
import { companyScreen } from '../../components/layout/company-screen.tsx';
import { useLabels, useTags } from '../../lib/company-templates.ts';
import { paths } from '../../lib/paths.ts';
import { useEditorAddress } from '../../lib/use-editor-address.ts';
import { LabelCreator, LabelEditor } from './label-dialogs.tsx';
import { LabelsSection } from './labels-section.tsx';
import { tagStrings as t } from './strings.ts';
import { TagEditor, TagsSection } from './tags-section.tsx';

/**
 * /admin/templates/statuses (writer or admin): the company's statuses and process levels, in their order,
 * and its free tags. An editor opens from the address (`?redigera=etikett-12`, `tagg-3`, `tagg-ny`), so a
 * row is a link and Back closes it.
 */
export const StatusesAndTagsPage = companyScreen(({ containerId, company }) => (
  <Overview containerId={containerId} company={company} />
));

function Overview({ containerId, company }: { containerId: number; company: string }) {
  const { open, close } = useEditorAddress();
  return (
    <>
      <PageHeader title={t.page.title} description={t.page.description(company)} />
      <div className="space-y-6">
        <LabelsSection
          containerId={containerId}
          href={(x) => paths.statusesAndTagsEditor(`etikett-${x.id}`)}
          onCreate={() => open('etikett-ny')}
        />
        <TagsSection
          containerId={containerId}
          href={(x) => paths.statusesAndTagsEditor(`tagg-${x.id}`)}
          onCreate={() => open('tagg-ny')}
        />
      </div>
      <Editor containerId={containerId} onClose={close} />
    </>
  );
}

/** The editor the address names, once what it edits has loaded (an unknown id opens nothing). */
function Editor({ containerId, onClose }: { containerId: number; onClose: () => void }) {
  const { editing, kind, id } = useEditorAddress();
  const labels = useLabels(containerId);
  const tags = useTags(containerId);
  // Each editor starts afresh for another address (its key), so no form keeps the last one's values.
  const props = { containerId, onClose };
  if (kind === 'etikett' && id === 'ny') return <LabelCreator key={editing} {...props} />;
  if (kind === 'etikett') {
    const item = labels.data?.find((x) => String(x.id) === id);
    if (item) return <LabelEditor key={editing} {...props} item={item} />;
  }
  if (kind === 'tagg') {
    const item = tags.data?.find((x) => String(x.id) === id) ?? null;
    if (id === 'ny' || item) return <TagEditor key={editing} {...props} item={item} />;
  }
  return null;
}
