// The operator commands' command lines (node's parseArgs): a wrong one prints the command's usage and exits with 2.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function usageError(usage: string, message?: string): never {
  console.error(message ? `${message}\n${usage}` : usage);
  process.exit(2);
}

/** Flags only. */
export function flags<O extends Options>(usage: string, options: O) {
  try {
    return parseArgs({ options, allowPositionals: false }).values;
  } catch (error) {
    return usageError(usage, (error as Error).message);
  }
}

/** Exactly one file or address, then flags; `accept` may refuse the file's form (e.g. not a .zip). */
export function oneArgument<O extends Options>(usage: string, options: O, accept: (arg: string) => boolean = () => true) {
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: true });
  } catch (error) {
    return usageError(usage, (error as Error).message);
  }
  const [arg, ...extra] = parsed.positionals;
  if (!arg || extra.length || !accept(arg)) return usageError(usage);
  return { arg, values: parsed.values };
}
