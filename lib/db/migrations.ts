// Ordered, append-only schema migrations. Never edit a released one: add the next.

export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: "reference data, matches and box scores",
    sql: `
create table leagues (id int primary key, name text not null, code text not null, gender text not null);
create table levels (league_id int not null references leagues(id) on delete cascade, id int not null,
  name text not null, code text not null, primary key (league_id, id));
create table states (id int primary key, code text not null, name text not null);
create table venues (id int primary key, code text not null, name text not null, source_key text not null,
  city text not null, state_id int not null references states(id), country_id int not null,
  country_code text not null, country_name text not null, time_zone text not null,
  length real not null, width real not null, dimensions_source text not null);
create table squads (id int primary key, code text not null, name text not null, source_name text not null,
  home_state_id int not null references states(id));
create table persons (id int primary key, source_id text unique, firstname text not null, surname text not null,
  display_name text not null, fullname text not null, date_of_birth date not null, height int, weight int,
  debut_date date);
create table seasons (id int primary key, league_id int not null, level_id int not null,
  start_year int not null, end_year int not null, competition_id bigint not null,
  competition_code text not null, competition_name text not null, competition_type text not null,
  is_main boolean not null, foreign key (league_id, level_id) references levels(league_id, id) on delete cascade);
create table phases (id int primary key, season_id int not null references seasons(id) on delete cascade,
  code text not null, name text not null, ord int not null);
create table rounds (id int primary key, season_id int not null references seasons(id) on delete cascade,
  phase_id int not null references phases(id) on delete cascade, code text not null, name text not null,
  number int not null, phase_number int not null, unique (season_id, number));
create table season_squads (season_id int not null references seasons(id) on delete cascade,
  squad_id int not null references squads(id), primary key (season_id, squad_id));
create table conferences (season_id int not null references seasons(id) on delete cascade, code text not null,
  name text not null, squad_ids jsonb not null, primary key (season_id, code));
create table matches (id int primary key, season_id int not null references seasons(id) on delete cascade,
  phase_id int not null references phases(id) on delete cascade,
  round_id int not null references rounds(id) on delete cascade, round_number int not null,
  round_order int not null, type_code text not null, home_squad_id int not null references squads(id),
  away_squad_id int not null references squads(id), venue_id int not null references venues(id),
  utc_start timestamptz not null, local_date date not null, local_time text not null, attendance int,
  home_quarters jsonb not null, away_quarters jsonb not null, period_secs jsonb not null);
create index matches_season on matches (season_id, round_number);
create table player_matches (match_id int not null references matches(id) on delete cascade,
  person_id int not null references persons(id), squad_id int not null references squads(id),
  jumper_number int not null, sub_status text, time_on_ground_pct real not null, stats jsonb not null,
  primary key (match_id, person_id));
create table squad_players (season_id int not null references seasons(id) on delete cascade,
  squad_id int not null references squads(id), person_id int not null references persons(id),
  jumper_number int not null, position_id int not null, primary key (season_id, squad_id, person_id));
create table dataset_meta (key text primary key, value text not null);
`,
  },
  {
    version: 2,
    name: "machine clients, tokens and usage",
    sql: `
create table clients (id text primary key, secret_hash text not null, tier text not null,
  plan text not null, created_at timestamptz not null default now());
create table tokens (jti text primary key, client_id text not null references clients(id) on delete cascade,
  issued_at timestamptz not null, expires_at timestamptz not null);
create index tokens_client on tokens (client_id, expires_at);
create table usage_daily (client_id text not null references clients(id) on delete cascade, day date not null,
  requests int not null, primary key (client_id, day));
-- The token signing key lives in the database so that every instance on one PostgreSQL server
-- verifies the tokens any of them issued.
create table signing_keys (id text primary key, secret text not null, created_at timestamptz not null default now());
`,
  },
  {
    version: 3,
    name: "history: grounds without dimensions, names of the day, ladder rules of each era",
    sql: `
alter table venues alter column length drop not null;
alter table venues alter column width drop not null;
alter table season_squads add column name text;
alter table season_squads add column code text;
alter table seasons add column win_points int not null default 4;
alter table seasons add column draw_points int not null default 2;
alter table seasons add column bye_points int not null default 0;
`,
  },
];
