#!/usr/bin/env python3
"""A minimal SMTP sink for the benchmark: accepts every message and keeps only a count."""
import asyncio
import sys

received = 0


async def session(reader, writer):
    global received
    writer.write(b"220 bench-sink ESMTP\r\n")
    await writer.drain()
    in_data = False
    while True:
        line = await reader.readline()
        if not line:
            break
        if in_data:
            if line in (b".\r\n", b".\n"):
                in_data = False
                received += 1
                writer.write(b"250 queued\r\n")
        else:
            verb = line[:4].upper()
            if verb == b"DATA":
                in_data = True
                writer.write(b"354 go ahead\r\n")
            elif verb == b"QUIT":
                writer.write(b"221 bye\r\n")
                await writer.drain()
                break
            elif verb in (b"EHLO", b"HELO"):
                writer.write(b"250 bench-sink\r\n")
            else:
                writer.write(b"250 ok\r\n")
        await writer.drain()
    writer.close()


async def main(port):
    server = await asyncio.start_server(session, "127.0.0.1", port)
    async with server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2525))
