#!/usr/bin/python3
"""djed-server's web pages beside its WebSocket, on one port.

usage: web_pages_test.py DJED_SERVER SCRATCH_DIR

A server started with --web on a folder of its own: the page at / and at an invite
code's /CODE, its script, each with the Content-Security-Policy and the headers that
forbid sniffing and framing; HEAD without a body; what is not served (a hidden file, a
file of another kind, a path out of the folder, a method other than GET and HEAD, a
request with a body, a header too large) refused and closed; a WebSocket client on the
same port still welcomed. A server with --no-web answers a plain request with a 404 that
says what it is. Prints a summary and exits 0 when everything holds; prints one line
saying why and exits 1 otherwise.
"""

import asyncio
import os
import shutil
import socket
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from python_client_test import Client, check, run_as_test  # noqa: E402

START_TIMEOUT = 10.0
TOTAL_TIMEOUT = 60.0
READ_TIMEOUT = 10.0

PAGE = '<!doctype html><title>Djed</title><script src="/app.js"></script>\n'
SCRIPT = 'console.log("djed");\n'


async def start_server(executable, data, web):
    args = [executable, "--listen", "127.0.0.1:0", "--data", data, "--quiet"]
    args += ["--web", web] if web else ["--no-web"]
    server = await asyncio.create_subprocess_exec(*args, stdout=asyncio.subprocess.PIPE,
                                                  stderr=asyncio.subprocess.DEVNULL)
    line = await asyncio.wait_for(server.stdout.readline(), START_TIMEOUT)
    words = line.decode(errors="replace").split()
    check(len(words) == 3 and words[:2] == ["listening", "on"], f"the server's first line: {line!r}")
    return server, words[2]


async def stop_server(server):
    server.terminate()
    return await asyncio.wait_for(server.wait(), START_TIMEOUT)


async def request(address, raw):
    """Sends `raw` bytes as they are and reads until the server closes: (status, headers,
    body), status 0 when the connection closed without an answer."""
    host, port = address.rsplit(":", 1)
    reader, writer = await asyncio.wait_for(asyncio.open_connection(host, int(port)), READ_TIMEOUT)
    try:
        writer.write(raw)
        await writer.drain()
        data = await asyncio.wait_for(reader.read(), READ_TIMEOUT)  # until the server closes
    except ConnectionResetError:
        data = b""  # closed on a request it would not read to the end
    writer.close()
    if not data:
        return 0, {}, b""
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


def get(path, method="GET", extra=""):
    return f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n{extra}\r\n".encode()


def check_safe(headers, what):
    policy = headers.get("content-security-policy", "")
    check("default-src 'none'" in policy and "script-src 'self'" in policy and "frame-ancestors 'none'" in policy,
          f"{what}: Content-Security-Policy {policy!r}")
    check(headers.get("x-content-type-options") == "nosniff", f"{what}: no nosniff")
    check(headers.get("x-frame-options") == "DENY", f"{what}: framing allowed")


async def run(executable, scratch):
    shutil.rmtree(scratch, ignore_errors=True)
    web = os.path.join(scratch, "web")
    os.makedirs(os.path.join(web, "assets"))
    for name, text in (("index.html", PAGE), ("app.js", SCRIPT), (".hidden.js", "secret"),
                       ("notes.md", "not served"), ("assets/style.css", "body{}")):
        with open(os.path.join(web, name), "w") as f:
            f.write(text)
    with open(os.path.join(scratch, "outside.js"), "w") as f:
        f.write("outside")
    lines = []
    server, address = await start_server(executable, os.path.join(scratch, "data"), web)
    try:
        status, headers, body = await request(address, get("/"))
        check(status == 200 and body.decode() == PAGE, f"GET /: {status} {body!r}")
        check(headers.get("content-type", "").startswith("text/html"), f"GET /: {headers.get('content-type')}")
        check_safe(headers, "GET /")
        status, headers, body = await request(address, get("/K7QX?watch=1"))
        check(status == 200 and body.decode() == PAGE, f"an invite link: {status} {body!r}")
        status, headers, body = await request(address, get("/app.js"))
        check(status == 200 and body.decode() == SCRIPT, f"GET /app.js: {status} {body!r}")
        check(headers.get("content-type", "").startswith("text/javascript"), f"the script's type {headers}")
        check_safe(headers, "GET /app.js")
        status, headers, body = await request(address, get("/assets/style.css"))
        check(status == 200 and body == b"body{}", f"a file in a folder: {status} {body!r}")
        status, headers, body = await request(address, get("/app.js", "HEAD"))
        check(status == 200 and body == b"" and headers.get("content-length") == str(len(SCRIPT)),
              f"HEAD /app.js: {status} {headers} {body!r}")
        lines.append("served: the page at / and at an invite link, its script and style, HEAD")

        for path in ("/.hidden.js", "/notes.md", "/../outside.js", "/assets/../../outside.js", "/%2e%2e/outside.js",
                     "/index.html/", "//etc/passwd"):
            status, headers, body = await request(address, get(path))
            check(status == 404 and b"outside" not in body and b"secret" not in body, f"GET {path}: {status} {body!r}")
            check_safe(headers, f"GET {path}")
        status, headers, _ = await request(address, get("/", "POST", "Content-Length: 0\r\n"))
        check(status == 405 and headers.get("allow") == "GET, HEAD", f"POST /: {status} {headers}")
        status, _, _ = await request(address, get("/", "GET", "Content-Length: 5\r\n") + b"hello")
        check(status != 200, f"a request with a body: {status}")
        status, _, _ = await request(address, get("/", "GET", "X-Padding: " + "a" * 20000 + "\r\n"))
        check(status != 200, f"a 20 kB header: {status}")
        lines.append("refused: hidden and other files, paths out of the folder, POST, a body, a 20 kB header")

        client = await Client.connect(f"ws://{address}/", "websocket")
        await client.hello()
        await client.ws.close()
        lines.append("a WebSocket client on the same port is welcomed")
    finally:
        code = await stop_server(server)
    check(code == 0, f"the server stopped with exit code {code}")

    server, address = await start_server(executable, os.path.join(scratch, "data2"), None)
    try:
        status, headers, body = await request(address, get("/"))
        check(status == 404 and b"djed-server" in body, f"GET / without pages: {status} {body!r}")
        lines.append("without --web a plain request is told this is a djed-server")
    finally:
        await stop_server(server)
    return lines


if __name__ == "__main__":
    sys.exit(run_as_test("web pages", run, TOTAL_TIMEOUT))
