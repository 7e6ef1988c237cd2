// runtime: node. The fields of a ruleset's options form, read from its options schema: a number,
// a check box or a choice for every leaf the organizer may set, by its dotted path. The desk
// draws the form from this list, in the schema's order, so a new ruleset's options need no code in
// the renderer. Lists (the tiebreakers) have their own picker and are left out.
import { z } from 'zod';
import type { OptionField } from '../../../shared/model/event';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
}

export function optionFields(schema: z.ZodType): OptionField[] {
  const fields: OptionField[] = [];
  const walk = (node: JsonSchema, path: string[]) => {
    if (node.properties) {
      for (const [key, child] of Object.entries(node.properties)) walk(child, [...path, key]);
      return;
    }
    const at = path.join('.');
    if (node.enum) fields.push({ path: at, kind: 'choice', choices: node.enum.map(String) });
    else if (node.type === 'number' || node.type === 'integer') fields.push({ path: at, kind: 'number' });
    else if (node.type === 'boolean') fields.push({ path: at, kind: 'check' });
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, []);
  // In the schema's order, which puts what belongs together side by side (the playoff, then how
  // many go on to it).
  return fields;
}
