// The glossary's server entry, for its route (/glossary).
export { GlossaryScreen } from "./server/glossary-screen";
