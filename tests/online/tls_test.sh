#!/bin/sh
# djed-server over TLS: with a certificate and key it speaks wss:// (a
# client that trusts the certificate gets its welcome, a plain ws:// client
# gets nothing), and a key it cannot read is refused with its name.
# usage: tls_test.sh BIN_DIR SCRATCH_DIR
set -eu
BIN=$1
WORK=$2
PYTHON=/usr/bin/python3
rm -rf "$WORK"
mkdir -p "$WORK"
. "$(dirname "$0")/test_server.sh"
trap '[ -n "$SERVER_PID" ] && kill -9 "$SERVER_PID" 2>/dev/null || true' EXIT

openssl req -x509 -newkey rsa:2048 -nodes -keyout "$WORK/key.pem" -out "$WORK/cert.pem" -days 1 \
  -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" 2>/dev/null || fail "openssl could not make a certificate"

if "$BIN/djed-server" --listen 127.0.0.1:0 --data "$WORK/data" --cert "$WORK/cert.pem" --key "$WORK/missing.pem" \
    >/dev/null 2>"$WORK/refused.txt"; then
  fail "a missing key was accepted"
fi
grep -q "missing.pem" "$WORK/refused.txt" || fail "the refusal does not name the key: $(cat "$WORK/refused.txt")"

start_server 0 --cert "$WORK/cert.pem" --key "$WORK/key.pem"

"$PYTHON" - "$PORT" "$WORK/cert.pem" <<'PY' || fail "the TLS client failed"
import asyncio, json, ssl, sys
import websockets

port, cert = sys.argv[1], sys.argv[2]

async def main():
    context = ssl.create_default_context(cafile=cert)
    async with websockets.connect(f"wss://127.0.0.1:{port}/", ssl=context, open_timeout=10) as ws:
        await ws.send(json.dumps({"type": "hello", "protocol": 1}))
        welcome = json.loads(await asyncio.wait_for(ws.recv(), 10))
        assert welcome["type"] == "welcome", welcome
    # Without TLS the handshake cannot succeed.
    try:
        async with websockets.connect(f"ws://127.0.0.1:{port}/", open_timeout=5) as ws:
            await ws.send(json.dumps({"type": "hello", "protocol": 1}))
            await asyncio.wait_for(ws.recv(), 5)
        print("a plain connection was served")
        sys.exit(1)
    except (OSError, asyncio.TimeoutError, websockets.exceptions.WebSocketException):
        pass

asyncio.run(main())
PY
echo "tls: wss served, plain ws refused, a missing key named"
