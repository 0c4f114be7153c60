import { contractSuite } from "./contract-suite";
import { startService } from "../helpers/start-service";

contractSuite("PGlite", () => startService());
