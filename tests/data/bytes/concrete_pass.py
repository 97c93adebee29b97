"""Concrete bytes fold through the shared dispatch: a header built from literals and an
encoded constant has a known length and prefix on every path."""

import hashlib


def main(s: str) -> None:
    payload = b"hdr:" + "v1".encode("utf-8")
    assert len(payload) == 6
    if len(s) > 3:
        assert payload.startswith(b"hdr") and payload[-1] == ord("1")
        assert hashlib.sha256(payload).hexdigest()[:4] == hashlib.sha256(b"hdr:v1").hexdigest()[:4]
