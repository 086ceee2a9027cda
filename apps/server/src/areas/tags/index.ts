/** What other areas use of tags: the rest of the area is its own. */
export { requireTagsOf, setApplicationTags, tagApplications } from './commands.ts';
export { applicationTagList, carriesTag, tagNamesCell, tagsOf } from './presenters.ts';
