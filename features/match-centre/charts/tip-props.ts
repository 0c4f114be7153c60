/** What a Recharts tooltip's content is given that these charts read: the hovered row, when active. */
export type TipProps = { active?: boolean; payload?: readonly { payload?: unknown }[] };
