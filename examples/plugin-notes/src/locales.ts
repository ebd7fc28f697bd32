/** The plugin's strings in another locale than English (`strings/<code>.ts`), each its own chunk. */
export default (locale: string) => import(`./strings/${locale}.ts`) as Promise<{ default: Readonly<Record<string, string>> }>
