// Writes the server's contract types, server/lib/api/contract.gen.ts, from openapi.yaml
// (ARCHITECTURE §3: the server declares no hand-written copy). `npm run codegen:server` writes
// the committed file; scripts/check-codegen.sh writes a fresh copy elsewhere and compares.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import prettier from 'prettier';
import { parse } from 'yaml';

const out = process.argv[2] ?? 'server/lib/api/contract.gen.ts';
const doc = parse(await readFile('openapi.yaml', 'utf8'));

// openapi.yaml's `discriminator`s carry no mapping: Ajv picks a oneOf branch by the `enum` of
// the named field in each branch (server/lib/validation.ts). openapi-typescript reads a missing
// mapping as "the field holds the schema's name" and would type `action: "ImportRequest"`; the
// branches' own enums already give the right union, so the hint is left out of generation.
for (const schema of Object.values(doc.components?.schemas ?? {})) delete schema.discriminator;

const source = COMMENT_HEADER + astToString(await openapiTS(doc, { silent: true }));
const options = await prettier.resolveConfig(out);
await writeFile(out, await prettier.format(source, { ...options, filepath: out }));
