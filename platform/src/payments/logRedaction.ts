/**
 * Belt and braces for card data in logs. Fastify's request logging never logs bodies, and no route
 * logs its input; should anything ever log an object carrying these fields, pino blanks them.
 * Use as `pino({ redact: CARD_LOG_REDACTION })`.
 */
const FIELDS = ['cardNumber', 'securityCode', 'dataValue'] as const;

export const CARD_LOG_REDACTION = {
  paths: FIELDS.flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
    `req.body.${field}`,
    `request.body.${field}`,
    `body.${field}`,
    `input.${field}`,
  ]),
  censor: '[Redacted]',
};
