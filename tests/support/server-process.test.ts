import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startServer } from "./server-process.ts";

/**
 * Tests start servers on ports found free a moment before; another test's stand-in can bind
 * one first. startServer must then never take the stand-in for the server.
 */
describe("startServer", () => {
  let occupant: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => occupant?.close(resolve) ?? resolve(undefined));
  });

  it("does not take another process answering /healthz on its port for the server", async () => {
    occupant = createServer((_request, response) => response.writeHead(200).end("someone else"));
    const port = await new Promise<number>((resolve) =>
      occupant?.listen(0, "127.0.0.1", () => {
        const address = occupant?.address();
        resolve(typeof address === "object" && address ? address.port : 0);
      }),
    );
    await expect(startServer({ PORT: String(port) })).rejects.toThrow(`Port ${port} is already in use`);
  });

  it("starts the server when its port is its own", async () => {
    const server = await startServer();
    try {
      expect(server.output()).toContain(`Ironpeak is serving on http://127.0.0.1:${server.port}`);
      expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
