// The main voice number of a directory record, for call buttons. Apart from the schemas (shared/schemas/resource.ts)
// so that a screen showing a number does not load the validation library with it.

interface WithPhones {
  phones: readonly { kind: string; number: string }[];
  phoneNumber?: string;
}

export function primaryPhone(r: WithPhones): string | undefined {
  return r.phones.find((p) => p.kind === 'voice')?.number ?? r.phoneNumber;
}
