import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { CONTROL_CHARACTER_KEYWORD, REFUSAL_KEYWORD } from '../validation';

/** Ajv errors carry the schema that failed when Ajv runs with `verbose: true` (server/lib/openapi.ts). */
interface VerboseSchema {
  title?: string;
  [REFUSAL_KEYWORD]?: string;
  properties?: Record<string, { title?: string; [REFUSAL_KEYWORD]?: string }>;
}
type VerboseError = FastifySchemaValidationError & { parentSchema?: VerboseSchema };

const TYPE_NAMES: Record<string, string> = {
  integer: 'целым числом',
  number: 'числом',
  string: 'строкой',
  boolean: 'значением true или false',
  array: 'списком',
  object: 'объектом',
};

const NOT_BLANK = '\\S';

/**
 * The title of a `oneOf`'s discriminating field. Ajv resolves the branches' $refs when it compiles,
 * but the error's parentSchema keeps them unresolved, so the branches' own `title` is out of reach
 * here; every body of the API that picks its branch this way does it by the spec's `action`.
 */
const DISCRIMINATOR_TITLES: Record<string, string> = { action: 'Действие' };

/**
 * A Russian sentence naming the field that failed, for the 400 VALIDATION answer. The field is
 * named by the `title` of its schema in openapi.yaml when there is one (e.g. «Пароль»), otherwise
 * by its path in the request (`ids[2]`).
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context?: FastifyError['validationContext'],
): string {
  const error = errors[0] as VerboseError | undefined;
  if (!error) return 'Некорректный запрос';
  const params = error.params as Record<string, unknown>;

  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const property = error.parentSchema?.properties?.[missing];
    if (property?.[REFUSAL_KEYWORD]) return property[REFUSAL_KEYWORD];
    const title = property?.title;
    return `Не заполнено поле «${title ?? joinPath(error.instancePath, missing)}»`;
  }
  if (error.keyword === 'discriminator') {
    const tag = String(params.tag);
    return `Поле «${DISCRIMINATOR_TITLES[tag] ?? joinPath(error.instancePath, tag)}» имеет недопустимое значение`;
  }
  if (error.parentSchema?.[REFUSAL_KEYWORD]) return error.parentSchema[REFUSAL_KEYWORD];
  const path = joinPath(error.instancePath);
  if (!path) {
    return context === 'body'
      ? 'Некорректный запрос: ожидается JSON-объект'
      : 'Некорректный запрос';
  }
  const field = `Поле «${error.parentSchema?.title ?? path}»`;
  switch (error.keyword) {
    case 'type':
      return `${field} должно быть ${TYPE_NAMES[String(params.type)] ?? 'другого типа'}`;
    case 'minimum':
      return `${field} должно быть не меньше ${String(params.limit)}`;
    case 'maximum':
      return `${field} должно быть не больше ${String(params.limit)}`;
    case 'minLength':
      return params.limit === 1
        ? `Не заполнено поле «${error.parentSchema?.title ?? path}»`
        : `${field} должно содержать не меньше ${String(params.limit)} символов`;
    case 'maxLength':
      return `${field} должно содержать не больше ${String(params.limit)} символов`;
    case 'maxItems':
      return `${field} содержит больше ${String(params.limit)} элементов`;
    case 'format':
      return params.format === 'email'
        ? `${field} должно быть адресом электронной почты`
        : `${field} имеет неверный формат`;
    case 'pattern':
      // The pattern '\S' is how openapi.yaml says "not blank": a text of spaces is as empty as no text.
      return params.pattern === NOT_BLANK
        ? `Не заполнено поле «${error.parentSchema?.title ?? path}»`
        : `${field} имеет неверный формат`;
    case 'enum':
    case 'const':
      return `${field} имеет недопустимое значение`;
    case CONTROL_CHARACTER_KEYWORD:
      return `${field} содержит недопустимые символы`;
    case 'additionalProperties':
      return `Лишнее поле «${joinPath(error.instancePath, String(params.additionalProperty))}»`;
    default:
      return `${field} заполнено неверно`;
  }
}

/** `/items/0/quantity` → `items[0].quantity`. */
function joinPath(instancePath: string, last?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (last) parts.push(last);
  return parts.reduce(
    (acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part),
    '',
  );
}
