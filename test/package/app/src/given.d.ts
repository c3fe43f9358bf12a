// What the READMEs' short examples take as given, named as they name it: the app's Stytch client, the plugins it
// passes to every widget, and a link's token.
declare const client: import('entryway').Client;
declare const plugins: import('entryway').AnyPlugin[];
declare const token: string;
