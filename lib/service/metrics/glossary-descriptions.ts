// Plain-football definitions of every metric, shown by the glossary and the app's "open
// definitions" page. Typed by MetricCode so a metric without a definition fails to compile.
import type { MetricCode } from "./glossary-rows";

export const METRIC_DESCRIPTIONS: Record<MetricCode, string> = {
  KICK: "Disposing of the ball with any part of the leg below the knee. Every kick counts, effective or not.",
  HANDBALL:
    "Disposing of the ball by holding it in one hand and punching it with the clenched fist of the other.",
  DISPOSAL: "A kick or a handball: the legal ways of getting rid of the ball. Disposals = kicks + handballs.",
  POSSESSION:
    "Gaining control of the ball, whether won in a contest or received freely; contested plus uncontested possessions.",
  POSSESSION_CONTESTED:
    "A possession won while the ball is in dispute: hard-ball and loose-ball gets, contested marks and free kicks won in a contest.",
  POSSESSION_UNCONTESTED:
    "A possession gained without physical contest, mostly from a teammate's disposal: uncontested marks, handball receives and gathers.",
  CONTESTED_POSSESSION_RATE:
    "The share of a player's or team's possessions won in a contest (contested possessions ÷ possessions).",
  MARK: "Catching a kicked ball that has travelled at least 15 metres without touching the ground or another player; earns a free kick.",
  MARK_CONTESTED: "A mark taken under physical pressure from an opponent or in a pack.",
  MARK_UNCONTESTED:
    "A mark taken without an opponent contesting it, typically from a short kick to a free teammate.",
  MARK_INSIDE_50:
    "A mark taken inside the attacking 50-metre arc, usually giving the marker a set shot at goal.",
  TACKLE:
    "Using physical contact to stop an opponent who has the ball from disposing of it effectively, or to dispossess him.",
  GOAL: "A kick by an attacker that passes between the two goal posts without being touched; worth six points.",
  BEHIND:
    "One point, scored when the ball passes between a goal post and a behind post, hits a goal post, or is touched or not kicked between the goal posts.",
  BEHIND_RUSHED:
    "A behind conceded when a defender forces the ball over his own goal or behind line; credited to the attacking team, to no player.",
  POINTS: "Total score: six points for each goal plus one for each behind.",
  SCORING_SHOT: "A shot that scores a goal or a behind; for a player, goals plus behinds kicked.",
  ACCURACY:
    "Goals as a share of scoring shots (goals ÷ (goals + behinds)); a team kicks about 52% in a typical match.",
  GOAL_ASSIST:
    "The last disposal to a teammate who then kicks a goal, or a free kick or 50-metre penalty won that leads to one.",
  HITOUT:
    "Tapping or punching the ball to a teammate's side from a centre bounce, ball-up or throw-in, usually by the ruck.",
  INSIDE_50: "Moving the ball by carrying or disposing of it from outside into the attacking 50-metre arc.",
  REBOUND_50:
    "Moving the ball from inside the defensive 50-metre arc to outside it, clearing the defensive zone.",
  CLEARANCE:
    "The first effective disposal that moves the ball out of a stoppage (centre bounce, ball-up or throw-in), or a free kick won there.",
  CLANGER:
    "An error that hands the ball to the opposition: a free kick conceded, a disposal to an opponent, a no-pressure turnover.",
  FREE_KICK:
    "A free kick awarded to the player for an infringement against him, such as holding or a push in the back.",
  FREE_KICK_AGAINST: "A free kick the umpire awards against the player for an infringement he commits.",
  FREE_KICK_DIFF:
    "Free kicks for minus free kicks against; positive when the player or team earned more than it gave away.",
  ONE_PERCENTER:
    "A small unglamorous act that helps the team: spoiling a mark, smothering a kick, shepherding or knocking the ball on to a teammate.",
  RUNNING_BOUNCE: "Bouncing the ball while running with it, which the laws require at least every 15 metres.",
  KICK_HANDBALL_RATIO:
    "Kicks divided by handballs; above 1 means a kicking game, below 1 a handball-heavy one.",
  BROWNLOW_VOTES:
    "Votes of 3, 2 and 1 awarded by the field umpires after each home-and-away match to the three best players, for the Brownlow Medal.",
  TIME_ON_GROUND: "Time the player spent on the field, excluding his time on the interchange bench.",
  TIME_ON_GROUND_PCT:
    "The share of the match's playing time the player spent on the field rather than on the bench.",
  DISPOSAL_EFFECTIVE:
    "A disposal that reaches a teammate or gains the team territory without surrendering possession, as judged by the statisticians.",
  DISPOSAL_EFFICIENCY: "Effective disposals as a share of all disposals.",
  KICK_EFFECTIVE:
    "A kick that reaches a teammate, or a long kick to a contest that favours the team, without giving the ball to the opposition.",
  KICK_EFFICIENCY: "Effective kicks as a share of all kicks.",
  HANDBALL_EFFECTIVE: "A handball that reaches a teammate who keeps possession of the ball.",
  HANDBALL_EFFICIENCY: "Effective handballs as a share of all handballs.",
  SHOT_AT_GOAL:
    "A kick at goal from a set shot or in general play, scoring or not; includes shots that miss, fall short or go out on the full.",
  SHOT_CONVERSION: "Goals as a share of all shots at goal, including shots that fail to score.",
  SCORE_INVOLVEMENT:
    "Taking part in a possession chain that ends in a score: a possession, disposal or knock-on in that chain.",
  SCORE_LAUNCH:
    "Winning the first possession of a chain that ends in a score: the player who launched the scoring play.",
  INTERCEPT:
    "A possession won from an opposition disposal (a kick or handball meant for an opponent), turning the ball over.",
  INTERCEPT_MARK: "A mark taken from an opposition kick, turning the ball over to the marker's team.",
  TURNOVER:
    "Losing possession to the opposition through an ineffective disposal or an error in general play.",
  METRES_GAINED:
    "Net metres the ball is moved toward the attacking goal by a player's carries and disposals; backward movement counts against.",
  CHAIN_METRES:
    "Metres gained toward goal over a whole possession chain, credited to each player involved in the chain.",
  PRESSURE_ACT:
    "An act that pressures the ball carrier or disposer: chasing, closing, corralling, physical contact or a tackle.",
  PRESSURE_ACT_DEF_HALF: "Pressure acts applied in the team's defensive half of the ground.",
  PRESSURE_POINTS:
    "Pressure acts weighted by intensity: physical 3.75, closing 2.25, chasing 1.50, corralling 1.20 points each.",
  POINTS_EXPECTED:
    "The points an average player would score from the same shots, given distance, angle, shot type and pressure; about 3.2 a shot.",
  GOAL_EXPECTED_SET:
    "Goals an average kicker would convert from the same set shots, given their distance and angle.",
  POINTS_ABOVE_EXPECTED:
    "Points scored minus expected score: positive when the kicking beat the quality of the chances.",
  HITOUT_WIN_PCT: "Hitouts as a share of the ruck contests the player or team contested.",
  INSIDE_50_MARK: "An inside 50 that is marked by a teammate inside the attacking arc.",
  INSIDE_50_SCORE: "An inside 50 whose possession chain ends in a goal or behind.",
  INSIDE_50_SCORE_PCT: "The share of a team's inside 50s that result in a score.",
  ENTRY_RETAINED:
    "An inside 50 after which the team keeps the ball inside its attacking 50 or scores, rather than conceding a rebound.",
  ENTRY_RETAINED_PCT: "Retained entries as a share of all inside 50s.",
  CHAIN:
    "An unbroken sequence of possession by one team, from a stoppage, kick-in or turnover until a score, stoppage or turnover.",
  CHAIN_SCORE: "A possession chain that ends in a goal or behind.",
  CHAIN_END_TURNOVER:
    "A possession chain that ends with the opposition winning the ball; about 55% of chains end this way.",
  CHAIN_FROM_STOPPAGE: "A possession chain that begins from a centre bounce, ball-up or throw-in.",
  CHAIN_FROM_TURNOVER:
    "A possession chain that begins when the team wins the ball from the opposition in general play.",
  SCORE_FROM_TURNOVER:
    "Points scored from chains that began with a turnover; over half of all scores come this way.",
  SCORE_FROM_STOPPAGE: "Points scored from chains that began at a centre bounce, ball-up or throw-in.",
  PLAYER_RATING:
    "Rating points: the change in the team's expected score caused by each of the player's actions, summed over the match.",
  CLEARANCE_CB:
    "A clearance from a centre bounce, the restart at the start of each quarter and after every goal.",
  CLEARANCE_BU:
    "A clearance from a ball-up, the umpire's restart when the ball is locked up around the ground.",
  CLEARANCE_TI: "A clearance from a boundary throw-in after the ball went out of bounds.",
  FIRST_POSSESSION:
    "Winning the first possession after a stoppage, regardless of whether it then clears the stoppage.",
  HITOUT_TO_ADVANTAGE: "A hitout that reaches a teammate or gives him a clear advantage at the stoppage.",
  HITOUT_SHARK: "Gathering the ball straight from the opposing ruck's hitout, stealing his tap.",
  RUCK_CONTEST: "A contest between the two rucks at a centre bounce, ball-up or throw-in.",
  CENTRE_BOUNCE_ATTENDANCE:
    "Being one of the players at the centre square for a centre bounce; counts a midfielder's centre time.",
  CENTRE_BOUNCE:
    "A centre bounce: the restart at the start of each quarter and after each goal; about 4 plus the total goals a match.",
  BALL_UP: "A ball-up called by the umpire when play is locked up on the ground away from the centre.",
  THROW_IN: "A boundary throw-in after the ball crossed the boundary line without a free kick being awarded.",
  SPOIL: "Punching or knocking the ball away to stop an opponent marking it.",
  KICK_IN: "Kicking the ball back into play from the goal square after the opposition scored a behind.",
  KICK_IN_PLAY_ON:
    "A kick-in where the kicker plays on out of the goal square instead of kicking to a teammate.",
  GROUNDBALL_GET: "Winning possession of the ball from the ground, contested or not.",
  HARD_BALL_GET:
    "Winning the ball at ground level in a contest, under physical pressure; a contested possession.",
  LOOSE_BALL_GET:
    "Winning the ball at ground level when it is in dispute but not under direct physical pressure.",
  GATHER:
    "Picking up the ball cleanly from the ground or a tap without any contest, usually after a teammate's knock-on.",
  KNOCK_ON:
    "Deliberately tapping the ball along the ground or in the air to a teammate's advantage instead of taking possession.",
  MARK_ON_LEAD:
    "A mark taken by a forward leading into open space, away from his defender, to receive a kick.",
  MARK_DROPPED: "A mark attempt where the player gets his hands to the ball but fails to hold it.",
  HANDBALL_RECEIVE: "Receiving a handball from a teammate; an uncontested possession.",
  GROUND_KICK: "A kick along the ground, usually a soccer off the deck to move the ball or score.",
  KICK_LONG: "A kick travelling more than about 40 metres.",
  KICK_SHORT: "A kick travelling less than about 40 metres, usually to a target.",
  OUT_ON_THE_FULL:
    "A kick that crosses the boundary line without being touched or bouncing; a free kick to the opposition.",
  PENALTY_50M:
    "A 50-metre penalty conceded: the umpire advances the mark 50 metres for encroaching, time-wasting or abuse after a mark or free.",
  SHOT_SET: "A shot at goal taken from a mark or free kick, after the kicker goes back behind the mark.",
  SHOT_GENERAL_PLAY: "A shot at goal taken on the run, a snap or a kick off the ground in open play.",
  INTERCHANGE: "Rotation between the field and the interchange bench: counts each time a player comes off.",
};
