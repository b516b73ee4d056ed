/**
 * The dependency rules of design/ARCHITECTURE.md, checked over source text with the TypeScript parser.
 *
 * Rules (each violation names its rule):
 *  - core-packages: core imports only core and the small pure libraries of CORE_PACKAGES. Core test
 *    files may also import vitest, fast-check and tests/fakes.
 *  - core-globals: core (tests excepted) never touches browser or Node globals (window, document,
 *    storage, fetch, navigator, process...), nor reads the system clock or randomness (Date.now,
 *    new Date() without arguments, Math.random): those come through the Clock and IdGenerator ports.
 *  - core-index: `core/<a>` reaches `core/<b>` only through `core/<b>` or `core/<b>/index`.
 *  - adapters-ui: adapters never import ui.
 *  - ui-core: ui reaches machines and ports only through ui/hooks (`useService(token)`,
 *    `useDomainActor(...)`). A ui file outside ui/hooks and ui/app may import from core any type, and
 *    any value that is not a machine or a port: plain constants, pure rules and formatters, and DI
 *    tokens it hands to `useService` (such as `IdentityMachines`). Forbidden value imports: names
 *    ending in `Machine` (machine definitions and factories), ending in `Port` (port tokens, whose
 *    objects components must never call), `bind…Ports` binders, anything from a `machines/` folder or
 *    a `ports` or `*.machine` module, and `import *` from core (its names cannot be checked).
 *  - ui-container: within ui, only ui/app imports adapters, inversify or reflect-metadata; ui/hooks
 *    may import their types (`import type`).
 *  - server-layers: server never imports ui or adapters.
 *  - cli-layers: cli (a second driving adapter, beside ui) never imports ui or server.
 * ui test files (*.test.tsx) assemble components with fakes, so the two ui rules leave them alone.
 */
import { posix } from 'node:path';
import ts from 'typescript';

export interface SourceFile {
  /** Path from the project root, with forward slashes. */
  path: string;
  text: string;
}

export interface Violation {
  file: string;
  line: number;
  rule: string;
  detail: string;
}

export const CORE_PACKAGES = ['xstate', 'dayjs', 'yaml', 'io-ts', 'fp-ts'];
const CORE_TEST_PACKAGES = ['vitest', 'fast-check'];
const CONTAINER_PACKAGES = ['inversify', 'reflect-metadata'];
const FORBIDDEN_CORE_GLOBALS = new Set([
  'window', 'document', 'localStorage', 'sessionStorage', 'fetch', 'XMLHttpRequest', 'WebSocket',
  'navigator', 'location', 'history', 'process', 'Buffer', '__dirname',
]);
const MACHINE_OR_PORT_NAME = /Machine$|Port$|^bind\w*Ports$/;
const MACHINE_OR_PORT_MODULE = /\/machines(\/|$)|(^|\/)ports$|\.machine$/;

interface ImportRef {
  specifier: string;
  typeOnly: boolean;
  line: number;
  /** The value names it brings in; `*` for a namespace import or `export *`. */
  values: string[];
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

function importsOf(source: ts.SourceFile): ImportRef[] {
  const refs: ImportRef[] = [];
  const add = (literal: ts.Expression | undefined, typeOnly: boolean, node: ts.Node, values: string[] = []) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      refs.push({ specifier: literal.text, typeOnly, line: lineOf(source, node), values: typeOnly ? [] : values });
    }
  };
  const named = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) =>
    elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const values = [
        ...(clause?.name ? ['default'] : []),
        ...(bindings && ts.isNamespaceImport(bindings) ? ['*'] : []),
        ...(bindings && ts.isNamedImports(bindings) ? named(bindings.elements) : []),
      ];
      add(node.moduleSpecifier, !!clause && (clause.isTypeOnly || values.length === 0), node, values);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      const values = !clause || ts.isNamespaceExport(clause) ? ['*'] : named(clause.elements);
      add(node.moduleSpecifier, node.isTypeOnly || values.length === 0, node, values);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly, node, ['*']);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true, node);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isDynamicImport || isRequire) add(node.arguments[0], false, node, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** Names the file declares itself (a local `location` is not the browser's). */
function declaredNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isFunctionDeclaration(node) ||
        ts.isClassDeclaration(node) || ts.isImportSpecifier(node) || ts.isImportClause(node) ||
        ts.isNamespaceImport(node) || ts.isBindingElement(node)) &&
      node.name && ts.isIdentifier(node.name)
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** Is this identifier a name being read, rather than a property name, label or declaration? */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent) ||
    ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent) ||
    ts.isSetAccessor(parent) || ts.isEnumMember(parent)) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent)) return false;
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  return true;
}

