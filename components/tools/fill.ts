/**
 * Fills the `{key}` placeholders of a string a tool's page handed its island raw (the islands carry no
 * translation runtime; the values are only known in the browser). An unknown key stays as written.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
