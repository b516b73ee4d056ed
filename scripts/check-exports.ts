/**
 * Every exported core value has a caller in the product (DEVELOPERS' guide, "Honest tests"): it is
 * referenced by non-test code outside its own file and the index files that re-export it. Core calling
 * core counts. A value only tests use makes its scenarios overstate what works, so `npm test` fails.
 * Entries of `scripts/check-exports.ignore.json` name a value and the work that will use it.
 */
import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const PRODUCT = ['core', 'adapters', 'ui', 'cli', 'server'];

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('tests/') || file.startsWith('features/');
const isIndex = (file: string) => basename(file) === 'index.ts';
const rel = (file: string) => relative(ROOT, file);

function productProgram(): ts.Program {
  const read = (path: string) => {
    const config = ts.readConfigFile(path, ts.sys.readFile);
    return ts.parseJsonConfigFileContent(config.config, ts.sys, join(ROOT, path, '..'));
  };
  const web = read('tsconfig.json');
  const server = read('server/tsconfig.json');
  const files = [...new Set([...web.fileNames, ...server.fileNames])].filter((f) => PRODUCT.some((dir) => rel(f).startsWith(`${dir}/`)) && !isTest(rel(f)));
  return ts.createProgram(files, { ...web.options, noEmit: true });
}

/** The declaration an identifier finally names, through imports and re-exports. */
function target(checker: ts.TypeChecker, node: ts.Node): ts.Symbol | undefined {
  let symbol = ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
    ? checker.getShorthandAssignmentValueSymbol(node.parent)
    : checker.getSymbolAtLocation(node);
  while (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return symbol;
}

/** The name in `const x =`, `function x`, `class x`: naming a value is not using it. */
const isDeclarationName = (node: ts.Identifier) => {
  const parent = node.parent as ts.Node & { name?: ts.Node };
  return (ts.isVariableDeclaration(parent) || ts.isFunctionDeclaration(parent) || ts.isClassDeclaration(parent) || ts.isEnumDeclaration(parent)) && parent.name === node;
};

export function unusedCoreExports(program = productProgram()): string[] {
  const checker = program.getTypeChecker();
  const sources = program.getSourceFiles().filter((s) => !s.isDeclarationFile && !rel(s.fileName).startsWith('node_modules/'));

  const used = new Set<ts.Symbol>();
  for (const source of sources) {
    if (isIndex(source.fileName)) continue;
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && !isDeclarationName(node)) {
        const symbol = target(checker, node);
        if (symbol) used.add(symbol);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const unused: string[] = [];
  for (const source of sources) {
    const file = rel(source.fileName);
    if (!file.startsWith('core/') || isIndex(file)) continue;
    const module = checker.getSymbolAtLocation(source);
    for (const exported of module ? checker.getExportsOfModule(module) : []) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const ownDeclaration = symbol.declarations?.some((d) => d.getSourceFile() === source);
      if (ownDeclaration && symbol.flags & ts.SymbolFlags.Value && !used.has(symbol)) unused.push(`${file}#${exported.name}`);
    }
  }
  return unused.sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ignored = JSON.parse(readFileSync(join(ROOT, 'scripts', 'check-exports.ignore.json'), 'utf8')) as Record<string, string>;
  const unused = unusedCoreExports();
  const offenders = unused.filter((name) => !(name in ignored));
  const stale = Object.keys(ignored).filter((name) => !unused.includes(name));
  for (const name of offenders) console.error(`${name} is exported by core but only tests use it: wire it into the product or delete it`);
  for (const name of stale) console.error(`${name} is used now: remove it from scripts/check-exports.ignore.json`);
  if (offenders.length + stale.length > 0) process.exit(1);
  console.log(`every exported core value has a caller in the product (${Object.keys(ignored).length} waiting for named work)`);
}
