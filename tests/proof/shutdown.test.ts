// Shutdown has a deadline (issue 23: two servers logged "shutting down" and never exited). A
// request that never completes cannot hold the process past SHUTDOWN_GRACE_SECONDS; a second
// signal exits at once; the exit line says what was cut short.
import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, tempDataDir, type ServerProcess } from "./support/server-process.js";

/** A request whose body never arrives: in flight until the server gives up on it. */
function hangingRequest(server: ServerProcess): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1", () => {
      socket.write(
        'POST /api/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"message":',
      );
      // Let the server read the head before the signal.
      setTimeout(() => resolve(socket), 300);
    });
    socket.on("error", () => {});
    socket.once("error", reject);
  });
}

describe("shutdown with a deadline", () => {
  const servers: ServerProcess[] = [];
  const sockets: net.Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    for (const server of servers) await server.kill("SIGKILL");
  });
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ dataDir: tempDataDir(), env: { LOG_LEVEL: "info", ...env } });
    servers.push(server);
    return server;
  };

  it("an idle server exits 0 at once and says so", async () => {
    const server = await start({});
    const started = Date.now();
    expect(await server.kill("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.output()).toContain("shut down cleanly");
  });

  it("exits within the grace period although a request never completes, naming what it cut short", async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: "2" });
    sockets.push(await hangingRequest(server));
    const started = Date.now();
    const exit = await server.kill("SIGTERM");
    const took = Date.now() - started;
    expect(exit).toEqual({ code: 1, signal: null });
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(8_000);
    const line = server
      .output()
      .split("\n")
      .find((l) => l.includes("work cut short"));
    expect(line, server.output()).toBeDefined();
    const logged = JSON.parse(line!);
    expect(logged.reason).toBe("grace period over");
    expect(logged.cutShort.connections).toBeGreaterThanOrEqual(1);
    expect(logged.cutShort).toMatchObject({ answers: 0, mails: 0 });
  });

  it("a second SIGTERM or SIGINT exits at once", async () => {
    for (const second of ["SIGTERM", "SIGINT"] as const) {
      const server = await start({ SHUTDOWN_GRACE_SECONDS: "60" });
      sockets.push(await hangingRequest(server));
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull(); // still waiting for the request
      const started = Date.now();
      const exit = await server.kill(second);
      expect(exit.code).toBe(1);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(server.output()).toContain(`second signal (${second})`);
    }
  });

  it("new requests are refused while the server is closing", async () => {
    const server = await start({ SHUTDOWN_GRACE_SECONDS: "5" });
    sockets.push(await hangingRequest(server));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The listener is closed: a new connection is refused outright (or, on a kept-alive socket, 503).
    const outcome = await fetch(`${server.url}/auth/v1/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (res) => res.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(outcome);
    await server.kill("SIGKILL");
  });
});
