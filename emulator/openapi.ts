import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { EXTRA_ENUM_VALUES } from './rules.ts';

type ExtraEnumValues = (typeof EXTRA_ENUM_VALUES)[number];

/**
 * The public OpenAPI document of the hosted control plane (OpenAPI 3.1, JSON Schema 2020-12; a
 * copy of ../shared/spec/reference/, kept equal by a test, so the emulator runs anywhere),
 * checked with Ajv: the emulator refuses what the real API would refuse (path and query
 * parameters, body schemas, enums, formats, required fields) with FastAPI's 422
 * `HTTPValidationError`, and the tests check the emulator's replies against the response schemas.
 */
export const OPENAPI_PATH = join(import.meta.dirname, 'spec', 'control-plane-openapi.json');

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: object;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: object;
}

/** One FastAPI validation error, as the real API sends it (without the echoed `input`). */
export interface ValidationIssue {
  loc: Array<string | number>;
  msg: string;
  type: string;
  /** The rejected value, echoed as FastAPI does (a client must never show it: it may be a secret). */
  input: unknown;
}

const DOC_ID = 'control-plane-openapi';

export class OpenApiContract {
  private readonly doc: Document;
  /** Bodies and replies: types as JSON has them. */
  private readonly strict: Ajv2020;
  /** Path and query parameters arrive as text and are coerced, as FastAPI does. */
  private readonly coercing: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  /** `extraEnums`: the values the platform accepts beyond the document's enums (none for LangSmith's). */
  constructor(path = OPENAPI_PATH, extraEnums: readonly ExtraEnumValues[] = EXTRA_ENUM_VALUES) {
    this.doc = withExtraEnumValues(JSON.parse(readFileSync(path, 'utf8')) as Document, extraEnums);
    const make = (coerceTypes: boolean): Ajv2020 => {
      // The documents are the platforms': not checked against JSON Schema's own, their validators
      // not optimised. Every suite of tests compiles them anew; that was a fifth of a small one's time.
      const checks = { validateSchema: false, code: { optimize: false }, allErrors: true, verbose: true };
      const ajv = new Ajv2020({ ...checks, strict: false, coerceTypes });
      addFormats.default(ajv);
      ajv.addSchema({ $id: DOC_ID, components: this.doc.components });
      return ajv;
    };
    this.strict = make(false);
    this.coercing = make(true);
  }

  /** The operation for a method and path template (`/v2/deployments/{deployment_id}`), if documented. */
  operation(method: string, template: string): Operation | undefined {
    return this.doc.paths[template]?.[method.toLowerCase()];
  }

  /** What the real API would reject in this request, FastAPI-style; empty when it is valid. */
  checkRequest(
    method: string,
    template: string,
    request: { params: Record<string, string>; query: URLSearchParams; body: unknown },
  ): ValidationIssue[] {
    const op = this.operation(method, template);
    if (!op) return [];
    const issues: ValidationIssue[] = [];
    for (const where of ['path', 'query'] as const) {
      const params = (op.parameters ?? []).filter((p) => p.in === where);
      const values: Record<string, unknown> = {};
      for (const p of params) {
        // A list parameter repeats its key (`splits=a&splits=b`), as FastAPI reads it.
        const value =
          where === 'path'
            ? request.params[p.name]
            : takesList(this.resolvedParameter(p.schema))
              ? request.query.getAll(p.name)
              : request.query.get(p.name);
        if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
          values[p.name] = value;
      }
      const schema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, this.resolved(p.schema)])),
        required: params.filter((p) => p.required).map((p) => p.name),
      };
      issues.push(...this.run(this.coercing, `${method} ${template} ${where}`, schema, values, [where]));
    }
    const body = op.requestBody?.content['application/json']?.schema;
    if (body) {
      if (request.body === undefined) {
        if (op.requestBody?.required)
          issues.push({ loc: ['body'], msg: 'Field required', type: 'missing', input: null });
      } else {
        issues.push(
          ...this.run(this.strict, `${method} ${template} body`, this.resolved(body), request.body, ['body']),
        );
      }
    }
    return issues;
  }

  /** What is wrong with a reply the documented API would never send; empty when it fits. */
  checkResponse(method: string, template: string, status: number, body: unknown): ValidationIssue[] {
    const op = this.operation(method, template);
    const schema = op?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) return [];
    return this.run(this.strict, `${method} ${template} ${status}`, this.resolved(schema), body, [
      'response',
    ]);
  }

  /** A parameter's schema with a top-level `$ref` followed (enough to see whether it is a list). */
  private resolvedParameter(schema: object): object {
    const target = (schema as { $ref?: string }).$ref?.replace('#/components/schemas/', '');
    const schemas = (this.doc.components as { schemas?: Record<string, object> }).schemas ?? {};
    return target ? (schemas[target] ?? schema) : schema;
  }

  /** Refs point into the document (`#/components/…`); from outside it they need its id. */
  private resolved(schema: object): object {
    return JSON.parse(
      JSON.stringify(schema).replace(/"#\/components\//g, `"${DOC_ID}#/components/`),
    ) as object;
  }

  private run(
    ajv: Ajv2020,
    key: string,
    schema: object,
    value: unknown,
    prefix: Array<string | number>,
  ): ValidationIssue[] {
    let validate = this.compiled.get(`${ajv === this.coercing}:${key}`);
    if (!validate) {
      validate = ajv.compile(schema);
      this.compiled.set(`${ajv === this.coercing}:${key}`, validate);
    }
    if (validate(value)) return [];
    return toIssues(validate.errors ?? [], prefix);
  }
}

/** Ajv's errors as FastAPI reports them: one per location, `Field required` for a missing field. */
function toIssues(errors: ErrorObject[], prefix: Array<string | number>): ValidationIssue[] {
  const byLocation = new Map<string, ValidationIssue>();
  for (const error of errors) {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~')));
    const missing =
      error.keyword === 'required'
        ? (error.params as { missingProperty: string }).missingProperty
        : undefined;
    const loc = [...prefix, ...path, ...(missing ? [missing] : [])];
    const key = JSON.stringify(loc);
    if (byLocation.has(key)) continue;
    byLocation.set(
      key,
      missing
        ? { loc, msg: 'Field required', type: 'missing', input: error.data }
        : { loc, msg: `Input ${error.message ?? 'is invalid'}`, type: error.keyword, input: error.data },
    );
  }
  return [...byLocation.values()];
}

/** Whether a parameter takes a list (alone or as one of its choices). */
function takesList(schema: object): boolean {
  const s = schema as { type?: unknown; anyOf?: object[] };
  return (
    s.type === 'array' || (s.anyOf ?? []).some((choice) => (choice as { type?: unknown }).type === 'array')
  );
}

/** The document with the values the platform accepts beyond its enums (rules.ts) added to them. */
function withExtraEnumValues(doc: Document, extraEnums: readonly ExtraEnumValues[]): Document {
  const schemas = (doc.components as { schemas: Record<string, { properties?: Record<string, unknown> }> })
    .schemas;
  const widen = (node: unknown, values: readonly string[]): void => {
    if (!node || typeof node !== 'object') return;
    const schema = node as { enum?: unknown[] };
    if (Array.isArray(schema.enum)) schema.enum.push(...values.filter((v) => !schema.enum!.includes(v)));
    for (const child of Object.values(node)) widen(child, values);
  };
  for (const rule of extraEnums)
    for (const name of rule.schemas) {
      const property = schemas[name]?.properties?.[rule.property];
      if (!property) throw new Error(`rules.ts: ${name}.${rule.property} is not in the OpenAPI document`);
      widen(property, rule.values);
    }
  return doc;
}
