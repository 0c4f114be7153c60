import { getAccountClub, postAccountClub } from "@/features/my-club/server";

// The club kept with the signed-in account (features/my-club/server/account-club-route.ts).
export const dynamic = "force-dynamic";

export const GET = () => getAccountClub();
export const POST = (req: Request) => postAccountClub(req);
