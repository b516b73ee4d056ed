/**
 * Columns whose literal values no API returns, admins included (DECISIONS §30): they read as `***`
 * wherever /api/db shows or compares them (select, embeds, filters, order, a write's returned rows),
 * so no filter can guess them either. A write that sends `***` keeps the stored value (the
 * connections_keep_masked trigger). A reference (`secret://name/key`, `configmap://name/key`) and an
 * empty value read back as stored, so the form can pick its Secret or ConfigMap mode.
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  connections: ['username', 'password', 'certificate'],
};

export const SECRET_MASK = '***';

/** The SQL reading a secret column: the mask in place of a literal value. */
export const maskedColumnSql = (column: string) =>
  `(CASE WHEN ${column} = '' OR ${column} ~ '^(secret|configmap)://' THEN ${column} WHEN ${column} IS NOT NULL THEN '${SECRET_MASK}' END)`;

/**
 * Columns holding a URL whose password part is a secret (issue 21: a connection's URL never shows its
 * credentials): `scheme://user:password@host` reads as `scheme://user:***@host`, and an update that
 * sends that back keeps the stored password (migration 024).
 */
export const SECRET_URL_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  connections: ['url'],
};

/** The SQL reading a URL column: its password part masked. */
export const maskedUrlSql = (column: string) =>
  `regexp_replace(${column}, '^([A-Za-z][A-Za-z0-9+.-]*://[^/@:]*):[^/@]*@', '\\1:${SECRET_MASK}@')`;
