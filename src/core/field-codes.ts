/**
 * Field errors by code (docs/decisions/051-field-errors-by-code.md): a core schema's message is a
 * stable code, not an English sentence, so the code travels from the rule through the server's
 * `fieldErrors` to the form, which says it in the reader's language (the `fields` namespace, key =
 * code). The English of each code stays beside its rule (`authMessages` and kin) for the API's
 * `message`; `field-messages.ts` pairs them.
 */

/** 'passwordTooLong' → 'PASSWORD_TOO_LONG'. */
const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();

/** The codes of the named rules of one group: `{ name: 'GROUP_NAME' }`, UPPER_SNAKE as every refusal code. */
export function fieldCodes<const Name extends string>(
  group: string,
  names: readonly Name[],
): { readonly [Key in Name]: string } {
  return Object.fromEntries(names.map((name) => [name, `${group}_${snake(name)}`])) as { [Key in Name]: string };
}

/** `{ code: English }` of a group: each code of `codes` with the message of the same name. */
export function englishOf(
  codes: Readonly<Record<string, string>>,
  messages: Readonly<Record<string, unknown>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).flatMap(([name, code]) => {
      const message = messages[name];
      return typeof message === 'string' ? [[code, message]] : [];
    }),
  );
}
