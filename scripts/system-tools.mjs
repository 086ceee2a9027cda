// npm start's look at the programs the product runs beside Node (LibreOffice, poppler, Tesseract with
// Swedish): as root with apt-get it installs what is missing (REKRY_INSTALL_TOOLS=0 leaves it), otherwise
// one line per missing program says what is off and which package brings it; the server starts either
// way, and files that wait for a program are read once it is installed.
import { tsImport } from 'tsx/esm/api';
import { aptInstall, canInstallWithApt } from './apt-install.mjs';

const { checkSystemTools } = await tsImport('../apps/server/src/platform/system-tools.ts', import.meta.url);
const { SYSTEM_TOOLS, missingToolLine, missingTools } = await tsImport(
  '../packages/domain/src/system-tools.ts',
  import.meta.url,
);

export async function ensureSystemTools(env = process.env) {
  const programs = { soffice: env.SOFFICE_PATH || undefined, path: env.PATH };
  let tools = await checkSystemTools(programs);
  const packagesOf = (list) => [
    ...new Set(list.filter((t) => !t.present).map((t) => SYSTEM_TOOLS[t.kind].debianPackage)),
  ];
  const wanted = packagesOf(tools);
  if (wanted.length && env.REKRY_INSTALL_TOOLS !== '0' && canInstallWithApt() && aptInstall(wanted))
    tools = await checkSystemTools(programs);
  for (const kind of missingTools(tools)) console.warn(missingToolLine(kind));
  return tools;
}

// Run on its own (`node scripts/system-tools.mjs`): the same look, without starting anything.
if (import.meta.filename === process.argv[1]) await ensureSystemTools();
