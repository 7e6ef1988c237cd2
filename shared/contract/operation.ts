// runtime: pure. The shape of one contract operation.
import type { z } from 'zod';

export type OperationKind = 'command' | 'query';

export interface Operation<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  kind: OperationKind;
  summary: string;
  input: I;
  output: O;
}

export const command = <I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O) =>
  ({ kind: 'command', summary, input, output }) as const satisfies Operation<I, O>;

export const query = <I extends z.ZodType, O extends z.ZodType>(summary: string, input: I, output: O) =>
  ({ kind: 'query', summary, input, output }) as const satisfies Operation<I, O>;
