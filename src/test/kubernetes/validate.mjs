// Validates every manifest in a folder against the Kubernetes API, in two ways, and exits non-zero on any
// finding:
//  1. the JSON schema of its kind (kubernetes-models' validators, generated from Kubernetes' OpenAPI
//     document): required fields, types, formats (int32, int-or-string, quantities are strings, ...);
//  2. the TypeScript types of its kind (generated from the same document) with excess-property checks:
//     a field the API does not know, at any depth (a typo such as readinesProbe), is an error.
import { readdirSync, readFileSync, mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parseAllDocuments } from "yaml";
import ts from "typescript";

const here = dirname(fileURLToPath(import.meta.url));
const folder = resolve(process.argv[2] ?? join(here, "../../../deploy/kubernetes"));
const problems = [];
const checked = [];

/** kubernetes-models' module of a kind: v1 -> v1/ConfigMap, apps/v1 -> apps/v1/Deployment. */
const modelOf = (apiVersion, kind) => `kubernetes-models/${apiVersion}/${kind}`;

const manifests = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort();
if (manifests.length === 0) {
  problems.push(`no manifests in ${folder}`);
}
for (const file of manifests) {
  for (const document of parseAllDocuments(readFileSync(join(folder, file), "utf8"))) {
    if (document.errors.length > 0) {
      problems.push(`${file}: ${document.errors.map((e) => e.message).join("; ")}`);
      continue;
    }
    const object = document.toJS();
    if (object === null) {
      continue;
    }
    const { apiVersion, kind } = object;
    const where = `${file} (${kind} ${object.metadata?.name})`;
    let model;
    try {
      model = await import(modelOf(apiVersion, kind));
    } catch {
      problems.push(`${where}: no schema for apiVersion ${apiVersion}, kind ${kind}`);
      continue;
    }
    try {
      new model[kind](object).validate();
    } catch (e) {
      problems.push(`${where}: ${e.message}`);
    }
    checked.push({ where, object, module: modelOf(apiVersion, kind), kind });
  }
}

// The TypeScript check: each manifest as an object literal of its kind's type, compiled without output.
const work = mkdtempSync(join(here, ".typecheck-"));
try {
  const files = checked.map((manifest, i) => {
    const path = join(work, `manifest${i}.ts`);
    writeFileSync(path, `import type { I${manifest.kind} } from "${manifest.module}";\n`
      + `export const manifest: I${manifest.kind} = ${JSON.stringify(manifest.object, null, 2)};\n`);
    return { path, where: manifest.where };
  });
  const program = ts.createProgram(files.map((f) => f.path), {
    strict: true, noEmit: true, skipLibCheck: true, target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = files.find((f) => f.path === diagnostic.file?.fileName);
    const line = diagnostic.file && diagnostic.start !== undefined
      ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1 : 0;
    const text = diagnostic.file?.text.split("\n")[line - 1]?.trim() ?? "";
    problems.push(`${file?.where ?? diagnostic.file?.fileName ?? "typescript"}: `
      + `${ts.flattenDiagnosticMessageText(diagnostic.messageText, " ")} (at ${text})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const manifest of checked) {
  console.log(`checked ${manifest.where}`);
}
for (const problem of problems) {
  console.error(`INVALID ${problem}`);
}
console.log(`${checked.length} manifests checked, ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