function forbiddenGlobals(source: ts.SourceFile): { line: number; detail: string }[] {
  const found: { line: number; detail: string }[] = [];
  const local = declaredNames(source);
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && FORBIDDEN_CORE_GLOBALS.has(node.text) && !local.has(node.text) && isReference(node)) {
      found.push({ line: lineOf(source, node), detail: `uses the global '${node.text}'` });
    } else if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const call = `${node.expression.text}.${node.name.text}`;
      if ((call === 'Date.now' || call === 'Math.random') && !local.has(node.expression.text)) {
        found.push({ line: lineOf(source, node), detail: `calls ${call} (use the Clock or IdGenerator port)` });
      }
      if (node.expression.text === 'globalThis' && FORBIDDEN_CORE_GLOBALS.has(node.name.text)) {
        found.push({ line: lineOf(source, node), detail: `uses the global '${node.name.text}'` });
      }
    } else if (
      ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Date' &&
      (node.arguments?.length ?? 0) === 0 && !local.has('Date')
    ) {
      found.push({ line: lineOf(source, node), detail: 'reads the system clock with new Date() (use the Clock port)' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const packageName = (specifier: string) => {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
};

const withoutExtension = (path: string) => path.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');

/** The project path an import points at, without extension; undefined for packages. */
const resolveTarget = (file: string, specifier: string) =>
  specifier.startsWith('.') ? withoutExtension(posix.normalize(posix.join(posix.dirname(file), specifier))) : undefined;

const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);
const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

export function checkDependencyRules(files: readonly SourceFile[]): Violation[] {
  const violations: Violation[] = [];
  for (const { path, text } of files) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const report = (line: number, rule: string, detail: string) => violations.push({ file: path, line, rule, detail });
    const test = isTestFile(path);
    const inCore = under(path, 'core');
    const uiRulesApply = under(path, 'ui') && !test;
    const coreDomain = path.split('/')[1];

    for (const { specifier, typeOnly, line, values } of importsOf(source)) {
      const target = resolveTarget(path, specifier);
      const pkg = target === undefined ? packageName(specifier) : undefined;

      if (inCore) {
        if (pkg !== undefined) {
          const allowed = [...CORE_PACKAGES, ...(test ? CORE_TEST_PACKAGES : [])];
          if (!allowed.includes(pkg)) report(line, 'core-packages', `imports '${specifier}'`);
        } else if (!under(target!, 'core') && !(test && under(target!, 'tests/fakes'))) {
          report(line, 'core-packages', `imports '${specifier}' from outside core`);
        } else if (under(target!, 'core')) {
          const [, domain, ...rest] = target!.split('/');
          const viaIndex = rest.length === 0 || (rest.length === 1 && rest[0] === 'index');
          if (domain !== coreDomain && !viaIndex) {
            report(line, 'core-index', `reaches into core/${domain} ('${specifier}') instead of its index`);
          }
        }
      }

      if (under(path, 'adapters') && target !== undefined && under(target, 'ui')) {
        report(line, 'adapters-ui', `imports '${specifier}' from ui`);
      }

      if (under(path, 'server') && target !== undefined && (under(target, 'ui') || under(target, 'adapters'))) {
        report(line, 'server-layers', `imports '${specifier}'`);
      }

      if (under(path, 'cli') && target !== undefined && (under(target, 'ui') || under(target, 'server'))) {
        report(line, 'cli-layers', `imports '${specifier}'`);
      }

      if (uiRulesApply) {
        const inHooks = under(path, 'ui/hooks');
        const inApp = under(path, 'ui/app');
        if (!inHooks && !inApp && target !== undefined && under(target, 'core') && !typeOnly) {
          const forbidden = MACHINE_OR_PORT_MODULE.test(target)
            ? values
            : values.filter((name) => name === '*' || MACHINE_OR_PORT_NAME.test(name));
          if (forbidden.length > 0) {
            report(line, 'ui-core', `imports ${forbidden.join(', ')} from '${specifier}'; reach machines and ports through ui/hooks`);
          }
        }
        const containerSide = (target !== undefined && under(target, 'adapters')) || (pkg !== undefined && CONTAINER_PACKAGES.includes(pkg));
        if (containerSide && !inApp && !(inHooks && typeOnly)) {
          report(line, 'ui-container', `imports '${specifier}'; only ui/app touches adapters and the container`);
        }
      }
    }

    if (inCore && !test) {
      for (const { line, detail } of forbiddenGlobals(source)) report(line, 'core-globals', detail);
    }
  }
  return violations;
}

export const formatViolations = (violations: readonly Violation[]): string =>
  violations.map((v) => `${v.file}:${v.line}  [${v.rule}] ${v.detail}`).join('\n');
