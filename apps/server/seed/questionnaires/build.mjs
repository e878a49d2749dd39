// Builds the demo questionnaires (FHIR R4, decision 0040) from their authored sources:
//   source/<name>/structure.json and source/<name>/text.<lang>.json  ->  <name>.json
//
//   node apps/server/seed/questionnaires/build.mjs [--check] [--draft] [name ...]
//
// --check   writes nothing; exits 1 if a committed <name>.json differs from what its sources give.
// --draft   a source still missing translations is built anyway, without them, as `status: "draft"`
//           (the portal refuses to load a draft); without it, every missing text fails the build.
// name      only these sources (default: every folder under source/).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, toFhirQuestionnaire } from './fhir-document.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * @param {string[]} args
 * @param {{ root?: string, log?: (line: string) => void }} [io]
 * @returns {number} the exit code
 */
export function build(args, { root = HERE, log = (line) => console.log(line) } = {}) {
  const check = args.includes('--check');
  const draft = args.includes('--draft');
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--check' && arg !== '--draft');
  if (unknown.length > 0) {
    log(`unknown option ${unknown.join(', ')}; usage: build.mjs [--check] [--draft] [name ...]`);
    return 2;
  }
  const sourceRoot = path.join(root, 'source');
  const all = (fs.existsSync(sourceRoot) ? fs.readdirSync(sourceRoot, { withFileTypes: true }) : [])
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const asked = args.filter((arg) => !arg.startsWith('--'));
  const notFound = asked.filter((name) => !all.includes(name));
  if (notFound.length > 0) {
    log(`no source folder ${notFound.map((name) => `source/${name}`).join(', ')}`);
    return 1;
  }

  let failed = false;
  for (const name of asked.length > 0 ? asked : all) {
    const folder = path.join(sourceRoot, name);
    let structure;
    try {
      structure = JSON.parse(fs.readFileSync(path.join(folder, 'structure.json'), 'utf8'));
    } catch (error) {
      log(`${name}: structure.json: ${error instanceof Error ? error.message : String(error)}`);
      failed = true;
      continue;
    }
    const texts = {};
    const absent = [];
    for (const lang of LANGUAGES) {
      const file = path.join(folder, `text.${lang}.json`);
      if (!fs.existsSync(file)) {
        absent.push(lang);
        continue;
      }
      try {
        texts[lang] = JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        log(`${name}: text.${lang}.json: ${error instanceof Error ? error.message : String(error)}`);
        failed = true;
      }
    }

    const { document, problems, missing } = toFhirQuestionnaire(structure, texts, { draft });
    if (document === null) {
      failed = true;
      // A language with no file at all is one line, not one line per key.
      for (const lang of absent) log(`${name}: text.${lang}.json is missing`);
      for (const problem of problems) {
        if (!absent.some((lang) => problem.startsWith(`missing text ${lang}: `))) log(`${name}: ${problem}`);
      }
      continue;
    }
    if (missing.length > 0) {
      const langs = [...new Set(missing.map((entry) => entry.slice(0, entry.indexOf(':'))))];
      log(`${name}: draft, ${missing.length} texts missing in ${langs.join(' ')}`);
    }

    const target = path.join(root, `${name}.json`);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (check) {
      const committed = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
      if (committed !== text) {
        log(`${name}.json ${committed === null ? 'is missing' : 'differs from its sources'}: run node apps/server/seed/questionnaires/build.mjs${draft ? ' --draft' : ''} ${name}`);
        failed = true;
      }
    } else {
      fs.writeFileSync(target, text);
      log(`${name}.json written`);
    }
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = build(process.argv.slice(2));
}
